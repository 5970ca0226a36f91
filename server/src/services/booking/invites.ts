import type { AppContext } from "../../context";
import type { BookingChange } from "./change";

// Owned by the invitations work: calendar invitations (RFC 5545/5546) and their mails.

/** Mails the visitor and the host the invitation (REQUEST) or cancellation (CANCEL) of this change. */
export async function sendBookingMails(_ctx: AppContext, _change: BookingChange): Promise<void> {}

/** The booking's current invitation as VCALENDAR text (METHOD:REQUEST), for "Add to calendar". */
export async function bookingInvite(_ctx: AppContext, _bookingId: string): Promise<string> {
  return "";
}
