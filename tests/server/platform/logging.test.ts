import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, validContact } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("database errors in the log", () => {
  it("name the failed query and its error code, never the values that were bound", async () => {
    // Every new contact now breaks a constraint: the insert fails inside the database.
    await t.app.appContext.db.execute(
      sql`alter table contacts add constraint refuse_all check (false) not valid`,
    );
    const email = "private.person@example.org";
    const message = "A confidential message about our plans";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/Contact/ContactUsMailSend",
      payload: { ...validContact, email, message },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(email);

    const log = t.logs.join("");
    const failure = t.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === "request failed");
    expect(failure).toBeTruthy();
    // The log still says what failed.
    expect(JSON.stringify(failure)).toContain("Failed query: insert into");
    expect(JSON.stringify(failure)).toContain("23514");
    expect(JSON.stringify(failure)).toContain("refuse_all");
    for (const secret of [email, message, validContact.phone, validContact.name])
      expect(log).not.toContain(secret);
  });
});

describe("secret links in the log", () => {
  it("writes a shared report's and a calendar feed's path without their token", async () => {
    const token = "Secret-token-in-a-path-0123456789";
    await t.app.inject({ method: "GET", url: `/api/Calendar/Feed/${token}` });
    await t.app.inject({ method: "GET", url: `/share/analytics/${token}` });
    const urls = t.logs
      .map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url)
      .filter((u): u is string => Boolean(u));
    expect(urls).toEqual(expect.arrayContaining(["/api/Calendar/Feed/[token]", "/share/analytics/[token]"]));
    expect(t.logs.join("")).not.toContain(token);
  });
});
