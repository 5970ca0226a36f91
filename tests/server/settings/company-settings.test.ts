import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CompanySettings, CompanySettingsView } from "~/contract/company-settings";
import { pathOf } from "~/contract/endpoint";
import { mediaApi } from "~/contract/endpoints/media";
import { brandColourProblem } from "~/shared/brand-colours";
import { ConfigError, loadConfig } from "../../../server/src/config";
import { sendBookingMails } from "../../../server/src/modules/booking/invites";
import { SETTINGS_REFRESH_MS } from "../../../server/src/modules/settings";
import { analyticsDayZone, companySettings } from "../../../server/src/platform/db/schema";
import { freeSlots, insertBooking, invitationMails, MONDAY, parseInvite } from "../booking-test-helpers";
import { admin, auth, json, usingPostgres, validContact } from "../helpers";
import { sharedDatabase } from "../job-instances";
import { png, upload, uploaded } from "../media/media-helpers";
import { auditRows } from "../session-helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { staffMember } from "../team-members";

// The company's settings (ADR 0070): first-run defaults from the environment, saved by owners only, and
// read by every mail and invitation at the moment it is made.

const env = {
  ...noLimits,
  ADMIN_BASE_URL: "https://site.example.test",
  COMPANY_NAME: "Tara Software",
  COMPANY_EMAIL: "Hello@Tara.example",
  COMPANY_PHONE: "098310 12345",
  STAFF_INBOX: "leads@tara.example",
};
const t = sharedTestApp(env);

const URL = "/api/Settings/Company";
const read = async (token?: string) =>
  t.app.inject({ method: "GET", url: URL, ...(token ? { headers: auth(token) } : {}) });
const save = async (payload: object, token?: string) =>
  t.app.inject({ method: "PUT", url: URL, payload, headers: auth(token ?? (await t.token())) });
const viewOf = async () => {
  const res = await read(await t.token());
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as CompanySettingsView;
};
const logoFile = (body: Buffer) => ({ body, name: "logo.png", type: "image/png" });
const savedRows = () => t.app.appContext.db.select().from(companySettings);

/** What the owner sends: the settings now, with the phone numbers filled in (the generic ones cannot be saved). */
const filled = async (): Promise<CompanySettings> => ({
  ...(await viewOf()).settings,
  whatsapp: "+91 98310 54321",
});

const changes = {
  name: "Tara Works",
  email: "office@tara.example",
  staffInbox: "desk@tara.example",
  timeZone: "Asia/Dubai",
  brandColour: "#0B6E4F",
};

