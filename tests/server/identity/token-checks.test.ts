import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tokenChecks } from "../../../server/src/modules/identity/token-checks";
import { admin, auth, json } from "../helpers";
import { sharedTestApp } from "../shared-app";

describe("kept token checks", () => {
  const pass = async () => true;

  it("keeps a database pass for the TTL, then asks again", async () => {
    const checks = tokenChecks<string>(2000);
    expect(await checks.check("jti-1", 1000, pass)).toBe(true);
    expect(checks.allowed("jti-1", 2999)).toBe(true);
    expect(checks.allowed("jti-1", 3000)).toBe(false);
    expect(checks.allowed("jti-2", 1000)).toBe(false);
  });

  it("keeps no refusal, and nothing at all with a TTL of 0", async () => {
    const checks = tokenChecks<string>(2000);
    expect(await checks.check("refused", 0, async () => false)).toBe(false);
    expect(checks.allowed("refused", 1)).toBe(false);
    const off = tokenChecks<string>(0);
    await off.check("jti", 0, pass);
    expect(off.allowed("jti", 0)).toBe(false);
  });

  it("forgets every pass on a revocation, and a check still running then is not kept", async () => {
    const checks = tokenChecks<string>(2000);
    await checks.check("before", 0, pass);
    let finish!: (ok: boolean) => void;
    const running = checks.check("racing", 0, () => new Promise<boolean>((r) => (finish = r)));
    checks.revoked();
    finish(true);
    expect(await running).toBe(true);
    expect(checks.allowed("before", 1)).toBe(false);
    expect(checks.allowed("racing", 1)).toBe(false);
    await checks.check("after", 1, pass);
    expect(checks.allowed("after", 2)).toBe(true);
  });

  it("remembers verified tokens, the oldest going first past 1,000", () => {
    const checks = tokenChecks<string>(2000);
    for (let i = 0; i <= 1000; i++) checks.rememberVerified(`token-${i}`, `claims-${i}`);
    expect(checks.verified("token-0")).toBeUndefined();
    expect(checks.verified("token-1")).toBe("claims-1");
    expect(checks.verified("token-1000")).toBe("claims-1000");
  });
});

describe("admin calls with kept token checks", () => {
  const t = sharedTestApp();
  const contacts = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/v1/Contact/GetAll", headers: auth(token) })).statusCode;
  const signIn = async () =>
    json(await t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: admin })).token as string;

  it("refuses a token seen before once it expires", async () => {
    const token = await signIn();
    expect(await contacts(token)).toBe(200);
    t.clock.advance(15 * 60 * 1000 - 1000);
    expect(await contacts(token)).toBe(200);
    t.clock.advance(1000);
    expect(await contacts(token)).toBe(401);
  });

  it("honours a sign-out made on another instance within the check's 2 s", async () => {
    const token = await signIn();
    expect(await contacts(token)).toBe(200);
    const { sid } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string };
    // Another instance's sign-out: this one is not told.
    await t.app.appContext.db.execute(sql`update admin_sessions set ended_at = now() where id = ${sid}`);
    expect(await contacts(token)).toBe(200);
    t.clock.advance(2000);
    expect(await contacts(token)).toBe(401);
  });
});
