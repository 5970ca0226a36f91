import { http, HttpResponse } from "msw";
import type { Contact } from "~/contract/contact";
import type { DemoRequest } from "~/contract/demo";
import type { FollowUp } from "~/contract/follow-ups";
import {
  fillPlaceholders,
  replyTemplateInputSchema,
  type ReplyTemplateInput,
  unknownPlaceholders,
  unknownPlaceholderMessage,
} from "~/contract/replies";
import { ADMIN, adminDb, record, unauthorized } from "./admin";
import { workDb } from "./work-db";

// Replies, templates and follow-ups of the in-memory admin API (issue 26).

const rowOf = (kind: string, id: string): Contact | DemoRequest | undefined =>
  (kind === "demo" ? adminDb.demos : adminDb.contacts).find((r) => r._id === id);
const nameOf = (row: Contact | DemoRequest) => ("fullName" in row ? row.fullName : row.name);
const fail = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  HttpResponse.json({ isSuccess: false, message, ...(errors ? { errors } : {}) }, { status });
const leadNotFound = () => fail(404, "Contact not found.");

function checkTemplate(body: unknown) {
  const parsed = replyTemplateInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return fail(400, "Validation failed", errors);
}

export const replyHandlers = [
  http.get("*/api/v1/ReplyTemplates", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: workDb.templates });
  }),
  http.post("*/api/v1/ReplyTemplates", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const input = checkTemplate(await request.json());
    if (input instanceof Response) return input;
    const made = {
      _id: `t${workDb.templates.length + 100}`,
      ...(input as ReplyTemplateInput),
      version: 1,
      updatedBy: ADMIN.email,
      updatedAt: new Date().toISOString(),
    };
    workDb.templates.push(made);
    return HttpResponse.json({ isSuccess: true, message: "Template created.", data: made });
  }),
  http.put("*/api/v1/ReplyTemplates/:id", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const body = (await request.json()) as ReplyTemplateInput & { version: number };
    const row = workDb.templates.find((t) => t._id === params.id);
    if (!row) return fail(404, "Template not found.");
    const input = checkTemplate(body);
    if (input instanceof Response) return input;
    if (body.version !== row.version) return fail(409, "Changed by someone else, reload.");
    Object.assign(row, input, { version: row.version + 1 });
    return HttpResponse.json({ isSuccess: true, data: row });
  }),
  http.delete("*/api/v1/ReplyTemplates/:id", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const before = workDb.templates.length;
    workDb.templates = workDb.templates.filter((t) => t._id !== params.id);
    if (workDb.templates.length === before) return fail(404, "Template not found.");
    return HttpResponse.json({ isSuccess: true, message: "Template deleted." });
  }),
  http.get("*/api/v1/Leads/:kind/:id/Reply", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const row = rowOf(String(params.kind), String(params.id));
    if (!row) return leadNotFound();
    const subject = params.kind === "demo" ? "Re: Your demo request" : "Re: Your message";
    const draft = workDb.drafts[`${params.kind}:${params.id}`] ?? null;
    return HttpResponse.json({ isSuccess: true, data: { to: row.email, subject, draft } });
  }),
  http.get("*/api/v1/Leads/:kind/:id/Reply/Templates/:templateId", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const row = rowOf(String(params.kind), String(params.id));
    const template = workDb.templates.find((t) => t._id === params.templateId);
    if (!row || !template) return leadNotFound();
    const values = { name: nameOf(row), staffName: "Admin" };
    return HttpResponse.json({
      isSuccess: true,
      data: {
        subject: `Re: ${fillPlaceholders(template.subject, values)}`,
        body: fillPlaceholders(template.body, values),
      },
    });
  }),
  http.put("*/api/v1/Leads/:kind/:id/Reply/Draft", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const body = (await request.json()) as { subject: string; body: string };
    const draft = { ...body, updatedAt: new Date().toISOString() };
    workDb.drafts[`${params.kind}:${params.id}`] = draft;
    return HttpResponse.json({ isSuccess: true, data: draft });
  }),
  http.delete("*/api/v1/Leads/:kind/:id/Reply/Draft", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    delete workDb.drafts[`${params.kind}:${params.id}`];
    return HttpResponse.json({ isSuccess: true, message: "Draft discarded." });
  }),
  http.post("*/api/v1/Leads/:kind/:id/Reply", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const row = rowOf(String(params.kind), String(params.id));
    if (!row) return leadNotFound();
    const body = (await request.json()) as { subject: string; body: string };
    const unknown = unknownPlaceholders(body.body);
    if (unknown.length)
      return fail(400, "Validation failed", [{ path: "body", message: unknownPlaceholderMessage(unknown) }]);
    if (!body.body.trim())
      return fail(400, "Validation failed", [{ path: "body", message: "Write a message" }]);
    workDb.sent.push({ kind: String(params.kind), leadId: row._id, ...body });
    delete workDb.drafts[`${params.kind}:${params.id}`];
    if (row.leadStatus === "new") Object.assign(row, { leadStatus: "contacted", version: row.version + 1 });
    return HttpResponse.json({
      isSuccess: true,
      message: "Reply sent.",
      data: { messageId: "<reply.1@example.com>", leadStatus: row.leadStatus, version: row.version },
    });
  }),
  http.get("*/api/v1/FollowUps", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: workDb.board });
  }),
  http.get("*/api/v1/FollowUps/Due", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const { overdue, today } = workDb.board;
    return HttpResponse.json({
      isSuccess: true,
      data: { due: overdue.length + today.length, overdue: overdue.length },
    });
  }),
  http.get("*/api/v1/Leads/:kind/:id/FollowUps", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const data = workDb.followUps.filter((f) => f.leadKind === params.kind && f.leadId === params.id);
    return HttpResponse.json({ isSuccess: true, data });
  }),
  http.post("*/api/v1/Leads/:kind/:id/FollowUps", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const row = rowOf(String(params.kind), String(params.id));
    if (!row) return leadNotFound();
    const body = (await request.json()) as { dueAt: string; note: string; assigneeId?: string };
    const errors = [
      ...(body.dueAt ? [] : [{ path: "dueAt", message: "Choose a due date and time" }]),
      ...(body.note.trim() ? [] : [{ path: "note", message: "Note is required" }]),
    ];
    if (errors.length) return fail(400, "Validation failed", errors);
    const made: FollowUp = {
      _id: `f${workDb.followUps.length + 100}`,
      leadKind: row._id.startsWith("d") ? "demo" : "contact",
      leadId: row._id,
      leadName: nameOf(row),
      dueAt: body.dueAt,
      note: body.note.trim(),
      assigneeId: body.assigneeId ?? "a1",
      assigneeEmail: ADMIN.email,
      createdBy: ADMIN.email,
      doneAt: null,
      doneBy: null,
      version: 1,
    };
    workDb.followUps.push(made);
    return HttpResponse.json({ isSuccess: true, data: made });
  }),
  http.put("*/api/v1/FollowUps/:id/Done", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const body = (await request.json()) as { done: boolean; version: number };
    const all = [
      ...workDb.followUps,
      ...workDb.board.overdue,
      ...workDb.board.today,
      ...workDb.board.upcoming,
    ];
    const rows = all.filter((f) => f._id === params.id);
    if (!rows.length) return fail(404, "Follow-up not found.");
    if (rows[0]!.version !== body.version) return fail(409, "Changed by someone else, reload.");
    const change = {
      doneAt: body.done ? new Date().toISOString() : null,
      doneBy: body.done ? ADMIN.email : null,
      version: body.version + 1,
    };
    for (const r of rows) Object.assign(r, change);
    // Done ones leave the board.
    for (const key of ["overdue", "today", "upcoming"] as const)
      workDb.board[key] = workDb.board[key].filter((f) => !f.doneAt);
    return HttpResponse.json({ isSuccess: true, data: rows[0] });
  }),
];
