import { CalendarPlus } from "lucide-react";
import { secondaryButton } from "~/components/ui/button";

/** "Add to calendar": the invitation the server made, as a file the visitor's calendar app opens. */
export function IcsDownload({ ics }: { ics: string }) {
  // A data URL, not a Blob URL: nothing to revoke, and it survives the page being kept in history.
  const href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  return (
    <a href={href} download="demo.ics" className={`${secondaryButton} gap-2`}>
      <CalendarPlus aria-hidden="true" className="size-5" />
      Add to calendar
    </a>
  );
}
