import { http, HttpResponse } from "msw";
import {
  type CompanySettings,
  type CompanySettingsView,
  companySettingsSchema,
} from "~/contract/company-settings";
import type { PublishState } from "~/contract/endpoints/site";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type Media } from "~/contract/media";
import { ADMIN, record, unauthorized } from "./admin";

// The company's settings and the picture library of the in-memory admin API, as the contract describes
// them (src/contract/endpoints/settings.ts, media.ts).

export const companySettings = (): CompanySettings => ({
  name: "Acme Software",
  legalName: "Acme Software Private Limited",
  tagline: "Software that works for you",
  logoMediaId: "m1",
  brandColour: "#1d5fd6",
  phone: "+91 98310 12345",
  whatsapp: "+91 98310 12345",
  email: "hello@acme.example",
  staffInbox: null,
  address: {
    street: "12 Park Street",
    city: "Kolkata",
    region: "West Bengal",
    postalCode: "700016",
    country: "India",
  },
  mapQuery: "Park Street, Kolkata",
  social: [{ name: "LinkedIn", href: "https://www.linkedin.com/company/acme" }],
  foundedYear: 2015,
  timeZone: "Asia/Kolkata",
  gstNote: "plus",
});

interface SettingsDb {
  view: CompanySettingsView;
  /** Bodies of PUT /Settings/Company, as sent. */
  saves: unknown[];
  /** Field errors the next save answers with (400), as a server-only check would. */
  refuseNextSave: { path: string; message: string }[] | null;
  /** GET /Settings/Company answers 500 while set. */
  failLoad: boolean;
  /** Pictures uploaded, newest last. */
  media: Media[];
  /** What GET /Site/Publish answers. */
  publish: PublishState;
  /** POST /Media calls that reached the server. */
  uploads: number;
}

const fresh = (): SettingsDb => ({
  view: {
    settings: companySettings(),
    logoUrl: "/media/m1/logo.png",
    updatedAt: "2026-01-15T09:30:00.000Z",
    updatedBy: "owner@acme.example",
  },
  saves: [],
  refuseNextSave: null,
  failLoad: false,
  media: [],
  uploads: 0,
  publish: { state: "idle", publishedAt: "2026-01-15T09:31:00.000Z", pages: 60, ms: 2900 },
});

export const settingsDb: SettingsDb = fresh();
export function resetSettingsDb(): void {
  Object.assign(settingsDb, fresh());
}

const fail = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  HttpResponse.json({ isSuccess: false, message, ...(errors ? { errors } : {}) }, { status });

export const settingsHandlers = [
  http.get("*/api/Site/Publish", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: settingsDb.publish });
  }),
  http.get("*/api/Settings/Company", ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    if (settingsDb.failLoad) return fail(500, "Failed to load the settings");
    return HttpResponse.json({ isSuccess: true, data: settingsDb.view });
  }),
  http.put("*/api/Settings/Company", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    const body: unknown = await request.json();
    settingsDb.saves.push(body);
    const parsed = companySettingsSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return fail(400, "Check the highlighted fields.", errors);
    }
    if (settingsDb.refuseNextSave) {
      const errors = settingsDb.refuseNextSave;
      settingsDb.refuseNextSave = null;
      return fail(400, "Check the highlighted fields.", errors);
    }
    const logo = settingsDb.media.find((m) => m._id === parsed.data.logoMediaId);
    settingsDb.view = {
      settings: parsed.data,
      logoUrl: parsed.data.logoMediaId ? (logo?.url ?? settingsDb.view.logoUrl) : null,
      updatedAt: "2026-02-01T10:00:00.000Z",
      updatedBy: ADMIN.email,
    };
    return HttpResponse.json({ isSuccess: true, message: "Settings saved.", data: settingsDb.view });
  }),
  http.post("*/api/v1/Media", async ({ request }) => {
    if (!record(request).authorized) return unauthorized();
    settingsDb.uploads += 1;
    const form = await request.formData();
    const file = form.get("file");
    const alt = String(form.get("alt") ?? "").trim();
    if (!file || typeof file === "string") return fail(400, "Choose a picture to upload.");
    if (!alt) return fail(400, "Describe the picture", [{ path: "alt", message: "Describe the picture" }]);
    if (file.size > MEDIA_MAX_BYTES) return fail(413, "The picture is larger than 10 MB.");
    // The server reads the type from the content; jsdom's upload keeps only the type the browser gave.
    const type = MEDIA_TYPES.find((t) => t === file.type);
    if (!type) return fail(415, "Upload a JPEG, PNG, WebP, AVIF or SVG picture.");
    const id = `m${settingsDb.media.length + 2}`;
    const media: Media = {
      _id: id,
      alt,
      type,
      width: 400,
      height: 100,
      bytes: file.size,
      url: `/media/${id}/original.png`,
      variants: [],
      createdAt: "2026-02-01T09:00:00.000Z",
    };
    settingsDb.media.push(media);
    return HttpResponse.json({ isSuccess: true, message: "Picture uploaded.", data: media });
  }),
];
