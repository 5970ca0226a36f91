import type { MeetingPlace } from "~/contract/booking";
import type { staffSchedules } from "../../platform/db/schema";

// Where a host meets visitors (docs/product.md §10, "Demo hosts"): stored as a kind and one detail.

type Columns = Pick<typeof staffSchedules.$inferSelect, "meetingKind" | "meetingDetail">;

export function meetingFromColumns(row: Partial<Columns> | undefined): MeetingPlace {
  switch (row?.meetingKind) {
    case "video":
      return { kind: "video", url: row.meetingDetail ?? "" };
    case "phone":
      return { kind: "phone" };
    case "office":
      return { kind: "office", address: row.meetingDetail ?? "" };
    default:
      return null;
  }
}

export const meetingColumns = (place: MeetingPlace): Columns => ({
  meetingKind: place?.kind ?? null,
  meetingDetail: place?.kind === "video" ? place.url : place?.kind === "office" ? place.address : null,
});

/** "+91 98310 12345" for the ten digits kept. */
const spokenPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;

/** The invitation's LOCATION: the link, the number the host calls, or the office's address. */
export function meetingLocation(place: MeetingPlace, visitorPhone: string): string | undefined {
  if (!place) return undefined;
  if (place.kind === "video") return place.url;
  if (place.kind === "phone") return `Phone call to ${spokenPhone(visitorPhone)}`;
  return place.address;
}

/** One line for the invitation's DESCRIPTION and staff mails. */
export function meetingLine(place: MeetingPlace, visitorPhone: string): string | undefined {
  if (!place) return undefined;
  if (place.kind === "video") return `Join: ${place.url}`;
  if (place.kind === "phone") return `The host calls you on ${spokenPhone(visitorPhone)}.`;
  return `At: ${place.address}`;
}
