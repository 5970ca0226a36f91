import type { RequestMeta } from "../../platform/request-meta";
import type { AppContext } from "../../context";
import { syncBookingToCalendar } from "./calendar-sync";
import type { BookingChange } from "./change";
import { sendBookingMails } from "./invites";

/**
 * Runs once a booking change has committed and its request is answered: the invitations to both sides
 * and the host's calendar (a slow mail server or calendar never delays the visitor). Reminders are
 * scheduled inside the change's own transaction (`scheduleReminders`), so they cannot be lost.
 */
export function afterBookingChange(ctx: AppContext, meta: RequestMeta, change: BookingChange): void {
  ctx.background.later(meta.answered, "booking mails", () => sendBookingMails(ctx, change));
  ctx.background.later(meta.answered, "calendar sync", () => syncBookingToCalendar(ctx, change));
}
