import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ListenerModule from "~/components/layout/analytics-listener";
import { ctaLinks } from "~/components/sections/cta-band";
import { collectSchema, ctaLabels } from "~/contract/collect";
import { recordBeacons, renderWithListener, type SentBeacon } from "./beacon-harness";

let AnalyticsListener: typeof ListenerModule.AnalyticsListener;
const beacons: SentBeacon[] = [];
const sent = () => beacons.map((b) => b.body);
const events = () => sent().filter((b) => b.kind === "event");

function Page() {
  // Links are followed nowhere: the listener must report them before the browser leaves.
  const stay = (e: React.MouseEvent) => e.preventDefault();
  return (
    <div onClickCapture={stay}>
      <a href="tel:+910000000000">
        <span>Call us</span>
      </a>
      <a href="mailto:hello@example.com">Mail us</a>
      <a href="https://wa.me/910000000000">WhatsApp</a>
      <a href="https://api.whatsapp.com/send?phone=910000000000">WhatsApp web</a>
      <a href="https://github.com/company/repo">Our code</a>
      <a href="/files/price-list.pdf">Price list</a>
      <a href="/pricing">Pricing (same site, no file)</a>
      <Link to="/contact" data-cta="Get in Touch">
        Get in Touch
      </Link>
      <button type="button">Not a link</button>
    </div>
  );
}

function renderSite() {
  renderWithListener(
    AnalyticsListener,
    [
      { index: true, element: <Page /> },
      { path: "contact", element: <h1>Contact</h1> },
    ],
    "/",
  );
}

describe("beacon events", () => {
  beforeEach(async () => {
    vi.resetModules();
    sessionStorage.clear();
    beacons.length = 0;
    ({ AnalyticsListener } = await import("~/components/layout/analytics-listener"));
    recordBeacons(beacons);
  });
  afterEach(() => {
    // Unmounted while the idle stubs still stand: the listener's cleanup cancels its idle task with them.
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reports phone, email, WhatsApp, outbound, download and CTA clicks from one listener", async () => {
    const user = userEvent.setup();
    renderSite();
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    for (const name of ["Call us", "Mail us", "WhatsApp", "WhatsApp web", "Our code", "Price list"])
      await user.click(screen.getByText(name));
    await user.click(screen.getByText("Pricing (same site, no file)"));
    await user.click(screen.getByRole("button", { name: "Not a link" }));
    await user.click(screen.getByRole("link", { name: "Get in Touch" }));
    await vi.waitFor(() => expect(events()).toHaveLength(7));
    const page = { path: "/", screen: "desktop" };
    expect(events()).toEqual([
      { kind: "event", name: "Phone click", ...page },
      { kind: "event", name: "Email click", ...page },
      { kind: "event", name: "WhatsApp click", ...page },
      { kind: "event", name: "WhatsApp click", ...page },
      { kind: "event", name: "Outbound link", props: { host: "github.com" }, ...page },
      { kind: "event", name: "File download", props: { file: "/files/price-list.pdf" }, ...page },
      { kind: "event", name: "CTA click", props: { label: "Get in Touch", page: "/" }, ...page },
    ]);
    // Every one of them is what the collect endpoint accepts; none carries the number or the address.
    for (const e of events()) expect(collectSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
    expect(JSON.stringify(events())).not.toMatch(/910000000000|hello@example\.com/);
  });

  it("sends a named event from a component through the same beacon", async () => {
    const { trackEvent } = await import("~/lib/visitor-tracking/track");
    trackEvent("Contact sent");
    await vi.waitFor(() =>
      expect(events()).toEqual([{ kind: "event", name: "Contact sent", path: "/", screen: "desktop" }]),
    );
  });

  it("labels every call to action with a label the collect endpoint accepts", () => {
    for (const { label } of Object.values(ctaLinks)) expect(ctaLabels).toContain(label);
  });
});
