import { onFirstUse } from "~/lib/on-first-use";

const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);
const count = onFirstUse(() => new Intl.NumberFormat("en-IN"));

/** An ISO timestamp in the reader's local date and time; unreadable values are shown as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

export const formatCount = (n: number): string => count().format(n);
