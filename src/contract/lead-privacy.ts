import { z } from "zod";
import { firstTouchFields } from "./collect";
import { ipRecordSchema } from "./ip";
import { leadKindSchema, leadStatusSchema } from "./lead-fields";
import { LEAD_EVENT_KINDS } from "./lead-status";

/** How many records of each kind one person has: what an erasure removes. */
export const personalDataCountsSchema = z.object({
  contacts: z.number().int(),
  demoRequests: z.number().int(),
  notes: z.number().int(),
  verificationCodes: z.number().int(),
  visitorRecords: z.number().int(),
  /** Status changes, assignments and staff emails about the person's leads. */
  history: z.number().int(),
});
export type PersonalDataCounts = z.infer<typeof personalDataCountsSchema>;

const leadRecord = {
  _id: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  leadStatus: leadStatusSchema,
  /** The staff member's email, when the lead is assigned. */
  assignedTo: z.string().nullable(),
  /** The visitor record of the day the lead came in (see `visitorRecords`). */
  visitorId: z.string().nullable(),
  ...firstTouchFields,
};

const ofLead = { _id: z.string(), leadKind: leadKindSchema, leadId: z.string() };

/**
 * Everything stored about one person (the records matched by email or phone digits, as on the timeline).
 * Verification codes are listed without the code's keyed hash: when they were sent, tried and used.
 */
export const personalDataSchema = z.object({
  exportedAt: z.string(),
  /** The email and phone the records were matched by. */
  person: z.object({ email: z.string(), phone: z.string() }),
  contacts: z.array(z.object({ ...leadRecord, name: z.string(), message: z.string(), source: z.string() })),
  demoRequests: z.array(
    z.object({
      ...leadRecord,
      fullName: z.string(),
      companyName: z.string(),
      comment: z.string(),
      status: z.enum(["pending", "confirmed"]),
      confirmedAt: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({
      ...ofLead,
      authorEmail: z.string(),
      body: z.string(),
      createdAt: z.string(),
      updatedAt: z.string().nullable(),
    }),
  ),
  /** Status changes and assignments (`detail`: the new status, or the assignee's email). */
  history: z.array(
    z.object({
      ...ofLead,
      type: z.enum(LEAD_EVENT_KINDS).exclude(["emailed"]),
      detail: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** Staff emails about the person's leads: who got them and when (the text is not stored). */
  staffEmails: z.array(z.object({ ...ofLead, to: z.string(), at: z.string() })),
  verificationCodes: z.array(
    z.object({
      _id: z.string(),
      demoRequestId: z.string(),
      createdAt: z.string(),
      lastSentAt: z.string(),
      expiresAt: z.string(),
      consumedAt: z.string().nullable(),
      attempts: z.number().int(),
      resends: z.number().int(),
    }),
  ),
  visitorRecords: z.array(ipRecordSchema.extend({ day: z.string() })),
  /** Demo times booked or held for the person's requests (issue 22). */
  bookings: z
    .array(
      z.object({
        _id: z.string(),
        demoRequestId: z.string(),
        status: z.enum(["held", "confirmed", "cancelled"]),
        startsAt: z.string(),
        endsAt: z.string(),
        timeZone: z.string(),
        hostEmail: z.string().nullable(),
        attendance: z.enum(["attended", "no_show"]).nullable(),
        createdAt: z.string(),
        confirmedAt: z.string().nullable(),
        cancelledAt: z.string().nullable(),
      }),
    )
    .default([]),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
