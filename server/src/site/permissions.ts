/**
 * Powerful features no page or API answer uses, denied to the page and every frame it embeds.
 * Only names Chromium recognises (an unknown one is a console error). Fullscreen and autoplay stay
 * at their defaults: the map frame and a chat widget may use them.
 */
const denied = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** Passkey sign-in (ADR 0039): the site's own pages only, never a frame they embed. */
const ownPagesOnly = ["publickey-credentials-get"];

export const permissionsPolicy = [
  ...denied.map((f) => `${f}=()`),
  ...ownPagesOnly.map((f) => `${f}=(self)`),
].join(", ");
