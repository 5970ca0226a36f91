import type { Page, Request } from "@playwright/test";
import { regions } from "../src/content/regions";
import { TYPE_STEP_MS, typingCycle } from "../src/features/home/typewriter";
import { expect, expectNoA11yViolations, test } from "./fixtures";
import { pageHydrated, settled } from "./flows";
import { budget } from "./machine";

// build:e2e sets VITE_CHAT_WIDGET_SRC=/e2e-chat-widget.js and VITE_GA_MEASUREMENT_ID=G-E2ETEST0000;
// VITE_SITE_URL is left at its default.
const SITE = "https://www.example.com";
const GA = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** The hero's words, as the spec gives them. */
const heroWords = ["Designers", "Developers", "Creators", "Visionaries"];

const main = (page: Page) => page.getByRole("navigation", { name: "Main" });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const consent = (page: Page) => page.getByRole("region", { name: "Cookies and analytics" });

/** Answers the chat script and GA with stubs (no network) and records the requests. */
async function stubThirdParties(page: Page) {
  const chat: Request[] = [];
  const ga: Request[] = [];
  await page.route("**/e2e-chat-widget.js", (route) => {
    chat.push(route.request());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.__chatLoads = (window.__chatLoads || 0) + 1;",
    });
  });
  await page.route(GA, (route) => {
    ga.push(route.request());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  // Accepting also records the visit; answered here so these tests leave the shared database alone
  // (visitor-tracking.spec.ts counts the records).
  await page.route("**/api/IpAddress/TrackVisitor", (route) =>
    route.fulfill({ json: { isSuccess: true, message: "Visitor tracked." } }),
  );
  return { chat, ga };
}

/** Holds back the site's script files, so the page stays as prerendered; call the result to let them load. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The hero's typed text as painted: its letters and separators that are shown. */
const typedText = (page: Page) =>
  page.getByTestId("typed-word").evaluate((el) =>
    [...el.querySelectorAll(".tw, .typed-sep")]
      .filter((part) => {
        const style = getComputedStyle(part);
        return style.visibility === "visible" && style.display !== "none";
      })
      .map((part) => part.textContent)
      .join(""),
  );

test.describe("home page", () => {
  test("typed hero cycles from Designers to Developers; CTAs go to /contact and /ai", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(h1(page)).toContainText("Designers, Developers, Creators, Visionaries");
    await expect.poll(() => typedText(page)).toBe("Designers");
    await pageHydrated(page);
    // The typing is a timer: no animation restyles the page on every frame.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    // Stop the page's clock, then move it a step (150 ms) at a time through one whole cycle: what is
    // painted after each step must follow the model's steps, from wherever the cycle was.
    // (A moment far enough ahead that the page's clock has not passed it by the time this arrives.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + budget(2000));
    const model = typingCycle(heroWords).map((s) => heroWords[s.word]!.slice(0, s.chars));
    const painted: string[] = [];
    for (let i = 0; i < model.length; i++) {
      await page.clock.runFor(TYPE_STEP_MS);
      painted.push(await typedText(page));
    }
    const offset = model.findIndex((_, k) =>
      painted.every((text, i) => text === model[(k + i) % model.length]),
    );
    expect(offset, `painted: ${painted.join(" | ")}`).toBeGreaterThanOrEqual(0);
    await page.clock.resume();
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute("href", "/ai");
    await expectNoA11yViolations(page);
  });

  test("with reduced motion the hero shows every word without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect.poll(() => typedText(page)).toBe("Designers · Developers · Creators · Visionaries");
    const word = page.getByTestId("typed-word");
    expect(await word.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  });
});

