import type { LightMyRequestResponse } from "fastify";
import { asc, eq } from "drizzle-orm";
import { auditEvents } from "../../server/src/platform/db/schema";
import { admin, auth, json, type TestApp } from "./helpers";

/** The origin the test app's site is served from (ADMIN_BASE_URL defaults to http://localhost:PORT). */
export const SITE_ORIGIN = "http://localhost:3000";

export const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** The refresh cookie a response sets ("" when it deletes it), or undefined when it sets none. */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const line = all.find((c) => c.startsWith("admin_refresh="));
  return line === undefined
    ? undefined
    : decodeURIComponent(line.split(";")[0]!.slice("admin_refresh=".length));
}

export const setCookieLine = (res: LightMyRequestResponse) => {
  const header = res.headers["set-cookie"];
  return (Array.isArray(header) ? header : [String(header ?? "")]).find((c) =>
    c.startsWith("admin_refresh="),
  );
};

export interface SignedIn {
  token: string;
  cookie: string;
  sessionId: string;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    sid: string;
    exp: number;
    iat: number;
  };
export { claimsOf };

/** Signs in through the API from a device and address: the access token, the refresh cookie, the session. */
export async function signIn(
  t: TestApp,
  options: { userAgent?: string; ip?: string; who?: { email: string; password: string } } = {},
): Promise<SignedIn> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/Auth/Login",
    payload: options.who ?? admin,
    remoteAddress: options.ip ?? "10.9.0.1",
    headers: { "user-agent": options.userAgent ?? CHROME_WINDOWS },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
  const token = json(res).token as string;
  return { token, cookie: refreshCookieOf(res)!, sessionId: claimsOf(token).sid };
}

/** POST /Auth/Refresh with this cookie, from the site's origin unless told. */
export const refresh = (t: TestApp, cookie: string | undefined, origin: string | null = SITE_ORIGIN) =>
  t.app.inject({
    method: "POST",
    url: "/api/Auth/Refresh",
    headers: {
      ...(cookie !== undefined ? { cookie: `admin_refresh=${encodeURIComponent(cookie)}` } : {}),
      ...(origin ? { origin } : {}),
    },
  });

/** The status of an admin call with this token. */
export const adminCall = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/v1/Contact/GetAll", headers: auth(token) })).statusCode;

/** The security log's rows of one event, oldest first. */
/** The event's security log rows, oldest first. */
export const auditRows = (t: TestApp, event: string) =>
  t.app.appContext.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.event, event))
    .orderBy(asc(auditEvents.seq));
