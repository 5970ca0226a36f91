import type { FirstTouch } from "~/contract/collect";

/** The first-touch columns of a new lead; null where the site sent nothing. */
export const firstTouchColumns = (t: FirstTouch) => ({
  landingPage: t.landingPage || null,
  utmSource: t.utmSource || null,
  utmMedium: t.utmMedium || null,
  utmCampaign: t.utmCampaign || null,
});

/** The same four fields on a lead's DTO. */
export const firstTouchDto = (row: {
  landingPage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}) => ({
  landingPage: row.landingPage,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
});
