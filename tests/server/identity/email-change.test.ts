import { describe, expect, it } from "vitest";
import {
  EMAIL_IN_USE,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_UNKNOWN,
  emailChanged,
  emailChangeSent,
  SAME_EMAIL,
} from "~/contract/account";
import { accountApi } from "~/contract/endpoints/account";
import { STEP_UP_REQUIRED } from "~/contract/step-up";
import { createAdmin } from "../../../server/src/modules/identity/admins";
import { ACCOUNT_CHANGES } from "../../../server/src/modules/identity/security-alerts";
import { auth, json, stepUp } from "../helpers";
import { adminCall, auditRows, claimsOf, refresh, SAFARI_IPHONE, signIn } from "../session-helpers";
import { noLimits, postContact, sharedTestApp } from "../shared-app";

const ADMIN_ORIGIN = "https://admin.example.com";
const t = sharedTestApp({ ...noLimits, ADMIN_BASE_URL: ADMIN_ORIGIN });

const password = "Member-password-42x";
const LINK_SUBJECT = "Confirm your new sign-in email";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A staff member of their own (each test changes its member's address), signed in on a laptop. */
async function member(email: string) {
  const { id } = await createAdmin(t.app.appContext.db, email, password, t.clock());
  return { id, email, laptop: await signIn(t, { who: { email, password } }) };
}

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

const ask = (token: string, email: string) => call("POST", "/Account/Email", token, { email });

const follow = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/Account/Email/Confirm", payload: { token } });

const mailsTo = (to: string, subject: string) =>
  t.outbox().filter((m) => m.to === to && m.subject === subject);

/** The token of the newest link mailed to `to`. */
function linkTo(to: string): string {
  const mail = mailsTo(to, LINK_SUBJECT).at(-1);
  const token = mail?.text.match(/https:\/\/admin\.example\.com\/confirm-email#(\S+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

const signInStatus = async (email: string) =>
  (await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: { email, password } })).statusCode;

const emailOf = async (token: string) =>
  (json(await call("GET", "/Team/Me", token)).data as { email: string }).email;

describe("POST /Account/Email", () => {
  it("needs a recent step-up: without one it is refused and nothing is mailed", async () => {
    const m = await member("stepless@example.com");
    const res = await ask(m.laptop.token, "stepless.new@example.com");
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(STEP_UP_REQUIRED);
    expect(accountApi.changeEmail.errors).toContain(403);
    expect(mailsTo("stepless.new@example.com", LINK_SUBJECT)).toEqual([]);
  });

  it("mails a link to the new address only, and nothing changes until it is followed", async () => {
    const m = await member("waiting@example.com");
    await stepUp(t, m.laptop.token, password);
    const res = await ask(m.laptop.token, "  Waiting.New@Example.com ");
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(emailChangeSent("waiting.new@example.com"));
    expect(json(res).message).toBe(
      "We sent a link to waiting.new@example.com. Open it to finish the change.",
    );
    expect(linkTo("waiting.new@example.com")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailsTo("waiting@example.com", LINK_SUBJECT)).toEqual([]);

    expect(await signInStatus("waiting.new@example.com")).toBe(401);
    expect(await signInStatus("waiting@example.com")).toBe(200);
    expect(await emailOf(m.laptop.token)).toBe("waiting@example.com");
    expect((await auditRows(t, "account.email_change_requested")).at(-1)).toMatchObject({
      adminId: m.id,
      outcome: "success",
    });
  });

  it("refuses the member's own address (400) and another member's (409), changing and mailing nothing", async () => {
    const m = await member("keeper@example.com");
    await member("taken@example.com");
    await stepUp(t, m.laptop.token, password);
    const own = await ask(m.laptop.token, "Keeper@Example.com");
    expect(own.statusCode).toBe(400);
    expect(json(own)).toMatchObject({
      message: SAME_EMAIL,
      errors: [{ path: "email", message: SAME_EMAIL }],
    });
    const taken = await ask(m.laptop.token, "taken@example.com");
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({
      message: EMAIL_IN_USE,
      errors: [{ path: "email", message: EMAIL_IN_USE }],
    });
    expect(mailsTo("taken@example.com", LINK_SUBJECT)).toEqual([]);
    expect(await emailOf(m.laptop.token)).toBe("keeper@example.com");
    expect(await signInStatus("taken@example.com")).toBe(200);
    const invalid = await ask(m.laptop.token, "not-an-email");
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).errors).toEqual([expect.objectContaining({ path: "email" })]);
  });
});

