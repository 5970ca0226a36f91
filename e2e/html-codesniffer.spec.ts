// HTML_CodeSniffer (WCAG 2 AA), a rule set other than axe's, on every public page and the staff screens,
// in light and dark mode: 0 errors. Warnings and notices ask for a person's judgement and are not counted.
import { createRequire } from "node:module";
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eAdmin, expect, test } from "./fixtures";
import { adminList, liveConsentBanner, switchToDark } from "./flows";
import { pagePaths } from "../src/content/site-map";
import { adminPaths, leadPagePath, LOGIN_PATH, RESCHEDULE_PATH } from "../src/shared/paths";
import { budget } from "./machine";

const htmlcsScript = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

interface Screen {
  name: string;
  /** The path, or how to reach it when it needs a record (a lead's page). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** Opened with the e2e admin's session. */
  staff?: boolean;
  /** Resolves once the screen shows its content (data loaded, app hydrated). */
  ready: (page: Page) => Promise<void>;
}

// Screens wait on the API, which a busy shared machine answers slowly.
const loaded = { timeout: budget(30_000) };

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole("heading", { name, level: 1 })).toBeVisible(loaded);

/** A public page is hydrated once the consent banner is React's (flows: liveConsentBanner). */
const hydrated = async (page: Page) => {
  await expect(page.locator("h1")).toHaveCount(1, loaded);
  await expect(liveConsentBanner(page)).toBeVisible(loaded);
};

/** A contact message of this run's own, and its lead page. */
async function leadPage(request: APIRequestContext): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `htmlcs.${tag}@example.com`;
  const data = { name: `Sniffer E2E ${tag}`, email, phone: "", message: "Checking the lead page." };
  expect((await request.post("/api/v1/Contact/ContactUsMailSend", { data })).ok()).toBe(true);
  const [lead] = (await adminList<{ _id: string }>(request, "/api/v1/Contact/GetAll", { search: email }))
    .data;
  return leadPagePath("contact", lead!._id);
}

// Every screen both engines check: add a screen here and it is scanned in light and dark mode.
const screens: Screen[] = [
  ...pagePaths().map((path): Screen => ({ name: path, path, ready: hydrated })),
  { name: "sign-in", path: LOGIN_PATH, ready: heading("Admin Login") },
  {
    name: "lead",
    path: leadPage,
    staff: true,
    ready: (page) =>
      expect(page.getByRole("heading", { name: /^Sniffer E2E /, level: 1 })).toBeVisible(loaded),
  },
  {
    name: "team",
    path: adminPaths.team,
    staff: true,
    ready: (page) =>
      expect(page.getByRole("region", { name: "Team members" })).toContainText(e2eAdmin.email, loaded),
  },
  {
    name: "analytics",
    path: adminPaths.analytics,
    staff: true,
    ready: (page) =>
      expect(page.getByRole("list", { name: "Totals" }).getByRole("listitem").first()).toBeVisible(loaded),
  },
  {
    name: "availability",
    path: adminPaths.availability,
    staff: true,
    ready: (page) => expect(page.getByRole("textbox", { name: "CalDAV URL" })).toBeVisible(loaded),
  },
  {
    name: "agenda",
    path: adminPaths.agenda,
    staff: true,
    ready: (page) => expect(page.getByText("Loading agenda...")).toHaveCount(0, loaded),
  },
  {
    name: "account",
    path: adminPaths.account,
    staff: true,
    ready: (page) =>
      expect(page.getByRole("list", { name: "Your sessions" }).getByRole("listitem").first()).toBeVisible(
        loaded,
      ),
  },
  {
    name: "booking picker",
    path: "/demo",
    // The picker loads when it comes into view; its times are what is checked.
    ready: async (page) => {
      await hydrated(page);
      await page.getByRole("group", { name: "Pick a time" }).scrollIntoViewIfNeeded();
      await expect(
        page
          .getByRole("group", { name: /^Times on / })
          .getByRole("radio")
          .first(),
      ).toBeAttached(loaded);
    },
  },
  {
    name: "reschedule",
    path: RESCHEDULE_PATH,
    // Without a token in the fragment the page settles on its refusal.
    ready: (page) => expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible(loaded),
  },
];

/** Runs HTML_CodeSniffer's WCAG 2 AA standard on the page; its errors (type 1), each with the element. */
async function sniff(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: htmlcsScript });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const w = window as unknown as {
          HTMLCS: {
            process(
              standard: string,
              root: Document,
              done: () => void,
              failed: () => void,
              lang: string,
            ): void;
            getMessages(): { type: number; code: string; msg: string; element: Element | Document }[];
          };
        };
        // HTMLCS 2.5 asks for its H98 error texts as "InvalidAutoComplete_…" but ships them as
        // "InvalidAutocomplete_…", so reporting an H98 error threw: give the texts the asked-for names.
        const texts = (window as unknown as { translation?: Record<string, Record<string, string>> })
          .translation;
        for (const lang of Object.values(texts ?? {}))
          for (const [key, text] of Object.entries(lang))
            if (key.includes(".InvalidAutocomplete_"))
              lang[key.replace(".InvalidAutocomplete_", ".InvalidAutoComplete_")] = text;
        w.HTMLCS.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              w.HTMLCS.getMessages()
                .filter((m) => m.type === 1)
                .map((m) => {
                  const el = m.element instanceof Element ? m.element.outerHTML.slice(0, 160) : "document";
                  return `${m.code}: ${m.msg} ${el}`;
                }),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
          // Its messages are looked up by language: without one, some of them throw.
          "en",
        );
      }),
  );
}

test.describe("HTML_CodeSniffer WCAG 2 AA, light and dark mode", () => {
  // The checker is injected as an inline script, which the pages' CSP (rightly) refuses.
  // Without motion, colour transitions end at once, so no colour is read halfway between the themes.
  test.use({ bypassCSP: true, colorScheme: "light", reducedMotion: "reduce" });

  for (const screen of screens) {
    test(`${screen.name} has no errors`, async ({ page, request }) => {
      if (screen.staff) {
        // Signed in through the browser's own cookie store (the refresh cookie), with the tab's flag set:
        // the admin screen renews its in-memory token as after a reload.
        expect((await page.request.post("/api/Auth/Login", { data: e2eAdmin })).ok()).toBe(true);
        await page.addInitScript((email) => {
          sessionStorage.setItem("email", email);
          sessionStorage.setItem("isLoggedIn", "true");
        }, e2eAdmin.email);
      }
      await page.goto(typeof screen.path === "string" ? screen.path : await screen.path(request));
      await screen.ready(page);
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      expect(await sniff(page), `light mode errors on ${page.url()}`).toEqual([]);

      // Dark mode changes colours only: the system preference turns dark, and the `dark` class the boot
      // script would have set goes on, as in public-pages.spec.ts.
      await page.emulateMedia({ colorScheme: "dark" });
      await switchToDark(page);
      expect(await sniff(page), `dark mode errors on ${page.url()}`).toEqual([]);
    });
  }
});
