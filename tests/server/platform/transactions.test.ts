import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admin, latestCode } from "../helpers";
import { sendDemoCode, sharedTestApp } from "../shared-app";

const t = sharedTestApp({ LOG_LEVEL: "fatal" });

/** Makes every UPDATE of `table` fail until the returned function is called. */
async function breakUpdates(table: "admins" | "demo_requests") {
  const db = t.app.appContext.db;
  await db.execute(
    sql.raw(
      `create or replace function refuse_update() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger refuse_update before update on ${table} for each row execute function refuse_update()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger refuse_update on ${table}`));
  };
}

describe("a code is spent only together with the write it allows", () => {
  it("VerifySchedule: when confirming the request fails, the code still works afterwards", async () => {
    const { id, code } = await sendDemoCode(t, "tx-demo@example.org");
    const repair = await breakUpdates("demo_requests");
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/Book/VerifySchedule",
      payload: { id, code },
    });
    await repair();
    expect(failed.statusCode).toBe(500);
    const retried = await t.app.inject({
      method: "POST",
      url: "/api/Book/VerifySchedule",
      payload: { id, code },
    });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it("ResetPassword: when writing the password fails, the code still works afterwards", async () => {
    await t.app.inject({ method: "POST", url: "/api/Auth/GenerateOtp", payload: { email: admin.email } });
    await t.idle();
    const code = latestCode(t, admin.email);
    const payload = { email: admin.email, otp: code, newPassword: "A-brand-new-password-99" };
    const repair = await breakUpdates("admins");
    const failed = await t.app.inject({ method: "POST", url: "/api/Auth/ResetPassword", payload });
    await repair();
    expect(failed.statusCode).toBe(500);
    const retried = await t.app.inject({ method: "POST", url: "/api/Auth/ResetPassword", payload });
    expect(retried.statusCode, retried.body).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/Auth/Login",
      payload: { email: admin.email, password: payload.newPassword },
    });
    expect(login.statusCode).toBe(200);
  });
});
