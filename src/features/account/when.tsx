import { onFirstUse } from "~/lib/on-first-use";

const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);
const relative = onFirstUse(() => new Intl.RelativeTimeFormat("en", { numeric: "auto" }));

/** "Just now", "5 minutes ago", "3 hours ago", else the date and time. */
export function lastSeenText(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const minutes = Math.round((now - at) / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return relative().format(-minutes, "minute");
  if (minutes < 24 * 60) return relative().format(-Math.round(minutes / 60), "hour");
  return dateTime().format(at);
}

/** A time, read as a phrase, with the exact date and time in its machine-readable form. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{lastSeenText(at)}</time>;
}

export const signedInText = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime().format(at);
};
