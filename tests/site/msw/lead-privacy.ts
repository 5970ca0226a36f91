import { http, HttpResponse } from "msw";
import type { PersonalData, PersonalDataCounts } from "~/contract/lead-privacy";
import { adminDb, record, unauthorized } from "./admin";

// Personal data requests of the in-memory admin API: the person is every lead with the lead's email.

function person(params: Record<string, unknown>) {
  const rows = params.kind === "demo" ? adminDb.demos : adminDb.contacts;
  const lead = rows.find((r) => r._id === params.id);
  if (!lead) return undefined;
  const same = (r: { email: string }) => r.email.toLowerCase() === lead.email.toLowerCase();
  const contacts = adminDb.contacts.filter(same);
  const demos = adminDb.demos.filter(same);
  const notes = [...contacts, ...demos].flatMap((r) => adminDb.notes[r._id] ?? []);
  const counts: PersonalDataCounts = {
    contacts: contacts.length,
    demoRequests: demos.length,
    notes: notes.length,
    verificationCodes: demos.length,
    visitorRecords: 0,
    history: 0,
  };
  return { lead, contacts, demos, notes, counts, same };
}

const notFound = () =>
  HttpResponse.json({ isSuccess: false, message: "Contact not found." }, { status: 404 });

export const leadPrivacyHandlers = [
  http.get("*/api/v1/Leads/:kind/:id/PersonalData/Counts", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const p = person(params);
    return p ? HttpResponse.json({ isSuccess: true, data: p.counts }) : notFound();
  }),
  http.get("*/api/v1/Leads/:kind/:id/PersonalData", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const p = person(params);
    if (!p) return notFound();
    const data: PersonalData = {
      exportedAt: new Date().toISOString(),
      person: { email: p.lead.email, phone: p.lead.phone },
      contacts: p.contacts.map((c) => ({ ...c, source: "form", assignedTo: null, visitorId: null })),
      demoRequests: p.demos.map((d) => ({ ...d, assignedTo: null, visitorId: null })),
      bookings: [],
      notes: [],
      history: [],
      staffEmails: [],
      verificationCodes: [],
      visitorRecords: [],
    };
    return HttpResponse.json({ isSuccess: true, data });
  }),
  http.delete("*/api/v1/Leads/:kind/:id/PersonalData", ({ request, params }) => {
    if (!record(request).authorized) return unauthorized();
    const p = person(params);
    if (!p) return notFound();
    adminDb.contacts = adminDb.contacts.filter((r) => !p.same(r));
    adminDb.demos = adminDb.demos.filter((r) => !p.same(r));
    return HttpResponse.json({ isSuccess: true, message: "Personal data erased.", data: p.counts });
  }),
];
