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
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export const permissionsPolicy = denied.map((f) => `${f}=()`).join(", ");
