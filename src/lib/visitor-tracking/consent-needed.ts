import { env, type SiteEnv } from "~/lib/env";

/**
 * Whether the build has a tool that needs the visitor's consent: GA4 or the chat widget. Without one
 * there is nothing to ask, so no banner and no stored choice; the site's own count is cookieless and
 * needs none (docs/product.md §10).
 */
export const consentNeeded = (settings: Pick<SiteEnv, "gaMeasurementId" | "chatWidgetSrc"> = env): boolean =>
  Boolean(settings.gaMeasurementId || settings.chatWidgetSrc);
