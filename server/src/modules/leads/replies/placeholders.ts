import { and, eq } from "drizzle-orm";
import {
  fillPlaceholders,
  type ReplyPlaceholder,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  usedPlaceholders,
} from "~/contract/replies";
import type { LeadKind } from "~/contract/lead-status";
import type { Db } from "../../../platform/db/client";
import { admins, demoBookings } from "../../../platform/db/schema";
import { HttpError } from "../../../platform/errors";
import { formatInZone } from "../../../platform/time-format";
import { staffName } from "../../identity";

/** A lead's fields the placeholders read. */
export interface PlaceholderLead {
  id: string;
  name: string;
  companyName: string;
}

/**
 * The values of the placeholders for one lead and staff member (found by id: their email may change).
 * `{{demoTime}}` is the demo request's confirmed booking in the visitor's zone; a lead without one has
 * no value for it.
 */
export async function placeholderValues(
  db: Db,
  kind: LeadKind,
  lead: PlaceholderLead,
  by: { adminId: string; email: string },
): Promise<Partial<Record<ReplyPlaceholder, string>>> {
  const [staff] = await db
    .select({ displayName: admins.displayName, email: admins.email })
    .from(admins)
    .where(eq(admins.id, by.adminId))
    .limit(1);
  const values: Partial<Record<ReplyPlaceholder, string>> = {
    name: lead.name,
    staffName: staffName(staff ?? { displayName: null, email: by.email }),
  };
  if (lead.companyName) values.company = lead.companyName;
  if (kind === "demo") {
    const [booking] = await db
      .select({ startsAt: demoBookings.startsAt, timeZone: demoBookings.timeZone })
      .from(demoBookings)
      .where(and(eq(demoBookings.demoRequestId, lead.id), eq(demoBookings.status, "confirmed")))
      .limit(1);
    if (booking) values.demoTime = formatInZone(booking.startsAt, booking.timeZone);
  }
  return values;
}

const missingMessage: Record<ReplyPlaceholder, string> = {
  name: "This lead has no name for {{name}}.",
  company: "This lead has no company for {{company}}: remove it or write the company.",
  staffName: "No staff name for {{staffName}}.",
  demoTime: "This lead has no demo booked for {{demoTime}}: remove it or write the time.",
};

/**
 * The text with every placeholder filled; 400 for an unknown one or one this lead has no value for,
 * so a mail never goes out with braces in it.
 */
export function fillForLead(
  text: string,
  values: Partial<Record<ReplyPlaceholder, string>>,
  field: "subject" | "body",
): string {
  const unknown = unknownPlaceholders(text);
  if (unknown.length) throw new HttpError(400, `${field}: ${unknownPlaceholderMessage(unknown)}`);
  const missing = usedPlaceholders(text).find((p) => !values[p]);
  if (missing) throw new HttpError(400, missingMessage[missing]);
  return fillPlaceholders(text, values);
}

/** A template filled as far as this lead has values (the composer shows what is left to write). */
export const fillKnown = (text: string, values: Partial<Record<ReplyPlaceholder, string>>) =>
  fillPlaceholders(text, values);
