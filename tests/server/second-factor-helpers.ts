import { Secret, TOTP } from "otpauth";
import { admin, auth, json, stepUp, type TestApp } from "./helpers";

/** The code an authenticator app shows for `secret` at the test clock's time, `steps` periods away. */
export function totpCode(t: TestApp, secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: t.clock().getTime() + steps * 30_000 });
}

/** Asks to turn the authenticator app off with `code`; the answer says whether it was. */
export const disableTotp = (t: TestApp, token: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/Account/Totp/Disable", headers: auth(token), payload: { code } });

/**
 * Turns the authenticator app on for the token's member, who first confirms it is them with `password`
 * (setting up a factor is a step-up change); returns its key and the recovery codes.
 */
export async function enableTotp(
  t: TestApp,
  token: string,
  password = admin.password,
): Promise<{ secret: string; codes: string[] }> {
  await stepUp(t, token, password);
  const setup = await t.app.inject({ method: "POST", url: "/api/Account/Totp/Setup", headers: auth(token) });
  const { secret } = json(setup).data as { secret: string };
  const confirm = await t.app.inject({
    method: "POST",
    url: "/api/Account/Totp/Confirm",
    headers: auth(token),
    payload: { code: totpCode(t, secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { secret, codes: (json(confirm).data as { codes: string[] }).codes };
}

export const login = (t: TestApp, email: string, password: string, extra: object = {}) =>
  t.app.inject({ method: "POST", url: "/api/Auth/Login", payload: { email, password, ...extra } });

export const secondFactor = (t: TestApp, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/Auth/SecondFactor", payload });

/** The security log's events of one name, newest first. */
export async function auditEvents(t: TestApp, token: string, event: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/Audit/GetAll?event=${event}&pageSize=100`,
    headers: auth(token),
  });
  return json(res).data as { event: string; outcome: string; detail: Record<string, unknown> | null }[];
}
