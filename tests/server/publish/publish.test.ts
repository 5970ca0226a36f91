import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanySettingsView } from "~/contract/company-settings";
import { coalesce, type Schedule } from "../../../server/src/modules/publish";
import { loadConfig } from "../../../server/src/config";
import { loadBuiltSite } from "../../../server/src/site/site";
import { auth, json, startTestApp, type TestApp, writeFakeBuild } from "../helpers";

// Publishing the public pages after a settings save (decision 72): saves close together publish once,
// never two runs at once, a server without a render bundle skips it, and a published folder's pages
// replace the build's with their own CSP.

/** A schedule the test fires by hand: each pending timer, in order. */
function handSchedule() {
  const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const timer = { fn, ms, cancelled: false };
    pending.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const live = () => pending.filter((t) => !t.cancelled);
  const fire = () => {
    const due = live();
    pending.length = 0;
    for (const t of due) t.fn();
  };
  return { schedule, live, fire };
}

/** A run that stays open until the test ends it. */
function heldRuns() {
  let active = 0;
  let most = 0;
  const ends: (() => void)[] = [];
  const run = () => {
    active += 1;
    most = Math.max(most, active);
    return new Promise<void>((resolve) =>
      ends.push(() => {
        active -= 1;
        resolve();
      }),
    );
  };
  return { run, started: () => ends.length, most: () => most, end: (i: number) => ends[i]!() };
}

describe("saves close together", () => {
  it("publish once, after the wait that follows the last save", async () => {
    const timers = handSchedule();
    const runs = heldRuns();
    const runner = coalesce(runs.run, 3_000, timers.schedule);
    runner.request();
    runner.request();
    runner.request();
    expect(timers.live()).toHaveLength(1);
    expect(timers.live()[0]!.ms).toBe(3_000);
    expect(runs.started()).toBe(0);
    timers.fire();
    expect(runs.started()).toBe(1);
    runs.end(0);
    await runner.settled();
    expect(runs.started()).toBe(1);
  });

  it("never run twice at once: a save during a run gets one more run after it", async () => {
    const timers = handSchedule();
    const runs = heldRuns();
    const runner = coalesce(runs.run, 3_000, timers.schedule);
    runner.request();
    timers.fire();
    expect(runs.started()).toBe(1);
    // Saves while the first run is under way: their wait ends, but no second run starts beside it.
    runner.request();
    runner.request();
    timers.fire();
    runner.runNow();
    expect(runs.started()).toBe(1);
    let settled = false;
    void runner.settled().then(() => (settled = true));
    runs.end(0);
    // The first run ended: the later saves get their run after another wait.
    await expect.poll(() => timers.live()).toHaveLength(1);
    expect(settled).toBe(false);
    timers.fire();
    expect(runs.started()).toBe(2);
    runs.end(1);
    await runner.settled();
    expect(runs.most()).toBe(1);
    expect(runs.started()).toBe(2);
  });

  it("a failed run does not stop the next", async () => {
    const timers = handSchedule();
    let calls = 0;
    const runner = coalesce(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("render failed");
      },
      3_000,
      timers.schedule,
    );
    runner.request();
    timers.fire();
    await runner.settled();
    runner.request();
    timers.fire();
    await runner.settled();
    expect(calls).toBe(2);
  });
});

describe("a server without a render bundle", () => {
  let t: TestApp;
  let hook: Server;
  const hookCalls: string[] = [];
  const timers = handSchedule();

  beforeAll(async () => {
    hook = createServer((req, res) => {
      hookCalls.push(req.method ?? "");
      res.end("ok");
    });
    await new Promise<void>((done) => hook.listen(0, "127.0.0.1", done));
    const { port } = hook.address() as AddressInfo;
    t = await startTestApp(
      { SITE_DEPLOY_HOOK_URL: `http://127.0.0.1:${port}/build` },
      { publishSchedule: timers.schedule },
    );
  });
  afterAll(async () => {
    await t?.close();
    hook?.close();
  });

  it("says once that publishing is skipped, answers the state to owners only, and posts the deploy hook after a save", async () => {
    expect(t.logs.filter((l) => l.includes("publishing skipped: no render bundle"))).toHaveLength(1);
    const state = async () =>
      t.app.inject({ method: "GET", url: "/api/Site/Publish", headers: auth(await t.token()) });
    expect((await t.app.inject({ method: "GET", url: "/api/Site/Publish" })).statusCode).toBe(401);
    const before = await state();
    expect(before.statusCode).toBe(200);
    expect(json(before).data).toEqual({ state: "idle", publishedAt: null, pages: null, ms: null });

    const view = json(
      await t.app.inject({ method: "GET", url: "/api/Settings/Company", headers: auth(await t.token()) }),
    ).data as CompanySettingsView;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/Settings/Company",
      headers: auth(await t.token()),
      payload: { ...view.settings, name: "Hooked Works", phone: "98310 12345", whatsapp: "98310 55555" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(timers.live()).toHaveLength(1);
    expect(hookCalls).toEqual([]);
    timers.fire();
    await t.app.appContext.publisher.settled();
    await t.idle();
    expect(hookCalls).toEqual(["POST"]);
    // Nothing was rendered: the build's pages are still served, and no published folder was made.
    expect(json(await state()).data).toMatchObject({ state: "idle", publishedAt: null });
    expect(t.logs.filter((l) => l.includes("publishing skipped"))).toHaveLength(1);
    const about = await t.app.inject({ method: "GET", url: "/about" });
    expect(about.body).toContain("<title>About</title>");
  });
});

describe("a published folder", () => {
  it("replaces the build's pages and files, with a CSP computed from the published HTML", () => {
    const dir = mkdtempSync(join(tmpdir(), "publish-site-"));
    writeFakeBuild(join(dir, "build"));
    const published = join(dir, "site", "000001700000000");
    mkdirSync(join(published, "about"), { recursive: true });
    writeFileSync(
      join(published, "about", "index.html"),
      `<!DOCTYPE html><html><head><title>About | Renamed</title><script>window.renamed=1</script></head><body></body></html>`,
    );
    writeFileSync(join(published, "robots.txt"), "User-agent: renamed\n");
    writeFileSync(join(published, "publish.json"), "{}");
    const config = loadConfig({ NODE_ENV: "test", BUILD_DIR: join(dir, "build"), DATA_DIR: dir });
    const built = loadBuiltSite(config)!;
    const site = loadBuiltSite(config, published)!;
    expect(site.pages.get("/about")!.html).toContain("About | Renamed");
    expect(site.pages.get("/about")!.csp).not.toBe(built.pages.get("/about")!.csp);
    expect(site.pages.get("/")!.html).toBe(built.pages.get("/")!.html);
    expect(site.files.get("/robots.txt")!.path).toBe(join(published, "robots.txt"));
    expect(site.files.get("/assets/entry-abc123.js")!.path).toBe(
      built.files.get("/assets/entry-abc123.js")!.path,
    );
    expect(site.files.has("/publish.json")).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
