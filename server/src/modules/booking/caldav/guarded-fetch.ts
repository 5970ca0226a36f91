import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import {
  bareHost,
  CalendarUrlError,
  checkUrl,
  type GuardPolicy,
  type ResolvedAddress,
  type Resolver,
  resolveChecked,
} from "./url-guard";

export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
export const ANSWER_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

/** One hop: the request to `url`, connected to `address` (already checked), answer read whole. */
export type Send = (hop: {
  url: URL;
  address: ResolvedAddress;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  maxBytes: number;
  signal: AbortSignal;
}) => Promise<Response>;

export interface GuardOptions extends GuardPolicy {
  maxBytes?: number;
  timeoutMs?: number;
  /** Name resolution (the system's by default). */
  resolve?: Resolver;
  /** The hop itself (HTTP or HTTPS by default); tests of the redirect checks replace it. */
  send?: Send;
}

/** The socket connects to the address that was checked, not to a second answer of the resolver. */
const pinned =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

const httpSend: Send = ({ url, address, method, headers, body, maxBytes, signal }) => {
  const lib = url.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const req = lib.request(
      url,
      { method, headers, signal, lookup: pinned(address), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) req.destroy(new CalendarUrlError("The calendar's answer is too large."));
          else chunks.push(chunk);
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
};

function dropAuthorization(headers: Record<string, string>): Record<string, string> {
  const { authorization: _dropped, ...rest } = headers;
  return rest;
}

/**
 * A `fetch` for calendar calls (tsdav takes one): each hop's scheme and every address its host
 * resolves to are checked, the socket connects to the checked address, redirects are followed by hand
 * (at most three, each checked the same way, the password kept only on the same origin), and the
 * answer is capped in size and time.
 */
export function guardedFetch(options: GuardOptions): typeof fetch {
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  const timeoutMs = options.timeoutMs ?? ANSWER_TIMEOUT_MS;
  const send = options.send ?? httpSend;
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init?.method ?? "GET").toUpperCase();
    let headers = Object.fromEntries(new Headers(init?.headers).entries());
    let body = typeof init?.body === "string" ? init.body : undefined;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let hop = 0; ; hop++) {
        checkUrl(url, options);
        const address = await resolveChecked(bareHost(url), options, options.resolve);
        const res = await send({ url, address, method, headers, body, maxBytes, signal });
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
