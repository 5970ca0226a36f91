import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactSchema } from "~/contract/contact";
import { demoRequestSchema } from "~/contract/demo";
import { manualLeadSchema } from "~/contract/manual-lead";
import { envelope, idParamSchema, messageAnswerSchema } from "~/contract/envelope";
import {
  demoConfirmSchema,
  leadAssignSchema,
  leadBacklogSchema,
  leadCountsQuerySchema,
  leadDetailSchema,
  leadKindSchema,
  leadNoteInputSchema,
  leadNoteSchema,
  leadParamsSchema,
  leadStatusChangeSchema,
  leadStatusCountsSchema,
  leadValueChangeSchema,
  staffMemberSchema,
  timelineSchema,
} from "~/contract/leads";
import { leadBulkResultSchema, leadBulkSchema, leadExportQuerySchema } from "~/contract/lead-list";
import { Readable } from "node:stream";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { toContact } from "./contacts";
import { confirmByHand } from "./demo-confirm";
import { bulkLeadAction } from "./lead-bulk";
import { leadCsv } from "./lead-export";
import { toDemoRequest } from "./demo-requests";
import { addLeadByHand } from "./manual-leads";
import { leadDetail } from "./lead-detail";
import { leadTimeline } from "./lead-timeline";
import { addNote, deleteNote, editNote, toNote } from "./lead-notes";
import { changeLead } from "./lead-changes";
import { leadBacklog, listStaff, statusCounts, updateLead } from "./leads";
import { notifyAssigned } from "./notify";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers, staffOf } from "../../platform/http/route-helpers";

const tags = ["Leads"];
/** The answer to "Not spam" on a demo request that had no code: whether its visitor was mailed a link. */
const confirmLinkMessages = {
  sent: "Demo request updated. A confirmation link was mailed to the visitor.",
  limited: "Demo request updated. No confirmation link was sent: too many codes for this visitor lately.",
  failed: "Demo request updated. The confirmation link could not be sent.",
} as const;
/** A read's answer: the data in the success envelope. */
const ok = async <T>(data: Promise<T>) => ({ isSuccess: true, data: await data });

