import { describe, expect, it } from "vitest";
import { auth, json } from "../helpers";
import { sharedTestApp } from "../shared-app";

// "Add lead" (issue 26): staff enter a phone call or a walk-in. Default limits: the public form's limit
// (30 per client per 10 minutes) must not apply to staff.
const t = sharedTestApp();

const add = async (body: object, token?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/Leads/Contacts",
    headers: auth(token ?? (await t.token())),
    payload: body,
  });
const walkIn = {
  name: "Meera Shah",
  email: "meera@example.org",
  phone: "9811122233",
  message: "Walked in asking about a shop website.",
};

describe("adding a lead by hand", () => {
  it("stores a New contact with its source, logged as created by the staff member, and mails no one", async () => {
    const res = await add({ ...walkIn, source: "walk-in" });
    expect(res.statusCode).toBe(200);
    const lead = json(res).data as { _id: string };
    expect(json(res)).toMatchObject({
      isSuccess: true,
      message: "Lead added.",
      data: { name: "Meera Shah", leadStatus: "new", version: 1 },
    });
    const page = json(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/Leads/contact/${lead._id}`,
        headers: auth(await t.token()),
      }),
    ).data;
    expect(page).toMatchObject({ leadStatus: "new", source: "walk-in", message: walkIn.message });

    const timeline = json(
      await t.app.inject({
        method: "GET",
        url: `/api/v1/Leads/contact/${lead._id}/Timeline`,
        headers: auth(await t.token()),
      }),
    ).data as { entries: { type: string; text: string; by: string | null; leadId: string }[] };
    expect(timeline.entries.filter((e) => e.leadId === lead._id)).toEqual([
      expect.objectContaining({ type: "contact", text: walkIn.message }),
      expect.objectContaining({ type: "created", text: "walk-in", by: "admin@example.com" }),
    ]);
    const log = json(
      await t.app.inject({
        method: "GET",
        url: "/api/Audit/GetAll?event=lead.created&pageSize=100",
        headers: auth(await t.token()),
      }),
    ).data as { adminEmail: string; detail: Record<string, string> }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        adminEmail: "admin@example.com",
        detail: { kind: "contact", lead: lead._id, source: "walk-in" },
      }),
    );
    expect(t.outbox().filter((m) => m.text.includes(walkIn.message))).toEqual([]);
  });

  it("takes each source and no phone; applies no spam timing and no public form limit", async () => {
    for (const source of ["phone", "referral", "other"])
      expect(
        (await add({ name: "Caller", email: "caller@example.org", message: `A ${source} lead`, source }))
          .statusCode,
      ).toBe(200);
    // More than the public limit of 30, quickly, with spam signals that the public form would act on ignored.
    for (let i = 0; i < 32; i++) {
      const res = await add({ ...walkIn, message: `call ${i}`, source: "phone", fillMs: 0 });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ leadStatus: "new" });
    }
  });

  it("answers 400 with field errors for missing fields and an unknown source, and stores nothing", async () => {
    const res = await add({ name: " ", email: "not-an-email", message: "", source: "fax" });
    expect(res.statusCode).toBe(400);
    const paths = (json(res).errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(["email", "message", "name", "source"]);
    const noSource = await add({ ...walkIn, message: "no source given" });
    expect(noSource.statusCode).toBe(400);
    expect(json(noSource).errors).toEqual([
      expect.objectContaining({ path: "source", message: "Choose where the lead came from" }),
    ]);
  });

  it("is for signed-in staff only", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Leads/Contacts",
      payload: { ...walkIn, source: "phone" },
    });
    expect(res.statusCode).toBe(401);
  });
});
