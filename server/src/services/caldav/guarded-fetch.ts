import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { bareHost, CalendarUrlError, checkUrl, type GuardPolicy, resolveChecked } from "./url-guard";

export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
export const ANSWER_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

export interface GuardOptions extends GuardPolicy {
  maxBytes?: number;
  timeoutMs?: number;
}

/** The address of a checked name, for the socket: the connection goes where the check looked. */
const pinnedLookup =
  (policy: GuardPolicy): LookupFunction =>
  (hostname, options, callback) => {
    resolveChecked(hostname, policy).then(
      ({ address, family }) => {
        if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, "", 4),
    );
  };

function headerRecord(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/** One request, no redirect following, the answer read into memory up to the cap. */
async function requestOnce(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  options: Required<Pick<GuardOptions, "maxBytes">> & GuardPolicy,
  signal: AbortSignal,
): Promise<Response> {
  checkUrl(url, options);
  const host = bareHost(url);
  // An IP literal skips the resolver, so it is checked here; names are checked when connecting.
  if (isIP(host)) await resolveChecked(host, options);
  const lib = url.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const req = lib.request(
      url,
      { method, headers, signal, lookup: pinnedLookup(options), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            req.destroy(new CalendarUrlError("The calendar's answer is too large."));
            return;
          }
          chunks.push(chunk);
        });
        res.on("error", reject);
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, one);
          const status = res.statusCode ?? 502;
          const empty = status === 204 || status === 304 || method === "HEAD";
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: out }));
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A `fetch` for calendar calls (tsdav takes one): each hop's scheme and every resolved address are
 * checked, the socket connects to the checked address, redirects are followed by hand (at most three,
 * each checked again, the password kept only on the same origin), and the answer is capped in size
 * and time.
 */
export function guardedFetch(options: GuardOptions): typeof fetch {
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  const timeoutMs = options.timeoutMs ?? ANSWER_TIMEOUT_MS;
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init?.method ?? "GET").toUpperCase();
    let headers = headerRecord(init);
    let body = typeof init?.body === "string" ? init.body : undefined;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let hop = 0; ; hop++) {
        const res = await requestOnce(url, method, headers, body, { ...options, maxBytes }, signal);
        const location = res.headers.get("location");
        if (![301, 302, 303, 307, 308].includes(res.status) || !location) return res;
        // tsdav's discovery reads the Location itself, then asks again through this fetch.
        if (init?.redirect === "manual") return res;
        if (hop >= MAX_REDIRECTS) throw new CalendarUrlError("The calendar redirects too many times.");
        const next = new URL(location, url);
        if (next.origin !== url.origin) headers = dropAuthorization(headers);
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === "POST")) {
          method = "GET";
          body = undefined;
        }
        url = next;
      }
    } catch (err) {
      if (signal.aborted) throw new CalendarUrlError("The calendar did not answer in time.");
      throw err;
    }
  };
}

function dropAuthorization(headers: Record<string, string>): Record<string, string> {
  const { authorization: _dropped, ...rest } = headers;
  return rest;
}
