import type { ReactNode } from "react";
import type { BookingView, MeetingPlace } from "~/contract/booking";
import { formatRange } from "./format";

/** Where the demo happens, as the visitor reads it. */
function where(place: NonNullable<MeetingPlace>): ReactNode {
  if (place.kind === "phone") return "Phone call: we call you on the number you gave.";
  if (place.kind === "office") return place.address;
  return (
    <>
      Video call:{" "}
      <a href={place.url} rel="noopener noreferrer" target="_blank" className="font-medium underline">
        {place.url}
      </a>
    </>
  );
}

/** A booked demo's time in the visitor's zone and in the company's, each named, its host and its place. */
export function BookedTime({
  booking,
}: {
  booking: Pick<BookingView, "startsAt" | "endsAt" | "timeZone" | "companyTimeZone" | "hostName" | "meeting">;
}) {
  const rows: [string, ReactNode][] = [
    ["Your time", formatRange(booking.startsAt, booking.endsAt, booking.timeZone)],
    ["Our time", formatRange(booking.startsAt, booking.endsAt, booking.companyTimeZone)],
    ["Host", booking.hostName],
  ];
  if (booking.meeting) rows.push(["Where", where(booking.meeting)]);
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-brand-600/40 bg-brand-50/40 dark:divide-slate-700 dark:border-brand-500/40 dark:bg-slate-800/40">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
          <dd className="break-words sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
