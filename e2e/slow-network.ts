import { expect, type Page, type Route } from "@playwright/test";

const SCRIPT = /\/assets\/[^?]+\.js(\?|$)/;

/**
 * Holds the scripts the page asks for from now on (those matching `only`, else all: its lazy parts, a
 * form's checks, the API client) until `release`, as a slow phone network would, so a test can act while
 * they are on their way.
 */
export async function holdScripts(page: Page, only: RegExp = SCRIPT) {
  const held: Route[] = [];
  let open = false;
  await page.route(SCRIPT, (route) =>
    open || !only.test(route.request().url()) ? route.continue() : void held.push(route),
  );
  return {
    /** How many scripts wait now. */
    count: () => held.length,
    /** Lets the held scripts and every later one through, then waits until the page has run them. */
    async release() {
      open = true;
      const urls = held.map((r) => r.request().url());
      await Promise.all(held.splice(0).map((r) => r.continue()));
      await scriptsRun(page, urls);
    },
  };
}

/**
 * Waits until the page has run these scripts and what their arrival started: importing them again
 * settles only after the page's own imports of them, and a task later every promise chain they resumed
 * (checks, then a call) has run.
 */
export async function scriptsRun(page: Page, urls: string[]): Promise<void> {
  await page.evaluate(async (all) => {
    await Promise.all(all.map((url) => import(/* @vite-ignore */ url)));
    await new Promise((done) => setTimeout(done));
  }, urls);
}

/** Waits until the page has fetched a script for each pattern, then until it has run them (`scriptsRun`). */
export async function lazyScriptsRun(page: Page, patterns: RegExp[]): Promise<void> {
  const loaded = () => page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  await expect
    .poll(async () => {
      const names = await loaded();
      return patterns.filter((p) => !names.some((n) => p.test(n))).map(String);
    })
    .toEqual([]);
  const names = await loaded();
  await scriptsRun(
    page,
    names.filter((n) => patterns.some((p) => p.test(n))),
  );
}

/**
 * Counts, inside the page, the calls it starts to an API path (counted when axios opens them, so none
 * is missed for arriving late at the test). Set before the page loads.
 */
export async function countCalls(page: Page, path: string): Promise<() => Promise<number>> {
  await page.addInitScript((part) => {
    const w = window as unknown as { __calls: number };
    w.__calls = 0;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: [string, string | URL]) {
      if (String(args[1]).includes(part)) w.__calls++;
      return open.apply(this, args as unknown as Parameters<typeof open>);
    } as typeof open;
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      if ((input instanceof Request ? input.url : String(input)).includes(part)) w.__calls++;
      return fetch(input, init);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { __calls: number }).__calls);
}
