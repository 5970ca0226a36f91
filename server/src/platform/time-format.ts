// How mails show a time: one format for invitations, reminders and reply templates alike.

/** "Tuesday, 1 December 2026 at 10:00 India Standard Time": the zone's name is always shown. */
export function formatInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "long",
  }).format(at);
}

/** "7 Dec 2026, 7:10 am IST": how staff mails show when something happened, in the company's zone. */
export function formatStaffTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  }).format(at);
}
