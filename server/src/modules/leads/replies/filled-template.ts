import { eq } from "drizzle-orm";
import type { FilledReply } from "~/contract/replies";
import type { LeadKind } from "~/contract/lead-status";
import type { AppContext } from "../../../context";
import { notFound } from "../../../platform/errors";
import { leadNoun, leadTable } from "../leads";
import { replySubject } from "./drafts";
import { fillKnown, placeholderValues } from "./placeholders";
import { getTemplate, toTemplate } from "./templates";

/** "Re: " once before a template's subject, so the reply reads as one. */
const asReply = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/** A template filled for one lead, for the composer: a placeholder without a value stays as written. */
export async function filledTemplate(
  ctx: AppContext,
  kind: LeadKind,
  id: string,
  templateId: string,
  staff: { adminId: string; email: string },
): Promise<FilledReply> {
  const t = leadTable(kind);
  const [row] = await ctx.db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw notFound(leadNoun[kind]);
  const template = await getTemplate(ctx, templateId);
  const fields = row as unknown as { name?: string; fullName?: string; companyName?: string };
  const lead = { id, name: fields.fullName ?? fields.name ?? "", companyName: fields.companyName ?? "" };
  const values = await placeholderValues(ctx.db, kind, lead, staff);
  const subject = asReply(fillKnown(toTemplate(template).subject, values));
  return { subject: subject || replySubject(kind), body: fillKnown(template.body, values) };
}
