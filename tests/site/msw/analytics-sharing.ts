import { http, HttpResponse } from "msw";
import type { ApiKey, Realtime, ShareLink } from "~/contract/analytics-sharing";
import { GOOD_TOKEN } from "./admin";
import { askedRange, sampleReport } from "./analytics";

// The fake API of the Analytics screen's Now panel, weekly mail setting, shared links and API keys.

export const GOOD_SHARE_TOKEN = "share-token-good";

const fresh = () => ({
  /** Each call to the realtime endpoint answers the next of these (the last one repeats). */
  realtime: [{ visitors: 2, pages: [{ value: "/pricing", visitors: 2 }], sources: [] }] as Omit<
    Realtime,
    "at"
  >[],
  realtimeCalls: 0,
  weekly: false,
  links: [] as ShareLink[],
  keys: [] as ApiKey[],
  sharedCalls: [] as { token: string | null; authorization: string | null }[],
  n: 0,
});
export const sharingDb = fresh();
export const resetSharingDb = () => Object.assign(sharingDb, fresh());

const signedIn = (request: Request) => request.headers.get("authorization") === `Bearer ${GOOD_TOKEN}`;
const unauthorized = () =>
  HttpResponse.json({ isSuccess: false, message: "Authentication required." }, { status: 401 });
const at = "2026-03-04T10:00:00.000Z";

export const analyticsSharingHandlers = [
  http.get("*/api/Analytics/Realtime", ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const answers = sharingDb.realtime;
    const data = answers[Math.min(sharingDb.realtimeCalls, answers.length - 1)]!;
    sharingDb.realtimeCalls += 1;
    return HttpResponse.json({ isSuccess: true, data: { ...data, at } });
  }),
  http.get("*/api/Analytics/WeeklyReport", ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    return HttpResponse.json({ isSuccess: true, data: { enabled: sharingDb.weekly } });
  }),
  http.put("*/api/Analytics/WeeklyReport", async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    sharingDb.weekly = ((await request.json()) as { enabled: boolean }).enabled;
    return HttpResponse.json({ isSuccess: true, data: { enabled: sharingDb.weekly } });
  }),
  http.get("*/api/Analytics/ShareLinks", ({ request }) =>
    signedIn(request) ? HttpResponse.json({ isSuccess: true, data: sharingDb.links }) : unauthorized(),
  ),
  http.post("*/api/Analytics/ShareLinks", async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const { label } = (await request.json()) as { label: string };
    const link = { _id: `l${++sharingDb.n}`, label, createdAt: at, lastViewedAt: null };
    sharingDb.links.unshift(link);
    const url = `https://admin.example.com/share/analytics/${GOOD_SHARE_TOKEN}`;
    return HttpResponse.json({ isSuccess: true, data: { ...link, url } });
  }),
  http.delete("*/api/Analytics/ShareLinks/:id", ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    sharingDb.links = sharingDb.links.filter((l) => l._id !== params.id);
    return HttpResponse.json({ isSuccess: true, message: "Shared link revoked." });
  }),
  http.get("*/api/Analytics/ApiKeys", ({ request }) =>
    signedIn(request) ? HttpResponse.json({ isSuccess: true, data: sharingDb.keys }) : unauthorized(),
  ),
  http.post("*/api/Analytics/ApiKeys", async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const { label } = (await request.json()) as { label: string };
    const key = { _id: `k${++sharingDb.n}`, label, prefix: "cak_AbCdEf", createdAt: at, lastUsedAt: null };
    sharingDb.keys.unshift(key);
    return HttpResponse.json({ isSuccess: true, data: { ...key, key: "cak_AbCdEf-the-whole-secret" } });
  }),
  http.delete("*/api/Analytics/ApiKeys/:id", ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    sharingDb.keys = sharingDb.keys.filter((k) => k._id !== params.id);
    return HttpResponse.json({ isSuccess: true, message: "API key revoked." });
  }),
  http.get("*/api/Analytics/Shared/Realtime", ({ request }) => {
    if (request.headers.get("x-share-token") !== GOOD_SHARE_TOKEN)
      return HttpResponse.json({ isSuccess: false, message: "Not found." }, { status: 404 });
    return HttpResponse.json({
      isSuccess: true,
      data: { visitors: 4, pages: [{ value: "/demo", visitors: 4 }], sources: [], at },
    });
  }),
  http.get("*/api/Analytics/Shared/Report", ({ request }) => {
    const token = request.headers.get("x-share-token");
    sharingDb.sharedCalls.push({ token, authorization: request.headers.get("authorization") });
    if (token !== GOOD_SHARE_TOKEN)
      return HttpResponse.json(
        { isSuccess: false, message: "This shared report does not exist or was revoked." },
        { status: 404 },
      );
    const url = new URL(request.url);
    return HttpResponse.json({
      isSuccess: true,
      data: sampleReport(...askedRange(url.searchParams)),
    });
  }),
];
