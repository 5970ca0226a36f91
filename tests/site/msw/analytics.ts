import { http, HttpResponse } from "msw";
import type { EventsReport, FunnelStep, Goal, SavedFunnel } from "~/contract/analytics-goals";
import {
  type Comparison,
  filterDimensions,
  type ReportFilters,
  type TrafficReport,
} from "~/contract/analytics-report";
import { GOOD_TOKEN } from "./admin";

const totals = (visitors: number, pageViews: number, sessions: number, bounces: number) => ({
  visitors,
  pageViews,
  sessions,
  viewsPerSession: sessions ? pageViews / sessions : 0,
  bounceRate: sessions ? bounces / sessions : 0,
});

/** The days a report query asks for, settled as the server does (this mock's today is the UTC one). */
export function askedRange(q: URLSearchParams): [from: string, to: string] {
  const days = q.get("days");
  if (days === null) return [q.get("from")!, q.get("to")!];
  const to = new Date().toISOString().slice(0, 10);
  return [new Date(Date.parse(to) - (Number(days) - 1) * 86_400_000).toISOString().slice(0, 10), to];
}

/**
 * A small report for [from, to]: traffic on the last two days, one newsletter lead. With any filter,
 * one visitor of one page view is left (and every table shows that visitor's row only).
 */
export function sampleReport(
  from: string,
  to: string,
  filters: ReportFilters = {},
  compare: Comparison = "previous",
): TrafficReport {
  const filtered = Object.keys(filters).length > 0;
  const days: TrafficReport["daily"] = [];
  for (let d = from; d <= to; d = new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10))
    days.push({ day: d, visitors: 0, pageViews: 0 });
  days.at(-2)!.visitors = 2;
  days.at(-2)!.pageViews = 5;
  days.at(-1)!.visitors = 1;
  days.at(-1)!.pageViews = 1;
  const row = (value: string, visitors: number, pageViews: number) => ({ value, visitors, pageViews });
  const tables: TrafficReport["tables"] = {
    pages: [row("/pricing", 2, 3), row("/", 1, 2)],
    entries: [row("/pricing", 2, 2), row("/", 1, 4)],
    referrers: [row("www.google.com", 1, 1)],
    campaigns: [row("spring", 1, 1)],
    sources: [row("newsletter", 1, 1)],
    mediums: [row("email", 1, 1)],
    countries: [row("India", 3, 6)],
    browsers: [row("Chrome", 2, 5)],
    os: [row("Windows", 2, 5)],
    devices: [row("desktop", 2, 5)],
    events: [row("CTA click", 2, 3)],
    props: [row("label=Book a Demo", 2, 2)],
  };
  if (filtered) {
    for (const d of days) Object.assign(d, { visitors: 0, pageViews: 0 });
    days.at(-1)!.visitors = 1;
    days.at(-1)!.pageViews = 1;
    for (const k of Object.keys(tables) as (keyof typeof tables)[])
      tables[k] = tables[k].slice(0, 1).map((r) => ({ ...r, visitors: 1, pageViews: 1 }));
  }
  return {
    from,
    to,
    timeZone: "Asia/Kolkata",
    filters,
    compare,
    previousFrom: from,
    previousTo: from,
    totals: filtered ? totals(1, 1, 1, 1) : totals(3, 6, 4, 3),
    previous: compare === "year" ? totals(6, 12, 8, 4) : totals(2, 2, 2, 2),
    daily: days,
    tables,
    funnel: {
      total: { value: "", sessions: 4, contacts: 1, demoCodes: 1, demoVerified: 1 },
      byLandingPage: [{ value: "/pricing", sessions: 2, contacts: 1, demoCodes: 1, demoVerified: 1 }],
      bySource: [{ value: "newsletter", sessions: 1, contacts: 1, demoCodes: 1, demoVerified: 1 }],
    },
    vitals: [{ path: "/pricing", samples: 4, lcp: 1800, inp: 320, cls: 0.3, ttfb: null }],
    ...sampleEvents(),
  };
}

/** Goals made on the screen during a test (the report lists them). */
export const goals: Goal[] = [];
export const funnels: SavedFunnel[] = [];

