import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch, type Send } from "../../../server/src/modules/booking/caldav/guarded-fetch";
import { refusedAddress, resolveChecked } from "../../../server/src/modules/booking/caldav/url-guard";
import { auth, json, type TestApp, withTestApp } from "../helpers";

const guarded = { guard: true, allowPrivate: false };
const selfHosted = { guard: true, allowPrivate: true };
const unguarded = { guard: false, allowPrivate: false };

describe("address guard", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["169.254.169.254", "link-local"],
    ["fe80::1", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.254", "benchmarking"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["64:ff9b::7f00:1", "NAT64 of 127.0.0.1"],
    ["64:ff9b:1::a9fe:a9fe", "local NAT64 of 169.254.169.254"],
    ["2002:a9fe:a9fe::", "6to4 of 169.254.169.254"],
    ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
  ])("refuses %s (%s) under the guard, even with CALDAV_ALLOW_PRIVATE", (address) => {
    expect(refusedAddress(address, guarded)).toMatch(/loopback, link-local or reserved/);
    expect(refusedAddress(address, selfHosted)).toMatch(/loopback, link-local or reserved/);
    expect(refusedAddress(address, unguarded)).toBeNull();
  });

  it.each([
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "100.64.0.1",
    "fd12::1",
    "::ffff:10.0.0.1",
  ])("refuses the private %s under the guard unless CALDAV_ALLOW_PRIVATE", (address) => {
    expect(refusedAddress(address, guarded)).toBe("a private address");
    expect(refusedAddress(address, selfHosted)).toBeNull();
    expect(refusedAddress(address, unguarded)).toBeNull();
  });

  it.each(["93.184.216.34", "172.32.0.1", "100.128.0.1", "198.20.0.1", "192.0.1.1", "2606:4700::1111"])(
    "allows the public %s",
    (address) => {
      expect(refusedAddress(address, guarded)).toBeNull();
    },
  );

  it("refuses a name when any of its addresses is refused", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 as const },
      { address: "10.0.0.7", family: 4 as const },
    ];
    await expect(resolveChecked("mixed.example", guarded, resolve)).rejects.toThrow(/private address/);
    await expect(resolveChecked("mixed.example", selfHosted, resolve)).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
  });
});

/** A fake network: public names, and hops recorded (the guard must stop before a refused one is sent). */
function fakeNetwork(answers: Record<string, Response | (() => Response)>) {
  const sent: string[] = [];
  const send: Send = async ({ url, address }) => {
    sent.push(`${url.href} @${address.address}`);
    const a = answers[url.href];
    if (!a) return new Response("not found", { status: 404 });
    return typeof a === "function" ? a() : a.clone();
  };
  const resolve = async (host: string) => {
    const table: Record<string, string> = {
      "cal.example": "93.184.216.34",
      "other.example": "93.184.216.35",
      "inside.example": "192.168.0.10",
    };
    const address = table[host];
    if (!address) throw new Error(`unknown host ${host}`);
    return [{ address, family: 4 as const }];
  };
  return { sent, send, resolve };
}
const redirect = (to: string, status = 302) => new Response(null, { status, headers: { location: to } });

