import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PublishState } from "~/contract/endpoints/site";
import { type SiteCompany, siteCompanyFrom } from "~/shared/site-company";
import { finishPages } from "../../../../scripts/finish-pages";
import type { Config } from "../../config";
import type { Background } from "../../platform/background";
import type { Clock } from "../../platform/clock";
import type { Log } from "../../platform/log";
import type { CompanySettingsStore } from "../settings";
import { coalesce, realSchedule, type Schedule } from "./coalesce";
import {
  buildIdOf,
  companyKey,
  folderName,
  PARTIAL,
  type PublishRecord,
  RECORD,
  publishedOf,
  pruneExcept,
  sitesDir,
} from "./folders";
import type { SitePublisher } from "./publisher-shape";
import { renderEntry, renderSite } from "./render";

export type { SitePublisher };

/** Saves this close together publish once. */
export const PUBLISH_WAIT_MS = 3_000;
/** A static host's build hook gets this long to answer. */
export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;

export interface PublisherDeps {
  config: Pick<Config, "buildDir" | "dataDir" | "siteDeployHookUrl">;
  log: Log;
  clock: Clock;
  background: Background;
  company: Pick<CompanySettingsStore, "current" | "view">;
  /** Serves the published folder (the site reads it into memory); called after the folder is complete. */
  onPublished: (dir: string) => void;
  /** How the wait between a save and its publish is timed (tests fire it by hand). */
  schedule?: Schedule;
}

export function createPublisher(deps: PublisherDeps): SitePublisher {
  const { config, log, company } = deps;
  const entry = renderEntry(config.buildDir);
  const build = entry ? buildIdOf(entry) : undefined;
  const latest = build ? publishedOf(config.dataDir, build)[0] : undefined;
  let served = latest?.dir;
  let stopped = false;
  let state: PublishState = latest
    ? {
        state: "idle",
        publishedAt: latest.record.publishedAt,
        pages: latest.record.pages,
        ms: latest.record.ms,
      }
    : { state: "idle", publishedAt: null, pages: null, ms: null };

  async function postDeployHook(url: string) {
    try {
      const answer = await fetch(url, {
        method: "POST",
        redirect: "error",
        signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS),
      });
      if (!answer.ok) log.warn({ status: answer.status }, "site deploy hook refused the call");
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, "site deploy hook not reached");
    }
  }

  async function publish(entry: string, build: string, siteCompany: SiteCompany, key: string) {
    const started = performance.now();
    const root = sitesDir(config.dataDir);
    const name = folderName(Date.now());
    const partial = join(root, PARTIAL + name);
    mkdirSync(partial, { recursive: true });
    try {
      const rendered = await renderSite(entry, partial, siteCompany);
      await finishPages(partial, rendered.postPaths);
      const ms = Math.round(performance.now() - started);
      const record: PublishRecord = {
        build,
        company: key,
        publishedAt: deps.clock().toISOString(),
        pages: rendered.pages,
        files: rendered.files,
        ms,
      };
      writeFileSync(join(partial, RECORD), JSON.stringify(record));
      const dir = join(root, name);
      renameSync(partial, dir);
      deps.onPublished(dir);
      const previous = served;
      served = dir;
      pruneExcept(config.dataDir, previous ? [dir, previous] : [dir]);
      state = { state: "idle", publishedAt: record.publishedAt, pages: record.pages, ms };
      log.info({ pages: record.pages, files: record.files, ms }, "site published");
    } catch (err) {
      rmSync(partial, { recursive: true, force: true });
      throw err;
    }
  }

  /** The company the served pages (or, without a render bundle, the static host's) were last made with. */
  let lastKey = latest?.record.company;

  async function run() {
    if (stopped) return;
    const siteCompany = siteCompanyFrom(company.current(), company.view().logoUrl);
    const key = companyKey(siteCompany);
    // A refresh may report a change the pages do not show (another order of the same fields).
    if (key === lastKey) return;
    if (config.siteDeployHookUrl) await postDeployHook(config.siteDeployHookUrl);
    if (!entry || !build) {
      lastKey = key;
      return;
    }
    state = { ...state, state: "publishing", error: undefined };
    try {
      await publish(entry, build, siteCompany, key);
      lastKey = key;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      state = { ...state, state: "failed", error: message };
      log.error({ err: message }, "site not published");
    }
  }

  const runner = coalesce(
    // The background list keeps shutdown waiting for a publish under way; `run` reports its own failures.
    () =>
      new Promise<void>((resolve) =>
        deps.background.later(Promise.resolve(), "publish the site", () => run().finally(resolve)),
      ),
    PUBLISH_WAIT_MS,
    deps.schedule ?? realSchedule,
  );

  return {
    initialDir: latest?.dir,
    state: () => {
      const { error, ...rest } = state;
      return rest.state === "failed" && error ? { ...rest, error } : rest;
    },
    request() {
      if (!stopped) runner.request();
    },
    start() {
      if (!entry) {
        // A static-host deployment: the pages are built there (the deploy hook asks for it).
        log.info(`publishing skipped: no render bundle in ${config.buildDir}`);
        lastKey = companyKey(siteCompanyFrom(company.current(), company.view().logoUrl));
        return;
      }
      // A new build serves its own pages: settings saved before it are published again at once.
      if (!latest && company.view().updatedAt !== null) runner.runNow();
    },
    settled: () => runner.settled(),
    stop() {
      stopped = true;
    },
  };
}
