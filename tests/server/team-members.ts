import { expect } from "vitest";
import type { Team } from "~/contract/team";
import { auth, json, type TestApp } from "./helpers";

export const memberPassword = "Colleague-password-42";

/** An admin API call as the holder of `token` (the test's first admin when left out). */
export const adminCaller =
  (t: TestApp) =>
  async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: auth(token ?? (await t.token())),
      ...(payload ? { payload } : {}),
    });

/** The link token in the newest invitation mail to `to`. */
export function invitationToken(t: TestApp, to: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === to && m.subject === "You are invited to the admin area")
    .at(-1);
  const token = mail?.text.match(/\/invite#(\S+)/)?.[1];
  if (!token) throw new Error(`no invitation sent to ${to}`);
  return token;
}

/** A new member (staff), invited by the test's first admin (the owner) and signed in: id and token. */
export async function staffMember(t: TestApp, email: string): Promise<{ id: string; token: string }> {
  const headers = auth(await t.token());
  const invited = await t.app.inject({
    method: "POST",
    url: "/api/Team/Invitations",
    headers,
    payload: { email },
  });
  expect(invited.statusCode).toBe(200);
  const accepted = await t.app.inject({
    method: "POST",
    url: "/api/Team/AcceptInvitation",
    payload: { token: invitationToken(t, email), password: memberPassword },
  });
  expect(accepted.statusCode).toBe(200);
  const team = json(await t.app.inject({ method: "GET", url: "/api/Team", headers })).data as Team;
  return { id: team.members.find((m) => m.email === email)!._id, token: json(accepted).token as string };
}