describe("guarded fetch with the guard on", () => {
  it("requires https", async () => {
    const net = fakeNetwork({});
    const f = guardedFetch({ ...guarded, ...net });
    await expect(f("http://cal.example/dav/")).rejects.toThrow(/https/);
    expect(net.sent).toEqual([]);
  });

  it("refuses a redirect to a private, loopback or metadata address and never sends to it", async () => {
    for (const target of [
      "https://inside.example/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest/",
    ]) {
      const net = fakeNetwork({ "https://cal.example/dav/": redirect(target, 307) });
      const f = guardedFetch({ ...guarded, ...net });
      await expect(f("https://cal.example/dav/")).rejects.toThrow(/resolves to/);
      expect(net.sent).toEqual(["https://cal.example/dav/ @93.184.216.34"]);
    }
  });

  it("refuses a redirect to http", async () => {
    const net = fakeNetwork({ "https://cal.example/dav/": redirect("http://cal.example/dav/") });
    await expect(guardedFetch({ ...guarded, ...net })("https://cal.example/dav/")).rejects.toThrow(/https/);
  });

  it("follows at most three redirects, and keeps the password on the same origin only", async () => {
    const headersSeen: Record<string, string | undefined> = {};
    const net = fakeNetwork({
      "https://cal.example/a": redirect("/b"),
      "https://cal.example/b": redirect("https://other.example/c"),
      "https://other.example/c": redirect("https://other.example/d"),
      "https://other.example/d": () => new Response("ok"),
    });
    const send: Send = async (hop) => {
      headersSeen[hop.url.pathname] = hop.headers.authorization;
      return net.send(hop);
    };
    const f = guardedFetch({ ...guarded, ...net, send });
    const res = await f("https://cal.example/a", { headers: { authorization: "Basic secret" } });
    expect(await res.text()).toBe("ok");
    expect(headersSeen).toEqual({
      "/a": "Basic secret",
      "/b": "Basic secret",
      "/c": undefined,
      "/d": undefined,
    });

    const loop = fakeNetwork({
      "https://cal.example/1": redirect("/2"),
      "https://cal.example/2": redirect("/3"),
      "https://cal.example/3": redirect("/4"),
      "https://cal.example/4": redirect("/5"),
    });
    await expect(guardedFetch({ ...guarded, ...loop })("https://cal.example/1")).rejects.toThrow(
      /redirects too many times/,
    );
    expect(loop.sent).toHaveLength(4);
  });

  it("allows a private address with CALDAV_ALLOW_PRIVATE", async () => {
    const net = fakeNetwork({ "https://inside.example/dav/": new Response("ok") });
    const res = await guardedFetch({ ...selfHosted, ...net })("https://inside.example/dav/");
    expect(res.status).toBe(200);
  });
});

describe("guarded fetch over a real socket (the guard off)", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/big") {
        res.write(Buffer.alloc(64 * 1024, 97));
        res.end(Buffer.alloc(64 * 1024, 97));
      } else if (req.url === "/hang") {
        res.writeHead(200);
        res.write("partial"); // never ends
      } else if (req.url === "/moved") {
        res.writeHead(301, { location: "/here" }).end();
      } else res.end(`${req.method} ${req.url}`);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("allows http and loopback with the guard off, following a redirect", async () => {
    const res = await guardedFetch(unguarded)(`${origin}/moved`, { method: "PROPFIND" });
    expect(await res.text()).toBe("PROPFIND /here");
  });

  it("refuses the same loopback server with the guard on", async () => {
    await expect(guardedFetch(guarded)(`${origin.replace("http:", "https:")}/x`)).rejects.toThrow(/loopback/);
  });

  it("caps the answer's size", async () => {
    await expect(guardedFetch({ ...unguarded, maxBytes: 100 * 1024 })(`${origin}/big`)).rejects.toThrow(
      /too large/,
    );
    const res = await guardedFetch({ ...unguarded, maxBytes: 200 * 1024 })(`${origin}/big`);
    expect((await res.arrayBuffer()).byteLength).toBe(128 * 1024);
  });

  it("caps the answer's time", async () => {
    await expect(guardedFetch({ ...unguarded, timeoutMs: 200 })(`${origin}/hang`)).rejects.toThrow(
      /did not answer in time/,
    );
  });
});

describe("the guard's own setting", () => {
  const connect = async (t: TestApp, url: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/Staff/Availability/Calendar",
      headers: auth(await t.token()),
      payload: { url, username: "me", password: "secret" },
    });

  it("is on outside production too: http and this machine's addresses are refused", async () => {
    await withTestApp({ NODE_ENV: "development", LOG_LEVEL: "warn" }, async (t) => {
      const http = await connect(t, "http://127.0.0.1:5232/me/work/");
      expect(http.statusCode).toBe(400);
      expect(json(http).message).toMatch(/must start with https/);
      const loopback = await connect(t, "https://127.0.0.1:5232/me/work/");
      expect(loopback.statusCode).toBe(400);
      expect(json(loopback).message).toMatch(/could not be reached/);
    });
  });

  it("CALDAV_URL_GUARD=0 turns it off: the same URL is tried (and here finds nothing listening)", async () => {
    await withTestApp({ NODE_ENV: "development", LOG_LEVEL: "warn", CALDAV_URL_GUARD: "0" }, async (t) => {
      const res = await connect(t, "http://127.0.0.1:9/me/work/");
      expect(res.statusCode).toBe(400);
      expect(json(res).message).not.toMatch(/must start with https/);
    });
  });
});
