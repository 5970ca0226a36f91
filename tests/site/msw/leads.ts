import { http, HttpResponse } from "msw";
import type { Contact } from "~/contract/contact";
import type { DemoRequest } from "~/contract/demo";
import {
  LEAD_STATUSES,
  type LeadDetail,
  type LeadKind,
  type LeadNote,
  type TimelineEntry,
} from "~/contract/leads";
import { ADMIN, adminDb, record, searched, unauthorized } from "./admin";

// Lead pages, statuses and notes of the in-memory admin API.

const rowsOf = (kind: string): (Contact | DemoRequest)[] =>
  kind === "demo" ? adminDb.demos : adminDb.contacts;
const notFound = () =>
  HttpResponse.json({ isSuccess: false, message: "Contact not found." }, { status: 404 });

function detail(row: Contact | DemoRequest): LeadDetail {
  const demo = "fullName" in row;
  return {
    _id: row._id,
    kind: demo ? "demo" : "contact",
    name: demo ? row.fullName : row.name,
    companyName: demo ? row.companyName : "",
    email: row.email,
    phone: row.phone,
    message: demo ? row.comment : row.message,
    createdAt: row.createdAt,
    leadStatus: row.leadStatus,
    version: row.version,
    verified: demo && row.status === "confirmed",
    confirmedBy: demo ? row.confirmedBy : null,
    fast: demo ? row.fast : false,
    source: demo ? "" : (manualSources.get(row._id) ?? "form"),
    assignedTo: row.assignedTo,
    value: row.value,
    replyDueAt: new Date(Date.parse(row.createdAt) + 24 * 3_600_000).toISOString(),
    notes: adminDb.notes[row._id] ?? [],
    landingPage: row.landingPage,
    utmSource: row.utmSource,
  };
}

/** Sources of leads added by hand (issue 26), by contact id; reset with the contacts. */
export const manualSources = new Map<string, string>();

/** A status change: 409 when the version is not the stored one. */
async function changeStatus(request: Request, rows: (Contact | DemoRequest)[], id: string) {
  const row = rows.find((r) => r._id === id);
  if (!row) return notFound();
  const body = (await request.json()) as { leadStatus: Contact["leadStatus"]; version: number };
  if (body.version !== row.version)
    return HttpResponse.json(
      { isSuccess: false, message: "Changed by someone else, reload." },
      { status: 409 },
    );
  const linkSent = "fullName" in row && row.leadStatus === "spam" && row.status === "pending";
  Object.assign(row, { leadStatus: body.leadStatus, version: row.version + 1 });
  // A demo request leaving Spam without a code: the server mails its visitor a link and says so.
  const message = linkSent
    ? "Demo request updated. A confirmation link was mailed to the visitor."
    : "Updated.";
  return HttpResponse.json({ isSuccess: true, message, data: row });
}

/** A value change: 409 when the version is not the stored one. */
async function changeValue(request: Request, rows: (Contact | DemoRequest)[], id: string) {
  const row = rows.find((r) => r._id === id);
  if (!row) return notFound();
  const body = (await request.json()) as { value: number | null; version: number };
  if (body.version !== row.version)
    return HttpResponse.json(
      { isSuccess: false, message: "Changed by someone else, reload." },
      { status: 409 },
    );
  Object.assign(row, { value: body.value, version: row.version + 1 });
  return HttpResponse.json({ isSuccess: true, message: "Value saved.", data: detail(row) });
}

