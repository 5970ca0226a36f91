import { http, HttpResponse } from "msw";
import type { TrafficReport } from "~/contract/analytics-report";
import { GOOD_TOKEN } from "./admin";

const totals = (visitors: number, pageViews: number, sessions: number, bounces: number) => ({
  visitors,
  pageViews,
  sessions,
  viewsPerSession: sessions ? pageViews / sessions : 0,
  bounceRate: sessions ? bounces / sessions : 0,
});

/** A small report for [from, to]: traffic on the last two days, one newsletter lead. */
export function sampleReport(from: string, to: string): TrafficReport {
  const days: TrafficReport["daily"] = [];
  for (let d = from; d <= to; d = new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10))
    days.push({ day: d, visitors: 0, pageViews: 0 });
  days.at(-2)!.visitors = 2;
  days.at(-2)!.pageViews = 5;
  days.at(-1)!.visitors = 1;
  days.at(-1)!.pageViews = 1;
  const row = (value: string, visitors: number, pageViews: number) => ({ value, visitors, pageViews });
  return {
    from,
    to,
    previousFrom: from,
    previousTo: from,
    totals: totals(3, 6, 4, 3),
    previous: totals(2, 2, 2, 2),
    daily: days,
    tables: {
      pages: [row("/pricing", 2, 3), row("/", 1, 2)],
      referrers: [row("www.google.com", 1, 1)],
      campaigns: [row("spring", 1, 1)],
      sources: [row("newsletter", 1, 1)],
      countries: [row("India", 3, 6)],
      browsers: [row("Chrome", 2, 5)],
      os: [row("Windows", 2, 5)],
      devices: [row("desktop", 2, 5)],
    },
    funnel: {
      total: { value: "", sessions: 4, contacts: 1, demoCodes: 1, demoVerified: 1 },
      byLandingPage: [{ value: "/pricing", sessions: 2, contacts: 1, demoCodes: 1, demoVerified: 1 }],
      bySource: [{ value: "newsletter", sessions: 1, contacts: 1, demoCodes: 1, demoVerified: 1 }],
    },
    vitals: [{ path: "/pricing", samples: 4, lcp: 1800, inp: 320, cls: 0.3, ttfb: null }],
  };
}

export const analyticsHandlers = [
  http.get("*/api/Analytics/Report", ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${GOOD_TOKEN}`)
      return HttpResponse.json({ isSuccess: false, message: "Authentication required." }, { status: 401 });
    const url = new URL(request.url);
    return HttpResponse.json({
      isSuccess: true,
      data: sampleReport(url.searchParams.get("from")!, url.searchParams.get("to")!),
    });
  }),
];
