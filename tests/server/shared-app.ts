import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import {
  auth,
  json,
  latestCode,
  secondAdmin,
  startTestApp,
  type TestApp,
  validContact,
  validDemo,
} from "./helpers";

/** Rate limits high enough that a file's own bursts of calls never meet them. */
export const noLimits = {
  RATE_LIMIT_PUBLIC_FORMS: "100000",
  RATE_LIMIT_OTP_SENDS: "100000",
  RATE_LIMIT_OTP_SENDS_IP: "100000",
  RATE_LIMIT_LOGIN_EMAIL: "100000",
  RATE_LIMIT_LOGIN_IP: "100000",
};

/**
 * The app a whole test file shares: started before its tests, closed after them. The returned object is
 * filled in by then, so tests read it as they would the result of `startTestApp`.
 */
export function sharedTestApp(env: Parameters<typeof startTestApp>[0] = {}): TestApp {
  const shared = {} as TestApp;
  beforeAll(async () => {
    Object.assign(shared, await startTestApp(env));
  });
  afterAll(() => shared.close());
  return shared;
}

/** Starts a demo booking for `email` and returns its id and the code the outbox got. */
export async function sendDemoCode(t: TestApp, email: string): Promise<{ id: string; code: string }> {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/SendOtp",
    payload: { ...validDemo, email },
  });
  expect(sent.statusCode).toBe(200);
  const { id } = json(sent).data as { id: string };
  return { id, code: latestCode(t, email) };
}

/** Makes the calls one after another (limits count them in order) and returns the answers. */
export async function injectEach(t: TestApp, calls: InjectOptions[]): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (const call of calls) answers.push(await t.app.inject(call));
  return answers;
}

/** The second member of the lead desk's tests. */
export const secondMember = { email: "second@example.com", password: "Second-admin-password-42" };

/**
 * The lead desk's app: the admin and a second member signed in, jobs run by the test itself (it moves
 * the clock), the public forms unlimited. `at` sets the clock before anyone signs in.
 */
export async function startLeadDesk(
  env: Parameters<typeof startTestApp>[0] = {},
  { second = secondMember, at }: { second?: typeof secondMember; at?: Date } = {},
) {
  const t = await startTestApp({ RATE_LIMIT_PUBLIC_FORMS: "1000", ...env }, { jobPollMs: 0 });
  if (at) t.clock.set(at);
  const token = await t.newToken();
  const { id: otherId, token: other } = await secondAdmin(t, second);
  return { t, token, other, otherId };
}

/** Sends the contact form as a visitor would, with `fields` over a valid message; returns the lead's id. */
export async function postContact(t: TestApp, fields: Partial<typeof validContact>): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/Contact/Create",
    payload: { ...validContact, ...fields },
  });
  expect(res.statusCode).toBe(200);
  return (json(res).data as { _id: string })._id;
}

/** The `n`th phone number of a test file's series: ten digits, `prefix` keeping the files apart. */
export const nthPhone = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(10 - prefix.length, "0")}`;

/** The details of the lead status changes the security log holds (the latest 100). */
export async function loggedStatusChanges(t: TestApp, token: string): Promise<object[]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/Audit/GetAll?event=lead.status_changed&pageSize=100",
    headers: auth(token),
  });
  return (json(res).data as { detail: object }[]).map((e) => e.detail);
}
