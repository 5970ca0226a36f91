import type { FastifyInstance, FastifyRequest } from "fastify";
import { teamApi } from "~/contract/endpoints/team";
import { SITE_PART_ATTRIBUTE, type SitePart } from "~/contract/site-origin";
import { isStaffPath } from "~/shared/paths";
import type { Config } from "../config";
import { HttpError } from "../platform/errors";

// The admin on its own origin (ADMIN_ORIGIN, docs/decisions/0068): no script of a public page (chat
// widget, tag manager, the CMS editor) shares an origin with the refresh cookie or the admin's token.

/** The two origins: the admin's, and the public site's (ADMIN_BASE_URL, which visitors' links start with). */
export interface OriginSplit {
  adminOrigin: string;
  publicOrigin: string;
}

export function originSplit(config: Config): OriginSplit | undefined {
  if (!config.adminOrigin) return undefined;
  return { adminOrigin: config.adminOrigin, publicOrigin: new URL(config.adminBaseUrl).origin };
}

/** Host and port as a browser sends them for an origin: without the scheme's default port. */
const hostOf = (origin: string) => new URL(origin).host;

/** True when the request came to the admin's origin (by its Host, or X-Forwarded-Host from a trusted proxy). */
export function onAdminHost(split: OriginSplit, request: FastifyRequest): boolean {
  const host = request.host.toLowerCase();
  const admin = hostOf(split.adminOrigin);
  return host === admin || host.replace(/:(80|443)$/, "") === admin;
}

// Sign-in, its second step and help, the session and step-up (every `/Auth/` call), and the invitation
// that starts a session: every call that sets or reads the refresh cookie is among them.
const SIGN_IN_PREFIX = "/api/Auth/";
const INVITATION_CALLS = [teamApi.lookUpInvitation.path, teamApi.acceptInvitation.path].map(
  (p) => `/api${p}`,
);

/** A call only the admin's pages make: sign-in, the session, an invitation, and every staff call (a role). */
function isAdminCall(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  const route = request.routeOptions.url ?? "";
  return (
    [path, route].some((p) => p.startsWith(SIGN_IN_PREFIX) || INVITATION_CALLS.includes(p)) ||
    request.routeOptions.config?.role !== undefined
  );
}

/**
 * The admin's calls answer on its origin only: elsewhere 404, as though they did not exist; there, a
 * call that a page of another origin made (its Origin header says so, CORS or not) gets 403.
 */
export function keepAdminCallsOnAdminOrigin(app: FastifyInstance, split: OriginSplit): void {
  app.addHook("onRequest", async (request) => {
    if (!isAdminCall(request)) return;
    if (!onAdminHost(split, request)) throw new HttpError(404, "Not found.");
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== split.adminOrigin)
      throw new HttpError(403, "Only the admin's own pages may make this call.");
  });
}

/**
 * Where a page request belongs when it came to the other origin: a staff page (sign-in, an admin screen)
 * on the public origin goes to the admin's, any other page on the admin's goes to the public site. Same
 * path and query; undefined when it is where it belongs, or for a file (assets load on both).
 */
export function pageElsewhere(split: OriginSplit, request: FastifyRequest, path: string): string | undefined {
  if (/\.[a-z0-9]+$/i.test(path)) return undefined;
  const admin = onAdminHost(split, request);
  if (admin === isStaffPath(path)) return undefined;
  const url = request.url.startsWith("/") ? request.url : "/";
  return `${admin ? split.publicOrigin : split.adminOrigin}${url}`;
}

/** The page's HTML marked with the origin it is served on (read by src/lib/site-part.ts). */
export const markPage = (html: string, part: SitePart): string =>
  html.replace(/<html\b/i, `<html ${SITE_PART_ATTRIBUTE}="${part}"`);
