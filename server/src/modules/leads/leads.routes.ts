import type { FastifyInstance } from "fastify";
import { leadsApi } from "~/contract/endpoints/leads";
import { Readable } from "node:stream";
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
import { adminRoute, requireSteppedUp } from "../identity";
import { serve, staffOf } from "../../platform/http/route-helpers";

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
  const admin = adminRoute(ctx, tags, "staff");
  const sensitive = adminRoute(ctx, tags, "staff", { stepUp: true });

  serve(app, leadsApi.statusCounts, admin, (req) => ok(statusCounts(ctx, req.params.kind, req.query.search)));

  serve(app, leadsApi.backlog, admin, () => ok(leadBacklog(ctx)));

  serve(app, leadsApi.bulk, admin, async (req) => {
    // Deleting is the one bulk action that needs a recent step-up (docs/product.md §6).
    if (req.body.action === "delete") await requireSteppedUp(ctx, req);
    const count = await bulkLeadAction(ctx, req.meta, req.params.kind, req.body, staffOf(req).email);
    const noun = count === 1 ? "lead" : "leads";
    return { isSuccess: true, message: `${count} ${noun} updated.`, data: { count } };
  });

  // The body is the CSV itself, streamed in batches (text/csv, no JSON serializer touches it).
  serve(app, leadsApi.export, sensitive, (req, reply) => {
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

  serve(app, leadsApi.detail, admin, (req) =>
    ok(leadDetail(ctx, req.params.kind, req.params.id, staffOf(req))),
  );

  serve(app, leadsApi.timeline, admin, (req) => ok(leadTimeline(ctx, req.params.kind, req.params.id)));

  serve(app, leadsApi.staff, admin, () => ok(listStaff(ctx)));

  serve(app, leadsApi.assign, admin, async (req) => {
    const { kind, id } = req.params;
    const by = staffOf(req).email;
    const { row, newAssignee } = await updateLead(ctx, kind, id, req.body, by);
    if (newAssignee) await notifyAssigned(ctx, kind, row, newAssignee, by);
    return { isSuccess: true, message: "Lead assigned." };
  });

  serve(app, leadsApi.value, admin, async (req) => {
    const { kind, id } = req.params;
    const staff = staffOf(req);
    await updateLead(ctx, kind, id, { value: req.body.value, version: req.body.version }, staff.email);
    return { isSuccess: true, message: "Value saved.", data: await leadDetail(ctx, kind, id, staff) };
  });

  serve(app, leadsApi.demoStatus, admin, async (req) => {
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

  serve(app, leadsApi.demoConfirm, admin, async (req) => {
    const { id } = req.params;
    const row = await confirmByHand(ctx, id, req.body, staffOf(req).email);
    await ctx.audit.record(req.meta, AuditEvent.demoConfirmedByHand, "success", {
      detail: { kind: "demo", lead: id },
    });
    return { isSuccess: true, message: "Demo request confirmed.", data: toDemoRequest(row) };
  });

  serve(app, leadsApi.addContact, admin, async (req) => {
    const row = await addLeadByHand(ctx, req.body, staffOf(req).email);
    const detail = { kind: "contact", lead: row.id, source: req.body.source };
    await ctx.audit.record(req.meta, AuditEvent.leadCreated, "success", { detail });
    return { isSuccess: true, message: "Lead added.", data: toContact(row) };
  });

  serve(app, leadsApi.addNote, admin, async (req) => {
    const staff = staffOf(req);
    const row = await addNote(ctx, req.params.kind, req.params.id, req.body.body, staff);
    return { isSuccess: true, message: "Note added.", data: toNote(row, staff) };
  });

  serve(app, leadsApi.editNote, admin, async (req) => {
    const staff = staffOf(req);
    const row = await editNote(ctx, req.params.id, req.body.body, staff);
    return { isSuccess: true, message: "Note updated.", data: toNote(row, staff) };
  });

  serve(app, leadsApi.removeNote, admin, async (req) => {
    await deleteNote(ctx, req.params.id, staffOf(req));
    return { isSuccess: true, message: "Note deleted." };
  });
}
