import Fastify, { type HTTPMethods, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { beforeAll, describe, expect, it } from "vitest";
import { OWNERS_ONLY } from "~/contract/roles";
import { registerApi } from "../../../server/src/routes";
import { auth, json } from "../helpers";
import { noLimits, sharedTestApp } from "../shared-app";
import { staffMember } from "../team-members";

const t = sharedTestApp({ ...noLimits, LOG_LEVEL: "warn", ADMIN_BASE_URL: "https://admin.example.com" });

/**
 * Calls that take a bearer token but are no admin screen's: any member ends their own token. Listed
 * with the reason; anything else that answers 401 without a token must declare its role.
 */
const SELF_SERVICE: Record<string, string> = {
  "POST /api/Auth/Logout": "ends the caller's own token",
  "GET /api/Analytics/Api/Report": "takes an analytics API key (read-only), never a member's token",
};

type Route = { method: string; url: string; role: unknown; bearer: boolean };

/** The API's route table, as Fastify sees it: every route `registerApi` adds, with its options. */
async function routeTable(): Promise<Route[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const routes: Route[] = [];
  probe.addHook("onRoute", (r: RouteOptions) => {
    const methods = ([] as HTTPMethods[]).concat(r.method).filter((m) => m !== "HEAD");
    const schema = r.schema as { security?: unknown[] } | undefined;
    for (const method of methods)
      routes.push({
        method,
        url: r.url,
        role: (r.config as { role?: unknown } | undefined)?.role,
        bearer: Boolean(schema?.security?.length),
      });
  });
  await probe.register(async (api) => registerApi(api, t.app.appContext), { prefix: "/api" });
  await probe.ready();
  await probe.close();
  return routes;
}

/** A concrete URL for a route pattern: every `:param` filled with a harmless value. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === "kind" ? "contact" : "x"));

let routes: Route[];
let staffToken: string;
beforeAll(async () => {
  routes = await routeTable();
  staffToken = (await staffMember(t, "route.staff@example.org")).token;
});

const call = (r: Route, token?: string) =>
  t.app.inject({
    method: r.method as HTTPMethods,
    url: concrete(r.url),
    ...(token ? { headers: auth(token) } : {}),
    ...(r.method === "GET" || r.method === "DELETE" ? {} : { payload: {} }),
  });

describe("every admin route declares the role it needs", () => {
  it("finds the API's routes", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual(
      expect.objectContaining({ method: "GET", url: "/api/Team", role: "owner" }),
    );
  });

  it("every route that takes a bearer token names owner or staff", () => {
    const undeclared = routes
      .filter((r) => r.bearer && !SELF_SERVICE[`${r.method} ${r.url}`])
      .filter((r) => r.role !== "owner" && r.role !== "staff")
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("every route that refuses a caller without a token (401) declares a role", async () => {
    const undeclared: string[] = [];
    for (const r of routes) {
      if (r.role || SELF_SERVICE[`${r.method} ${r.url}`]) continue;
      if ((await call(r)).statusCode === 401) undeclared.push(`${r.method} ${r.url}`);
    }
    expect(undeclared).toEqual([]);
  });

  it("a staff member gets 403 with a clear message on every owner route, and is let into every staff route", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.role)) {
      const res = await call(r, staffToken);
      const refused = res.statusCode === 403 && json(res).message === OWNERS_ONLY;
      if ((r.role === "owner") !== refused) wrong.push(`${r.method} ${r.url} (${r.role}): ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("owner routes are the team, members' names and hours, team settings, personal data requests, the Activity log, analytics sharing, company settings, pictures and publishing", () => {
    const owner = routes.filter((r) => r.role === "owner").map((r) => `${r.method} ${r.url}`);
    expect(owner.sort()).toEqual(
      [
        "GET /api/Team",
        "POST /api/Team/Invitations",
        "DELETE /api/Team/Invitations/:id",
        "DELETE /api/Team/Members/:id",
        "DELETE /api/Team/Members/:id/Sessions",
        "PUT /api/Team/Members/:id/Role",
        "PUT /api/Team/Members/:id/Profile",
        "GET /api/Staff/Members/:id/Availability",
        "PUT /api/Staff/Members/:id/Availability",
        "GET /api/Team/Settings",
        "PUT /api/Team/Settings",
        "GET /api/v1/Leads/:kind/:id/PersonalData/Preview",
        "POST /api/v1/Leads/:kind/:id/PersonalData/Export",
        "POST /api/v1/Leads/:kind/:id/PersonalData/Erase",
        "GET /api/Audit/GetAll",
        "GET /api/Analytics/WeeklyReport",
        "PUT /api/Analytics/WeeklyReport",
        "GET /api/Analytics/ShareLinks",
        "POST /api/Analytics/ShareLinks",
        "DELETE /api/Analytics/ShareLinks/:id",
        "GET /api/Analytics/ApiKeys",
        "POST /api/Analytics/ApiKeys",
        "DELETE /api/Analytics/ApiKeys/:id",
        "POST /api/v1/Media",
        "GET /api/v1/Media",
        "DELETE /api/v1/Media/:id",
        "GET /api/Settings/Company",
        "PUT /api/Settings/Company",
        "GET /api/Site/Publish",
      ].sort(),
    );
  });
});
