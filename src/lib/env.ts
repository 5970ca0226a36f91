// Build-time settings read by the site (see .env.example). Empty strings count as unset.
const read = (value: string | undefined): string | undefined =>
  value && value.trim() ? value.trim() : undefined;

export const env = {
  apiBaseUrl: read(import.meta.env.VITE_API_BASE_URL) ?? "/api",
  gaMeasurementId: read(import.meta.env.VITE_GA_MEASUREMENT_ID),
  chatWidgetSrc: read(import.meta.env.VITE_CHAT_WIDGET_SRC),
};
