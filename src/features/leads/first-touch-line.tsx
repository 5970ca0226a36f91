import type { ReactNode } from "react";
import type { LeadFirstTouch } from "~/contract/collect";

/** "via newsletter / email · spring on /pricing": where a lead's visit began. */
export function firstTouchText(t: LeadFirstTouch): string {
  const utm = [t.utmSource, t.utmMedium].filter(Boolean).join(" / ");
  const campaign = t.utmCampaign ? `${utm ? " · " : ""}${t.utmCampaign}` : "";
  const via = utm || campaign ? `via ${utm}${campaign}` : "";
  const landing = t.landingPage ? `on ${t.landingPage}` : "";
  return [via, landing].filter(Boolean).join(" ");
}

/** A lead's name with a small first-touch line under it, when there is one. */
export function NameWithFirstTouch({ name, lead }: { name: ReactNode; lead: LeadFirstTouch }) {
  const line = firstTouchText(lead);
  return (
    <>
      {name}
      {line && <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{line}</span>}
    </>
  );
}