test.describe("desktop navigation", () => {
  test("dropdowns open by click, close on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    const services = main(page).getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const entries = main(page).getByRole("link", { name: "Website Development" });
    await expect(entries).toBeVisible();
    await expectNoA11yViolations(page);

    await h1(page).click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(entries).toBeHidden();

    await services.click();
    await expect(entries).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(entries).toBeHidden();
    await expect(services).toBeFocused();

    const platform = main(page).getByRole("button", { name: "Platform" });
    await platform.click();
    await main(page).getByRole("link", { name: "KPI Extract" }).click();
    await expect(page).toHaveURL(/\/platform\/kpi-extract$/);
    await expect(platform).toHaveAttribute("aria-expanded", "false");
    await expectNoA11yViolations(page);
  });

  test("dropdowns work from the keyboard", async ({ page }) => {
    await page.goto("/about");
    await pageHydrated(page);
    const services = main(page).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");

    await page.keyboard.press("ArrowDown");
    await expect(main(page).getByRole("link", { name: "AI & Data Science" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(main(page).getByRole("link", { name: "Website Development" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(main(page).getByRole("link", { name: "Social Media Management" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(main(page).getByRole("link", { name: "App Development" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/service\/app$/);
    await expect(h1(page)).toBeVisible();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expectNoA11yViolations(page);
  });

  // Their order is the site test's subject (tests/site/layout/navigation.test.tsx); here, that each one works.
  test("every top-level link is reachable in the built site", async ({ page }) => {
    await page.goto("/");
    for (const [name, path] of [
      ["Pricing", "/pricing"],
      ["Contact us", "/contact"],
      ["Demo", "/demo"],
      ["About Us", "/about"],
      ["Insights", "/insights"],
    ] as const) {
      await main(page).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page)).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("toggles with aria-expanded, closes on navigation and on Escape", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    await expect(main(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "KPI Extract" })).toBeVisible();
    await expectNoA11yViolations(page);

    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Nothing overflows sideways at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// Each region page itself is checked with the public pages (public-pages.spec.ts).
test.describe("region pages", () => {
  test("/Kolkata works too and lands on the lower-case address", async ({ page }) => {
    const kolkata = regions.find((r) => r.slug === "kolkata")!;
    const res = await page.goto("/Kolkata");
    expect(res?.status()).toBe(200);
    await expect(h1(page)).toHaveText(kolkata.h1);
    await expect(page).toHaveURL(/\/kolkata$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/kolkata`);
  });
});

test.describe("not found", () => {
  // The browser logs the server's (intended) 404 status of the document itself.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown region slug shows '404 - State Not Found'", async ({ page }) => {
    const res = await page.goto("/goa");
    expect(res?.status()).toBe(404);
    await expect(h1(page)).toHaveText("404 - State Not Found");
    await expectNoA11yViolations(page);
  });

  test("any other path shows 'Page Not Found' with HTTP 404 and a way home", async ({ page }) => {
    const res = await page.goto("/a/b/c");
    expect(res?.status()).toBe(404);
    await expect(h1(page)).toHaveText("Page Not Found");
    await expect(page).toHaveTitle("Page Not Found");
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toContainText("Designers");
  });
});

test.describe("third-party scripts", () => {
  test("the chat script is injected once across three navigations", async ({ page }) => {
    const { chat } = await stubThirdParties(page);
    await page.goto("/");
    await settled(page);
    await expect.poll(() => chat.length).toBe(1);
    for (const name of ["Pricing", "Contact us", "About Us"]) {
      await main(page).getByRole("link", { name, exact: true }).click();
      await expect(h1(page)).toBeVisible();
      await settled(page);
    }
    expect(chat).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads)).toBe(1);
    expect(await page.locator("script[data-chat-widget]").count()).toBe(1);
    await expectNoA11yViolations(page);
  });

  test("no analytics request before Accept; GA4 loads after Accept", async ({ page }) => {
    const { ga } = await stubThirdParties(page);
    await page.goto("/");
    await settled(page);
    for (const name of ["Pricing", "About Us"]) {
      await main(page).getByRole("link", { name, exact: true }).click();
      await settled(page);
    }
    expect(ga.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);

    await consent(page).getByRole("button", { name: "Accept" }).click();
    await expect(consent(page)).toBeHidden();
    await expect.poll(() => ga.map((r) => r.url()).join(" ")).toContain("id=G-E2ETEST0000");
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("app-storage") ?? "{}").state?.consent,
    );
    expect(stored).toBe("accepted");

    // The choice holds on the next visit.
    await page.reload();
    await settled(page);
    await expect(consent(page)).toBeHidden();
  });

  test("a tap on Reject before the page is interactive is kept once it hydrates", async ({ page }) => {
    const { ga } = await stubThirdParties(page);
    // The page stays as prerendered, with only its inline scripts.
    const release = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "commit" });
    await consent(page).getByRole("button", { name: "Reject" }).click();
    await expect(consent(page)).toBeHidden();
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem("app-storage") ?? "{}").state?.consent);
    expect(await stored()).toBe("rejected");

    release();
    const services = main(page).getByRole("button", { name: "Services" });
    // Live once a click opens the menu; the banner stays closed throughout.
    await expect(async () => {
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass();
    await expect(consent(page)).toBeHidden();
    await settled(page);
    expect(ga).toHaveLength(0);
    expect(await stored()).toBe("rejected");
  });

  test("a tap on the mobile menu before the page is interactive opens it once it hydrates", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await stubThirdParties(page);
    const release = await holdScripts(page);
    await page.goto("/pricing", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  });

  test("a form sent before the page is interactive is not a page load; it is checked once it hydrates", async ({
    page,
  }) => {
    await stubThirdParties(page);
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Send Message" }).click();
    // The browser's own submit would have reloaded the page with the fields in its address.
    await expect(page).toHaveURL(/\/contact$/);
    release();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("after Reject nothing is sent, and the footer link reopens the choice", async ({ page }) => {
    const { ga } = await stubThirdParties(page);
    await page.goto("/");
    const accept = consent(page).getByRole("button", { name: "Accept" });
    const reject = consent(page).getByRole("button", { name: "Reject" });
    // Equal weight: same size and look.
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((a?.height ?? 0) - (r?.height ?? 1))).toBeLessThan(1);
    expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"));
    await reject.click();
    await expect(consent(page)).toBeHidden();
    for (const name of ["Pricing", "Demo"]) {
      await main(page).getByRole("link", { name, exact: true }).click();
      await settled(page);
    }
    expect(ga).toHaveLength(0);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" }).click();
    await expect(consent(page)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
