import { http, HttpResponse } from "msw";
import type { PersonalData } from "~/contract/lead-privacy";
import {
  countsOf,
  type MatchedRecord,
  type PersonalDataErase,
  type PersonalDataSelection,
  RECORDS_CHANGED,
} from "~/contract/person-records";
import { adminDb, record, unauthorized } from "./admin";

// Personal data requests of the in-memory admin API: the person is every lead with the lead's email or
// phone; like the server, same-email records start ticked once a confirmed demo proved the email.

function person(params: Record<string, unknown>) {
  const rows = params.kind === "demo" ? adminDb.demos : adminDb.contacts;
  const lead = rows.find((r) => r._id === params.id);
  if (!lead) return undefined;
  const email = lead.email.toLowerCase();
  const byEmail = (r: { email: string }) => r.email.toLowerCase() === email;
  const byPhone = (r: { phone: string }) => Boolean(lead.phone) && r.phone === lead.phone;
  const same = (r: { email: string; phone: string }) => byEmail(r) || byPhone(r);
  const contacts = adminDb.contacts.filter(same);
  const demos = adminDb.demos.filter(same);
  const verified = demos.some((d) => byEmail(d) && d.status === "confirmed");
  const toRecord = (kind: "contact" | "demo", r: (typeof contacts)[number] | (typeof demos)[number]) => {
    const isThisLead = kind === params.kind && r._id === params.id;
    const matchedBy = [...(byEmail(r) ? ["email" as const] : []), ...(byPhone(r) ? ["phone" as const] : [])];
    return {
      kind,
      _id: r._id,
      name: "name" in r ? r.name : r.fullName,
      email: r.email,
      phone: r.phone,
      createdAt: r.createdAt,
      isThisLead,
      matchedBy,
      emailVerified: byEmail(r) && verified,
      ticked: isThisLead || (byEmail(r) && verified),
      visitorId: null,
      notes: (adminDb.notes[r._id] ?? []).length,
      verificationCodes: kind === "demo" ? 1 : 0,
      history: 0,
    } satisfies MatchedRecord;
  };
  const records = [
    ...contacts.map((c) => toRecord("contact", c)),
    ...demos.map((d) => toRecord("demo", d)),
  ].sort((a, b) => Number(b.isThisLead) - Number(a.isThisLead));
  return { lead, contacts, demos, records };
}

const notFound = () =>
  HttpResponse.json({ isSuccess: false, message: "Contact not found." }, { status: 404 });
const changed = () => HttpResponse.json({ isSuccess: false, message: RECORDS_CHANGED }, { status: 409 });

/** The chosen records of the person, or undefined when one is not among them. */
function chosen(records: MatchedRecord[], refs: PersonalDataSelection["records"]) {
  const picked = records.filter((r) => refs.some((x) => x.kind === r.kind && x.id === r._id));
  return picked.length === refs.length ? picked : undefined;
}

export const leadPrivacyHandlers = [
  http.get("*/api/v1/Leads/:kind/:id/PersonalData/Preview", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const p = person(params);
    if (!p) return notFound();
    return HttpResponse.json({
      isSuccess: true,
      data: { email: p.lead.email, phone: p.lead.phone, records: p.records },
    });
  }),
  http.post("*/api/v1/Leads/:kind/:id/PersonalData/Export", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const body = (await request.json()) as PersonalDataSelection;
    const p = person(params);
    if (!p) return notFound();
    const picked = chosen(p.records, body.records);
    if (!picked) return changed();
    const has = (id: string) => picked.some((r) => r._id === id);
    const data: PersonalData = {
      exportedAt: new Date().toISOString(),
      person: { email: p.lead.email, phone: p.lead.phone },
      contacts: p.contacts
        .filter((c) => has(c._id))
        .map((c) => ({ ...c, source: "form", assignedTo: null, visitorId: null })),
      demoRequests: p.demos
        .filter((d) => has(d._id))
        .map((d) => ({ ...d, assignedTo: null, visitorId: null })),
      bookings: [],
      notes: [],
      history: [],
      staffEmails: [],
      verificationCodes: [],
      visitorRecords: [],
    };
    return HttpResponse.json({ isSuccess: true, data });
  }),
  http.post("*/api/v1/Leads/:kind/:id/PersonalData/Erase", async ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const body = (await request.json()) as PersonalDataErase;
    const p = person(params);
    if (!p) return notFound();
    const picked = chosen(p.records, body.records);
    if (!picked || p.records.length !== body.matched) return changed();
    const counts = countsOf(picked);
    if (JSON.stringify(counts) !== JSON.stringify(body.expected)) return changed();
    const gone = (r: { _id: string }) => picked.some((x) => x._id === r._id);
    adminDb.contacts = adminDb.contacts.filter((r) => !gone(r));
    adminDb.demos = adminDb.demos.filter((r) => !gone(r));
    return HttpResponse.json({ isSuccess: true, message: "Personal data erased.", data: counts });
  }),
];