describe(`company settings (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("an owner reads the first-run settings: the environment's, else the generic ones", async () => {
    const view = await viewOf();
    expect(view).toMatchObject({ logoUrl: null, updatedAt: null, updatedBy: null });
    expect(view.settings).toMatchObject({
      name: "Tara Software",
      legalName: "Company Software & IT Services",
      email: "hello@tara.example",
      phone: "+91 98310 12345",
      whatsapp: "+91 00000 00000",
      staffInbox: "leads@tara.example",
      brandColour: "#1d5fd6",
      timeZone: "Asia/Kolkata",
      logoMediaId: null,
      gstNote: "plus",
      address: { city: "Ranchi", postalCode: "834001" },
    });
    expect(await savedRows()).toEqual([]);
  });

  it("answers 401 without a token and 403 to a staff member, for reading and saving", async () => {
    const body = await filled();
    expect((await read()).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: URL, payload: body })).statusCode).toBe(401);
    const staff = await staffMember(t, "settings.staff@example.org");
    expect((await read(staff.token)).statusCode).toBe(403);
    expect((await save({ ...body, name: "Not theirs" }, staff.token)).statusCode).toBe(403);
    expect(await savedRows()).toEqual([]);
  });

  it("refuses each bad value on its field, and nothing changes", async () => {
    const before = await viewOf();
    const body = await filled();
    const cases: [keyof CompanySettings, unknown][] = [
      ["phone", "12345"],
      ["whatsapp", "+91 02345 67890"],
      ["email", "not-an-address"],
      ["staffInbox", "desk@"],
      ["foundedYear", 1850],
      ["foundedYear", 2025.5],
      ["timeZone", "Mars/Olympus"],
      ["brandColour", "blue"],
      ["name", "   "],
    ];
    for (const [field, value] of cases) {
      const res = await save({ ...body, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json(res).errors, field).toEqual([expect.objectContaining({ path: field })]);
    }
    expect(await viewOf()).toEqual(before);
    expect(await savedRows()).toEqual([]);
    expect(await auditRows(t, "settings.changed")).toEqual([]);
  });

  it("refuses a logo that names no uploaded picture", async () => {
    const res = await save({ ...(await filled()), logoMediaId: "no-such-picture" });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ path: "logoMediaId", message: "Choose an uploaded picture" }]);
    expect(await savedRows()).toEqual([]);
  });

  it("saves an owner's settings: they answer at once, the row holds them and the log names the fields", async () => {
    t.clock.set(MONDAY);
    const res = await save({ ...(await filled()), ...changes });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ isSuccess: true, message: "Settings saved." });
    const expected = { ...changes, brandColour: "#0b6e4f", whatsapp: "+91 98310 54321" };
    expect((json(res).data as CompanySettingsView).settings).toMatchObject(expected);
    const view = await viewOf();
    expect(view.settings).toMatchObject(expected);
    expect(view).toMatchObject({ updatedAt: MONDAY.toISOString(), updatedBy: "Admin", logoUrl: null });
    const [row] = await savedRows();
    expect(row!.data).toMatchObject(expected);

    const [event] = await auditRows(t, "settings.changed");
    expect(event).toMatchObject({ outcome: "success" });
    expect(event!.detail).toEqual({ fields: "name,brandColour,whatsapp,email,staffInbox,timeZone" });
    // Which fields, never what they hold.
    expect(JSON.stringify(event)).not.toContain("tara.example");
    expect(JSON.stringify(event)).not.toContain("98310");
  });

  it("refuses a brand colour white text cannot be read on, and the saved colour stays", async () => {
    const before = await viewOf();
    const res = await save({ ...before.settings, name: "Yellow Co", brandColour: "#ffdd00" });
    expect(res.statusCode).toBe(400);
    const message = brandColourProblem("#ffdd00")!;
    expect(json(res)).toMatchObject({ message, errors: [{ path: "brandColour", message }] });
    expect(await viewOf()).toEqual(before);
    expect(await auditRows(t, "settings.changed")).toHaveLength(1);
  });

  it("a contact message after the save: the notice goes to the new inbox, the name is in the subject and sender", async () => {
    const email = "after.save@example.org";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      payload: { ...validContact, email },
    });
    expect(res.statusCode).toBe(200);
    await t.idle();
    const sender = "Tara Works <no-reply@example.com>";
    const notice = t.outbox().find((m) => m.subject === `New contact message from ${validContact.name}`);
    expect(notice).toMatchObject({ to: "desk@tara.example", from: sender });
    const ack = t.outbox().find((m) => m.to === email)!;
    expect(ack).toMatchObject({
      subject: "Thank you for contacting Tara Works",
      from: sender,
      replyTo: "office@tara.example",
    });
    expect(ack.text).toContain("Thank you for writing to Tara Works.");
    // The mail's layout: the new colour, the name alone (no logo chosen), the new address.
    expect(ack.html).toContain("background-color:#0b6e4f");
    expect(ack.html).not.toContain("<img");
    expect(ack.html).toContain('href="mailto:office@tara.example"');
  });

  it("a booking after the save: the invitation names the company, its address and its new zone", async () => {
    t.clock.set(MONDAY);
    const [slot] = await freeSlots(t);
    const booking = await insertBooking(t, slot!, { timeZone: "Asia/Kolkata" });
    const before = invitationMails(t).length;
    await sendBookingMails(t.app.appContext, { kind: "confirmed", bookingId: booking.id });
    const [visitor, host] = invitationMails(t).slice(before);
    expect(visitor!.subject).toBe("Your demo with Tara Works is booked");
    expect(visitor!.from).toBe("Tara Works <no-reply@example.com>");
    expect(visitor!.text).toMatch(/Our time: .*\(Asia\/Dubai\)/);
    for (const mail of [visitor!, host!]) {
      const ics = parseInvite(mail.calendar!.ics);
      expect(ics.summary).toBe("Demo with Tara Works");
      expect(ics.organizer).toBe("mailto:office@tara.example");
      expect(mail.calendar!.ics).toContain("PRODID:-//Tara Works//Demo booking//EN");
    }
  });

  it("an uploaded logo: the screen gets its PNG and mails show it; deleted, it falls back to none", async () => {
    const picture = uploaded(
      await upload(t, { alt: "Tara Works logo", file: logoFile(await png(256, 256)) }),
    );
    const res = await save({ ...(await viewOf()).settings, logoMediaId: picture._id });
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = (json(res).data as CompanySettingsView).logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/media/${picture._id}/.+\\.png$`));
    expect(picture.variants.map((v) => v.url)).toContain(logoUrl);
    const email = "logo.mail@example.org";
    await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      payload: { ...validContact, email },
    });
    await t.idle();
    const ack = t.outbox().find((m) => m.to === email)!;
    expect(ack.html).toContain(`src="https://site.example.test${logoUrl}"`);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api${pathOf(mediaApi.remove.path, { id: picture._id })}`,
      headers: auth(await t.token()),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.app.appContext.company.refresh();
    const view = await viewOf();
    expect(view).toMatchObject({ logoUrl: null, settings: { logoMediaId: null } });
    expect(t.app.appContext.company.mailLogo()).toBeUndefined();
  });

  it("counts the analytics days in the new zone once the zone changes", async () => {
    await t.idle();
    const zones = await t.app.appContext.db.select().from(analyticsDayZone);
    expect(zones.map((z) => z.zone)).toEqual(["Asia/Dubai"]);
  });
});

describe("company settings from the environment", () => {
  const load = (extra: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...extra });

  it("refuses a first-run value the Settings screen would refuse, naming the setting", () => {
    expect(load({ COMPANY_PHONE: "12345" })).toThrow(/COMPANY_PHONE: Enter a 10-digit Indian/);
    expect(load({ COMPANY_WHATSAPP: "+1 555 0100" })).toThrow(/COMPANY_WHATSAPP:/);
    expect(load({ COMPANY_BRAND_COLOUR: "#ffdd00" })).toThrow(
      /COMPANY_BRAND_COLOUR: White text on this colour/,
    );
    expect(load({ COMPANY_BRAND_COLOUR: "blue" })).toThrow(/COMPANY_BRAND_COLOUR: Enter the colour as #/);
    expect(load({ STAFF_INBOX: "desk@" })).toThrow(/STAFF_INBOX: Enter a valid email address/);
    expect(load({ COMPANY_NAME: "x".repeat(61) })).toThrow(
      /COMPANY_NAME: The company name can be at most 60/,
    );
    expect(load({ COMPANY_TIME_ZONE: "EST" })).toThrow(/COMPANY_TIME_ZONE: must be an IANA time zone/);
    expect(load({ COMPANY_LEGAL_NAME: "" })).not.toThrow();
    expect(load({ COMPANY_BRAND_COLOUR: "#1D5FD6" })().company.brandColour).toBe("#1d5fd6");
    expect(load({})).not.toThrow(ConfigError);
  });
});

describe.skipIf(!usingPostgres)("company settings across two instances on one PostgreSQL", () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeAll(async () => {
    shared = await sharedDatabase();
  });
  afterAll(() => shared.dispose());

  it("the other instance uses a save within the refresh interval, read by its own timer", async () => {
    const a = await shared.open();
    // The second instance's timers are played by the test: its refresh runs when 30 s have passed.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const b = await shared.open();
    try {
      const login = await a.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin });
      const token = login.json().token as string;
      const view = json(await a.app.inject({ method: "GET", url: URL, headers: auth(token) }))
        .data as CompanySettingsView;
      const body = { ...view.settings, phone: "+91 98310 12345", whatsapp: "+91 98310 12345" };
      const res = await a.app.inject({
        method: "PUT",
        url: URL,
        headers: auth(token),
        payload: { ...body, name: "Second Instance Ltd", staffInbox: "desk@second.example" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(a.ctx.company.current().name).toBe("Second Instance Ltd");
      // Not yet on the other instance: it reads the row on its own timer.
      expect(b.ctx.company.current().name).toBe("Company");
      vi.advanceTimersByTime(SETTINGS_REFRESH_MS);
      await vi.waitFor(() => expect(b.ctx.company.current().name).toBe("Second Instance Ltd"));
      expect(b.ctx.company.current().staffInbox).toBe("desk@second.example");
      expect(b.ctx.company.view().updatedBy).toBe("Admin");
    } finally {
      vi.useRealTimers();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
