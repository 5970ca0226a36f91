import type { AppContext } from "../../context";
import { HttpError } from "../../platform/errors";

/** An invitation to join the staff: the single-use link and until when it works; 503 when it cannot go out. */
export async function sendInvitation(
  ctx: AppContext,
  invite: { to: string; by: string; link: string; expiresAt: Date },
): Promise<void> {
  try {
    await ctx.outbox.send({
      channel: "email",
      to: invite.to,
      subject: "You are invited to the admin area",
      text:
        `${invite.by} invited you to the company's admin area as ${invite.to}.\n\n` +
        `Set your password here (the link works once, until ${invite.expiresAt.toUTCString()}):\n${invite.link}\n\n` +
        "If you did not expect this invitation, ignore this email.",
    });
  } catch {
    throw new HttpError(503, "Failed to send the invitation email. Please try again.");
  }
}
