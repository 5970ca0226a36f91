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
