// The ingest load of bench/analytics.ts, run as a process of its own: autocannon on the server's event loop
// would add its own work to every latency it measures (the p99 above all). Beacons from 500 User-Agents,
// page views and named events.
// Run directly with the options as JSON in argv[2]; prints the figures as JSON.
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const paths = [
  "/",
  "/about",
  "/pricing",
  "/contact",
  "/demo",
  "/ai",
  "/service/web",
  "/platform/kpi-extract",
];

/** One beacon in four is a named event with properties (the clicks a visit sends beside its page views). */
const beacon = (i: number) => {
  const path = paths[i % paths.length]!;
  const screen = i % 3 ? "desktop" : "mobile";
  if (i % 4 === 3) {
    return JSON.stringify({
      kind: "event",
      name: "CTA click",
      path,
      props: { label: i % 8 === 3 ? "Book a Demo" : "Get in Touch", page: path },
      screen,
    });
  }
  return JSON.stringify({
    kind: "pageview",
    path,
    ...(i % 5 === 0 ? { referrer: "www.google.com" } : {}),
    ...(i % 7 === 0 ? { utm: { source: "newsletter", campaign: "spring" } } : {}),
    screen,
  });
};

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
}
export type LoadResult = Pick<autocannon.Result, "requests" | "latency" | "non2xx">;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url, connections, duration } = JSON.parse(process.argv[2]!) as LoadOptions;
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/Analytics/Collect",
        setupRequest: (req) => ({
          ...req,
          headers: {
            "content-type": "text/plain",
            "user-agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i % 500}.0 Safari/537.36`,
          },
          body: beacon(i++),
        }),
      },
    ],
  });
  const { requests, latency, non2xx } = result;
  process.stdout.write(JSON.stringify({ requests, latency, non2xx } satisfies LoadResult));
}