describe("following the link", () => {
  it("makes the new address the sign-in email, mails both addresses and ends every other session", async () => {
    const m = await member("moving@example.com");
    const phone = await signIn(t, { who: { email: m.email, password }, userAgent: SAFARI_IPHONE });
    await stepUp(t, m.laptop.token, password);
    await ask(m.laptop.token, "moved@example.com");
    await t.idle();
    const alertsBefore = t.outbox().filter((mail) => mail.subject === ACCOUNT_CHANGES.emailChanged);
    expect(alertsBefore).toEqual([]);

    const res = await follow(linkTo("moved@example.com"));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: emailChanged("moved@example.com"),
      data: { email: "moved@example.com" },
    });
    expect(await signInStatus("moved@example.com")).toBe(200);
    expect(await signInStatus("moving@example.com")).toBe(401);

    await t.idle();
    const [toOld] = mailsTo("moving@example.com", "Your sign-in email was changed");
    const [toNew] = mailsTo("moved@example.com", "Your sign-in email was changed");
    expect(toOld!.text).toContain("You now sign in with moved@example.com.");
    expect(toOld!.text).toContain("https://admin.example.com/account");
    expect(toNew!.text).toContain("Your sign-in email was changed (moved@example.com).");

    // The phone is signed out; the laptop that asked stays, and renews into a token with the new address.
    expect(await adminCall(t, phone.token)).toBe(401);
    expect((await refresh(t, phone.cookie, ADMIN_ORIGIN)).statusCode).toBe(401);
    expect(await adminCall(t, m.laptop.token)).toBe(401);
    const renewed = await refresh(t, m.laptop.cookie, ADMIN_ORIGIN);
    expect(renewed.statusCode).toBe(200);
    expect(json(renewed).email).toBe("moved@example.com");
    const token = json(renewed).token as string;
    expect(claimsOf(token).sid).toBe(m.laptop.sessionId);
    expect(await emailOf(token)).toBe("moved@example.com");

    expect((await auditRows(t, "account.email_changed")).at(-1)).toMatchObject({
      adminId: m.id,
      outcome: "success",
    });
  });

  it("works once: a used link is refused", async () => {
    const m = await member("once@example.com");
    await stepUp(t, m.laptop.token, password);
    await ask(m.laptop.token, "once.new@example.com");
    const link = linkTo("once.new@example.com");
    expect((await follow(link)).statusCode).toBe(200);
    const again = await follow(link);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(EMAIL_LINK_UNKNOWN);
    expect(await signInStatus("once.new@example.com")).toBe(200);
  });

  it("refuses an expired link (410) and a replaced one (404), changing nothing", async () => {
    const m = await member("slow@example.com");
    await stepUp(t, m.laptop.token, password);
    await ask(m.laptop.token, "slow.first@example.com");
    const first = linkTo("slow.first@example.com");
    await ask(m.laptop.token, "slow.second@example.com");
    const replaced = await follow(first);
    expect(replaced.statusCode).toBe(404);
    expect(json(replaced).message).toBe(EMAIL_LINK_UNKNOWN);

    t.clock.advance(DAY_MS);
    const expired = await follow(linkTo("slow.second@example.com"));
    expect(expired.statusCode).toBe(410);
    expect(json(expired).message).toBe(EMAIL_LINK_EXPIRED);
    expect(await signInStatus("slow@example.com")).toBe(200);
    expect(await signInStatus("slow.second@example.com")).toBe(401);
    expect((await auditRows(t, "account.email_changed")).at(-1)).toMatchObject({
      outcome: "failure",
      detail: { reason: "expired" },
    });
  });

  it("refuses with 409 an address another member took meanwhile, and nothing changes", async () => {
    const m = await member("late@example.com");
    await stepUp(t, m.laptop.token, password);
    await ask(m.laptop.token, "contested@example.com");
    await createAdmin(t.app.appContext.db, "contested@example.com", "Other-member-password-42", t.clock());
    const res = await follow(linkTo("contested@example.com"));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(EMAIL_IN_USE);
    expect(await signInStatus("late@example.com")).toBe(200);
    expect(await adminCall(t, m.laptop.token)).toBe(200);
  });

  it("refuses a malformed link without looking it up", async () => {
    const res = await follow("too-short");
    expect(res.statusCode).toBe(400);
  });
});

describe("what is kept by member follows the change", () => {
  it("their notes, assigned leads and {{staffName}} stay theirs; a note's signature keeps the old address", async () => {
    const m = await member("priya.old@example.com");
    const lead = await postContact(t, { email: "visitor.keyed@example.org", name: "Keyed Visitor" });
    const before = m.laptop.token;
    const note = await call("POST", `/v1/Leads/contact/${lead}/Notes`, before, { body: "Called them." });
    const noteId = (json(note).data as { _id: string })._id;
    const detail = json(await call("GET", `/v1/Leads/contact/${lead}`, before)).data as { version: number };
    await call("PUT", `/v1/Leads/contact/${lead}/Assignee`, before, {
      assignedTo: m.id,
      version: detail.version,
    });
    const template = await call("POST", "/v1/ReplyTemplates", before, {
      name: "Keyed greeting",
      subject: "Hello",
      body: "Hi {{name}}, this is {{staffName}}.",
    });
    const templateId = (json(template).data as { _id: string })._id;

    await stepUp(t, before, password);
    await ask(before, "asha.new@example.com");
    expect((await follow(linkTo("asha.new@example.com"))).statusCode).toBe(200);
    const after = json(await refresh(t, m.laptop.cookie, ADMIN_ORIGIN)).token as string;

    const lead2 = json(await call("GET", `/v1/Leads/contact/${lead}`, after)).data as {
      assignedTo: string | null;
      notes: { _id: string; mine: boolean; authorEmail: string }[];
    };
    expect(lead2.assignedTo).toBe(m.id);
    expect(lead2.notes).toEqual([
      expect.objectContaining({ _id: noteId, mine: true, authorEmail: "priya.old@example.com" }),
    ]);
    const edited = await call("PUT", `/v1/Leads/Notes/${noteId}`, after, { body: "Called them twice." });
    expect(edited.statusCode).toBe(200);
    const filled = await call("GET", `/v1/Leads/contact/${lead}/Reply/Templates/${templateId}`, after);
    expect((json(filled).data as { body: string }).body).toBe("Hi Keyed Visitor, this is Asha.new.");
  });
});