/** The work on a lead after it arrives: its page, status, notes. Admin only. */
export function leadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, tags, "staff");

  const counts = {
    params: z.object({ kind: leadKindSchema }),
    querystring: leadCountsQuerySchema,
    response: answers(envelope(leadStatusCountsSchema), 400, 401),
    summary: "How many contacts or demo requests have each status (the search applied)",
  };
  r.get("/v1/Leads/StatusCounts/:kind", admin(counts), (req) =>
    ok(statusCounts(ctx, req.params.kind, req.query.search)),
  );

  const backlog = {
    response: answers(envelope(leadBacklogSchema), 401),
    summary: "New leads of both kinds, and how many of them are past their reply time",
  };
  r.get("/v1/Leads/Backlog", admin(backlog), () => ok(leadBacklog(ctx)));

  const bulk = {
    params: z.object({ kind: leadKindSchema }),
    body: leadBulkSchema,
    response: answers(envelope(leadBulkResultSchema), ...ADMIN_ERRORS, 409),
    summary:
      "Assign, set the status of, mark as spam or delete the selected leads in one transaction (all or nothing)",
  };
  r.post("/v1/Leads/:kind/Bulk", admin(bulk), async (req) => {
    const count = await bulkLeadAction(ctx, req.meta, req.params.kind, req.body, staffOf(req).email);
    const noun = count === 1 ? "lead" : "leads";
    return { isSuccess: true, message: `${count} ${noun} updated.`, data: { count } };
  });

  const csv = {
    params: z.object({ kind: leadKindSchema }),
    querystring: leadExportQuerySchema,
    // The body is the CSV itself, streamed in batches (text/csv, no JSON serializer touches it).
    response: answers(z.string().describe("text/csv"), 400, 401),
    summary: "The list's CSV with every filter, the search and the sort of the screen, streamed",
  };
  r.get("/v1/Leads/:kind/Export", admin(csv), (req, reply) => {
    const { kind } = req.params;
    const list = kind === "contact" ? "contacts" : "demo-requests";
    const { sort: _s, dir: _d, ...filters } = req.query;
    const filtered = Object.values(filters).some((v) => v !== undefined && v !== "");
    let rows = 0;
    async function* body() {
      try {
        yield* leadCsv(ctx, kind, req.query, staffOf(req).adminId, (n) => (rows += n));
      } finally {
        // Recorded once the file is sent (or the download stopped), with the rows that went out.
        await ctx.audit.record(req.meta, AuditEvent.csvExported, "success", {
          detail: { list, rows, filtered },
        });
      }
    }
    const day = ctx.clock().toISOString().slice(0, 10);
    // A stream is piped as it is; the typed reply only knows the string the schema documents.
    const stream = Readable.from(body()) as unknown as string;
    return reply
      .type("text/csv; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${list}-${day}.csv"`)
      .send(stream) as unknown as Promise<string>;
  });

  const detail = {
    params: leadParamsSchema,
    response: answers(envelope(leadDetailSchema), ...ADMIN_ERRORS),
    summary: "One contact or demo request with its notes",
  };
  r.get("/v1/Leads/:kind/:id", admin(detail), (req) =>
    ok(leadDetail(ctx, req.params.kind, req.params.id, staffOf(req))),
  );

  const timeline = {
    params: leadParamsSchema,
    response: answers(envelope(timelineSchema), ...ADMIN_ERRORS),
    summary: "Everything about the lead's person (same email or phone), oldest first",
  };
  r.get("/v1/Leads/:kind/:id/Timeline", admin(timeline), (req) =>
    ok(leadTimeline(ctx, req.params.kind, req.params.id)),
  );

  const staff = {
    response: answers(envelope(z.array(staffMemberSchema)), 401),
    summary: "Staff members a lead can be assigned to",
  };
  r.get("/v1/Leads/Staff", admin(staff), () => ok(listStaff(ctx)));

  const assign = {
    params: leadParamsSchema,
    body: leadAssignSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS, 409),
    summary: "Assign a lead to a staff member (emails them) or to nobody",
  };
  r.put("/v1/Leads/:kind/:id/Assignee", admin(assign), async (req) => {
    const { kind, id } = req.params;
    const by = staffOf(req).email;
    const { row, newAssignee } = await updateLead(ctx, kind, id, req.body, by);
    if (newAssignee) await notifyAssigned(ctx, kind, row, newAssignee, by);
    return { isSuccess: true, message: "Lead assigned." };
  });

  const value = {
    params: leadParamsSchema,
    body: leadValueChangeSchema,
    response: answers(envelope(leadDetailSchema), ...ADMIN_ERRORS, 409),
    summary: "Set or clear a lead's estimated value in rupees (409 when the version is stale)",
  };
  r.put("/v1/Leads/:kind/:id/Value", admin(value), async (req) => {
    const { kind, id } = req.params;
    const staff = staffOf(req);
    await updateLead(ctx, kind, id, { value: req.body.value, version: req.body.version }, staff.email);
    return { isSuccess: true, message: "Value saved.", data: await leadDetail(ctx, kind, id, staff) };
  });

  const demoStatus = {
    summary: "Change a demo request's lead status (409 when the version is stale)",
    params: idParamSchema,
    body: leadStatusChangeSchema,
    response: answers(envelope(demoRequestSchema), ...ADMIN_ERRORS, 409),
  };
  r.put("/v1/Contact/DemoRequests/:id", admin(demoStatus), async (req) => {
    const { row, confirmLink } = await changeLead(
      ctx,
      req.meta,
      "demo",
      req.params.id,
      req.body,
      staffOf(req).email,
    );
    return {
      isSuccess: true,
      message: confirmLink ? confirmLinkMessages[confirmLink] : "Demo request updated.",
      data: toDemoRequest(row as unknown as Parameters<typeof toDemoRequest>[0]),
    };
  });

  const confirm = {
    summary: "Confirm a demo request by hand, without its code (409 when stale or already confirmed)",
    params: idParamSchema,
    body: demoConfirmSchema,
    response: answers(envelope(demoRequestSchema), ...ADMIN_ERRORS, 409),
  };
  r.post("/v1/Contact/DemoRequests/:id/Confirm", admin(confirm), async (req) => {
    const { id } = req.params;
    const row = await confirmByHand(ctx, id, req.body, staffOf(req).email);
    await ctx.audit.record(req.meta, AuditEvent.demoConfirmedByHand, "success", {
      detail: { kind: "demo", lead: id },
    });
    return { isSuccess: true, message: "Demo request confirmed.", data: toDemoRequest(row) };
  });

  const addLead = {
    summary: "Add a lead by hand (a call, a walk-in): a New contact with its source, logged as yours",
    body: manualLeadSchema,
    response: answers(envelope(contactSchema), 400, 401, 403),
  };
  r.post("/v1/Leads/Contacts", admin(addLead), async (req) => {
    const row = await addLeadByHand(ctx, req.body, staffOf(req).email);
    const detail = { kind: "contact", lead: row.id, source: req.body.source };
    await ctx.audit.record(req.meta, AuditEvent.leadCreated, "success", { detail });
    return { isSuccess: true, message: "Lead added.", data: toContact(row) };
  });

  const note = envelope(leadNoteSchema);
  const create = {
    params: leadParamsSchema,
    body: leadNoteInputSchema,
    response: answers(note, ...ADMIN_ERRORS),
    summary: "Add a note to a lead, signed with the admin's email",
  };
  r.post("/v1/Leads/:kind/:id/Notes", admin(create), async (req) => {
    const staff = staffOf(req);
    const row = await addNote(ctx, req.params.kind, req.params.id, req.body.body, staff);
    return { isSuccess: true, message: "Note added.", data: toNote(row, staff) };
  });

  const edit = {
    summary: "Edit a note (its author only)",
    params: idParamSchema,
    body: leadNoteInputSchema,
    response: answers(note, ...ADMIN_ERRORS, 403),
  };
  r.put("/v1/Leads/Notes/:id", admin(edit), async (req) => {
    const staff = staffOf(req);
    const row = await editNote(ctx, req.params.id, req.body.body, staff);
    return { isSuccess: true, message: "Note updated.", data: toNote(row, staff) };
  });

  const remove = {
    params: idParamSchema,
    response: answers(messageAnswerSchema, ...ADMIN_ERRORS, 403),
    summary: "Delete a note (its author only)",
  };
  r.delete("/v1/Leads/Notes/:id", admin(remove), async (req) => {
    await deleteNote(ctx, req.params.id, staffOf(req));
    return { isSuccess: true, message: "Note deleted." };
  });
}
