import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consentBootScript, consentBootStyle } from "~/lib/visitor-tracking/consent-boot";
import { STORE_KEY } from "~/lib/store";

// The inline script of every page, run as the browser runs it: before React, on the prerendered banner.
const html = document.documentElement;
let removeListeners: Array<() => void> = [];

function runBootScript() {
  const added: Array<[string, EventListenerOrEventListenerObject, boolean]> = [];
  const original = document.addEventListener.bind(document);
  document.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    capture: boolean,
  ) => {
    added.push([type, listener, capture]);
    original(type, listener, capture);
  }) as typeof document.addEventListener;
  try {
    new Function(consentBootScript)();
  } finally {
    document.addEventListener = original;
  }
  removeListeners = added.map(
    ([t, l, c]) =>
      () =>
        document.removeEventListener(t, l, c),
  );
}

function prerenderedBanner(boot = true) {
  document.body.innerHTML = `<section ${boot ? "data-consent-boot" : ""} aria-label="Cookies and analytics">
    <button data-consent-choice="accepted">Accept</button><button data-consent-choice="rejected">Reject</button></section>`;
}

const stored = () => JSON.parse(localStorage.getItem(STORE_KEY) ?? "null");

describe("consent boot script", () => {
  beforeEach(() => {
    localStorage.clear();
    html.removeAttribute("data-consent");
  });
  afterEach(() => {
    removeListeners.forEach((remove) => remove());
    document.body.innerHTML = "";
    html.removeAttribute("data-consent");
  });

  it("marks the page when a choice is stored, so the prerendered banner is hidden before paint", () => {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { consent: "rejected", theme: "dark" }, version: 0 }),
    );
    runBootScript();
    expect(html.getAttribute("data-consent")).toBe("rejected");
    expect(consentBootStyle).toContain("html[data-consent] [data-consent-boot]{display:none}");
  });

  it("leaves a first visit unmarked", () => {
    runBootScript();
    expect(html.hasAttribute("data-consent")).toBe(false);
  });

  it("keeps a tap on Accept made before the page is interactive, next to the stored theme", () => {
    localStorage.setItem(STORE_KEY, JSON.stringify({ state: { theme: "dark" }, version: 0 }));
    runBootScript();
    prerenderedBanner();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="accepted"]')!.click();
    expect(stored()).toEqual({ state: { theme: "dark", consent: "accepted" }, version: 0 });
    expect(html.getAttribute("data-consent")).toBe("accepted");
  });

  it("leaves the banner to React once it has taken over", () => {
    runBootScript();
    prerenderedBanner(false);
    document.querySelector<HTMLButtonElement>('[data-consent-choice="rejected"]')!.click();
    expect(stored()).toBeNull();
    expect(html.hasAttribute("data-consent")).toBe(false);
  });
});
