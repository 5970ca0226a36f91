// A Chromium driven over its DevTools pipe with no domain enabled but those a caller sends. Playwright
// and Lighthouse enable the Runtime domain on every page, and with it V8 records a detailed stack for
// every Error made (decision 57): React DOM makes its sentinel errors as its module loads, which costs
// a re-parse of its whole module on that page, a cost no visitor's browser pays.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumArgs } from "../e2e/chromium";

type Params = Record<string, unknown>;

export interface PipeBrowser {
  /** Sends one command (to a page when `sessionId` is given) and resolves with its result. */
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>;
  close(): Promise<void>;
}

export async function launchOverPipe(chromePath: string): Promise<PipeBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child = spawn(
    chromePath,
    [
      "--headless=new",
      ...chromiumArgs,
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let buffered = "";
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        result?: never;
        error?: { message: string };
      };
      buffered = buffered.slice(end + 1);
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter) continue;
      pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result!);
    }
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => {
    for (const waiter of pending.values()) waiter.reject(new Error("Chromium exited"));
    pending.clear();
  });
  return {
    send<T>(method: string, params: Params = {}, sessionId?: string) {
      const id = ++nextId;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: never) => void, reject });
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      });
    },
    async close() {
      // Browser.close lets Chromium stop its helper processes, which a kill would leave writing.
      toBrowser.write(`${JSON.stringify({ id: ++nextId, method: "Browser.close" })}\0`);
      const killed = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killed);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