/** Events seen: a phone click, a CTA click and one booked demo; the goals and funnels above. */
function sampleEvents(): EventsReport {
  return {
    events: [
      { name: "CTA click", visitors: 2, events: 3 },
      { name: "Phone click", visitors: 1, events: 1 },
      { name: "Demo booked", visitors: 1, events: 1 },
    ],
    goals: goals.map((g) => ({
      id: g.id,
      name: g.name,
      event: g.event,
      propKey: g.propKey,
      propValue: g.propValue,
      conversions: g.event === "Phone click" ? 1 : 2,
      rate: g.event === "Phone click" ? 1 / 3 : 2 / 3,
      previousConversions: 1,
      previousRate: 0.5,
    })),
    bookingFunnel: {
      total: { value: "", steps: [3, 2, 1, 1, 1] },
      byLandingPage: [{ value: "/pricing", steps: [2, 2, 1, 1, 1] }],
      bySource: [{ value: "newsletter", steps: [1, 1, 1, 1, 1] }],
    },
    funnels: funnels.map((f) => ({
      id: f.id,
      name: f.name,
      steps: f.steps,
      counts: f.steps.map((_, i) => 3 - i),
    })),
  };
}

const created = (at = "2027-03-03T08:00:00.000Z") => ({ createdBy: "admin-1", createdAt: at });
const denied = (request: Request) =>
  request.headers.get("authorization") !== `Bearer ${GOOD_TOKEN}`
    ? HttpResponse.json({ isSuccess: false, message: "Authentication required." }, { status: 401 })
    : undefined;

export const analyticsHandlers = [
  http.post("*/api/Analytics/Goals", async ({ request }) => {
    const no = denied(request);
    if (no) return no;
    const body = (await request.json()) as Partial<Goal>;
    if (!body.name?.trim())
      return HttpResponse.json(
        {
          isSuccess: false,
          message: "Validation failed",
          errors: [{ path: "name", message: "Enter a name" }],
        },
        { status: 400 },
      );
    const goal: Goal = {
      id: `goal-${goals.length + 1}`,
      name: body.name,
      event: body.event ?? "",
      propKey: body.propKey ?? null,
      propValue: body.propValue ?? null,
      ...created(),
    };
    goals.push(goal);
    return HttpResponse.json({ isSuccess: true, message: "Goal created.", data: goal });
  }),
  http.delete("*/api/Analytics/Goals/:id", ({ request, params }) => {
    const no = denied(request);
    if (no) return no;
    const i = goals.findIndex((g) => g.id === params.id);
    if (i < 0) return HttpResponse.json({ isSuccess: false, message: "Goal not found." }, { status: 404 });
    goals.splice(i, 1);
    return HttpResponse.json({ isSuccess: true, message: "Goal deleted." });
  }),
  http.post("*/api/Analytics/Funnels", async ({ request }) => {
    const no = denied(request);
    if (no) return no;
    const body = (await request.json()) as { name: string; steps: FunnelStep[] };
    const funnel: SavedFunnel = {
      id: `funnel-${funnels.length + 1}`,
      name: body.name,
      steps: body.steps,
      ...created(),
    };
    funnels.push(funnel);
    return HttpResponse.json({ isSuccess: true, message: "Funnel created.", data: funnel });
  }),
  http.delete("*/api/Analytics/Funnels/:id", ({ request, params }) => {
    const no = denied(request);
    if (no) return no;
    const i = funnels.findIndex((f) => f.id === params.id);
    if (i < 0) return HttpResponse.json({ isSuccess: false, message: "Funnel not found." }, { status: 404 });
    funnels.splice(i, 1);
    return HttpResponse.json({ isSuccess: true, message: "Funnel deleted." });
  }),
  http.get("*/api/Analytics/Report", ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${GOOD_TOKEN}`)
      return HttpResponse.json({ isSuccess: false, message: "Authentication required." }, { status: 401 });
    const q = new URL(request.url).searchParams;
    const filters: ReportFilters = {};
    for (const d of filterDimensions) if (q.has(d)) filters[d] = q.get(d)!;
    const compare = q.get("compare") === "year" ? "year" : "previous";
    return HttpResponse.json({
      isSuccess: true,
      data: sampleReport(...askedRange(q), filters, compare),
    });
  }),
];