export const leadHandlers = [
  http.post("*/api/v1/Leads/Contacts", async ({ request }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const body = (await request.json()) as Contact & { source: string };
    const row: Contact = {
      _id: `c${900 + adminDb.contacts.length}`,
      name: body.name,
      email: body.email,
      phone: body.phone,
      message: body.message,
      createdAt: new Date().toISOString(),
      leadStatus: "new",
      version: 1,
      overdue: false,
      value: null,
      assignedTo: null,
    };
    adminDb.contacts.unshift(row);
    manualSources.set(row._id, body.source);
    return HttpResponse.json({ isSuccess: true, message: "Lead added.", data: row });
  }),
  http.post("*/api/v1/Contact/DemoRequests/:id/Confirm", async ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const row = adminDb.demos.find((d) => d._id === params.id);
    if (!row) return notFound();
    const body = (await request.json()) as { version: number; note?: string };
    if (body.version !== row.version)
      return HttpResponse.json(
        { isSuccess: false, message: "Changed by someone else, reload." },
        { status: 409 },
      );
    Object.assign(row, { status: "confirmed", confirmedBy: ADMIN.email, version: row.version + 1 });
    return HttpResponse.json({ isSuccess: true, message: "Demo request confirmed.", data: row });
  }),
  http.post("*/api/v1/Leads/:kind/Bulk", async ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const rows = rowsOf(String(params.kind));
    const body = (await request.json()) as {
      action: string;
      leads: { id: string; version: number }[];
      leadStatus?: Contact["leadStatus"];
      assignedTo?: string | null;
    };
    const found = body.leads.map((l) => rows.find((r) => r._id === l.id && r.version === l.version));
    if (found.some((r) => !r))
      return HttpResponse.json(
        { isSuccess: false, message: "Changed by someone else, reload." },
        { status: 409 },
      );
    for (const row of found as (Contact | DemoRequest)[]) {
      if (body.action === "delete") rows.splice(rows.indexOf(row), 1);
      else if (body.action === "assign") Object.assign(row, { assignedTo: body.assignedTo });
      else Object.assign(row, { leadStatus: body.action === "spam" ? "spam" : body.leadStatus });
      row.version += 1;
    }
    const count = body.leads.length;
    return HttpResponse.json({ isSuccess: true, message: `${count} leads updated.`, data: { count } });
  }),
  http.get("*/api/v1/Leads/:kind/Export", ({ request }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    return new HttpResponse("_id,name\r\n", { headers: { "content-type": "text/csv" } });
  }),
  http.put("*/api/v1/Leads/:kind/:id/Value", async ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    return changeValue(request, rowsOf(String(params.kind)), String(params.id));
  }),
  http.get("*/api/v1/Leads/Staff", ({ request }) => {
    const { authorized } = record(request);
    return authorized
      ? HttpResponse.json({ isSuccess: true, data: [{ _id: "a1", email: ADMIN.email }] })
      : unauthorized();
  }),
  http.get("*/api/v1/Leads/Backlog", ({ request }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const figures = (rows: { leadStatus: string; overdue: boolean }[]) => {
      const fresh = rows.filter((r) => r.leadStatus === "new");
      return { newLeads: fresh.length, overdue: fresh.filter((r) => r.overdue).length };
    };
    const contact = figures(adminDb.contacts);
    const demo = figures(adminDb.demos);
    const data = {
      newLeads: contact.newLeads + demo.newLeads,
      overdue: contact.overdue + demo.overdue,
      byKind: { contact, demo },
    };
    return HttpResponse.json({ isSuccess: true, data });
  }),
  http.get("*/api/v1/Leads/StatusCounts/:kind", ({ request, params }) => {
    const { url, authorized } = record(request);
    if (!authorized) return unauthorized();
    const fields = ["name", "fullName", "companyName", "email", "phone"] as (keyof Contact)[];
    const all = searched(rowsOf(String(params.kind)) as Contact[], url, fields);
    const data = Object.fromEntries(
      LEAD_STATUSES.map((s) => [s, all.filter((r) => r.leadStatus === s).length]),
    );
    return HttpResponse.json({ isSuccess: true, data });
  }),
  http.put("*/api/v1/Contact/Update/:id", async ({ request, params }) => {
    const { authorized } = record(request);
    return authorized ? changeStatus(request, adminDb.contacts, String(params.id)) : unauthorized();
  }),
  http.put("*/api/v1/Contact/DemoRequests/:id", async ({ request, params }) => {
    const { authorized } = record(request);
    return authorized ? changeStatus(request, adminDb.demos, String(params.id)) : unauthorized();
  }),
  http.get("*/api/v1/Leads/:kind/:id/Timeline", ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const kind = String(params.kind) as LeadKind;
    const row = rowsOf(kind).find((r) => r._id === params.id);
    if (!row) return notFound();
    const { message, createdAt, email, phone } = detail(row);
    const entries: TimelineEntry[] = [
      { at: createdAt, type: kind, kind, leadId: row._id, text: message, by: null },
      ...(adminDb.notes[row._id] ?? []).map((n) => ({
        at: n.createdAt,
        type: "note" as const,
        kind,
        leadId: row._id,
        text: n.body,
        by: n.authorEmail,
      })),
    ];
    return HttpResponse.json({ isSuccess: true, data: { email, phone, entries } });
  }),
  http.get("*/api/v1/Leads/:kind/:id", ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const row = rowsOf(String(params.kind)).find((r) => r._id === params.id);
    return row ? HttpResponse.json({ isSuccess: true, data: detail(row) }) : notFound();
  }),
  http.post("*/api/v1/Leads/:kind/:id/Notes", async ({ request, params }) => {
    const { authorized } = record(request);
    if (!authorized) return unauthorized();
    const { body } = (await request.json()) as { body: string };
    const id = String(params.id);
    const note: LeadNote = {
      _id: `n${Date.now()}`,
      authorEmail: ADMIN.email,
      mine: true,
      body,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    adminDb.notes[id] = [...(adminDb.notes[id] ?? []), note];
    return HttpResponse.json({ isSuccess: true, data: note });
  }),
];
