import { asc, eq } from "drizzle-orm";
import type { ReplyTemplate, ReplyTemplateInput, ReplyTemplateUpdate } from "~/contract/replies";
import type { AppContext } from "../../../context";
import { isUniqueViolation } from "../../../platform/db/pg-errors";
import { replyTemplates } from "../../../platform/db/schema";
import { HttpError, notFound } from "../../../platform/errors";
import { newId } from "../../../platform/ids";

type Row = typeof replyTemplates.$inferSelect;

export const toTemplate = (r: Row): ReplyTemplate => ({
  _id: r.id,
  name: r.name,
  subject: r.subject,
  body: r.body,
  version: r.version,
  updatedBy: r.updatedBy,
  updatedAt: r.updatedAt.toISOString(),
});

const nameTaken = () => new HttpError(409, "A template with this name exists already.");

export async function listTemplates(ctx: AppContext): Promise<ReplyTemplate[]> {
  const rows = await ctx.db.select().from(replyTemplates).orderBy(asc(replyTemplates.name));
  return rows.map(toTemplate);
}

export async function getTemplate(ctx: AppContext, id: string): Promise<Row> {
  const [row] = await ctx.db.select().from(replyTemplates).where(eq(replyTemplates.id, id)).limit(1);
  if (!row) throw notFound("Template");
  return row;
}

export async function createTemplate(ctx: AppContext, input: ReplyTemplateInput, by: string) {
  const now = ctx.clock();
  try {
    const [row] = await ctx.db
      .insert(replyTemplates)
      .values({ id: newId(), ...input, updatedBy: by, createdAt: now, updatedAt: now })
      .returning();
    return toTemplate(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** 404 when gone, 409 when `version` is not the stored one or the new name is another template's. */
export async function updateTemplate(ctx: AppContext, id: string, input: ReplyTemplateUpdate, by: string) {
  const { version, ...fields } = input;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(replyTemplates)
        .where(eq(replyTemplates.id, id))
        .for("update")
        .limit(1);
      if (!row) throw notFound("Template");
      if (row.version !== version) throw new HttpError(409, "Changed by someone else, reload.");
      const [updated] = await tx
        .update(replyTemplates)
        .set({ ...fields, version: row.version + 1, updatedBy: by, updatedAt: ctx.clock() })
        .where(eq(replyTemplates.id, id))
        .returning();
      return toTemplate(updated!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function deleteTemplate(ctx: AppContext, id: string): Promise<boolean> {
  const gone = await ctx.db
    .delete(replyTemplates)
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  return gone.length > 0;
}
