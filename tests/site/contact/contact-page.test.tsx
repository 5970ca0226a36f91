import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactPage, { meta as contactMeta } from "~/app/routes/contact";
import DemoPage, { meta as demoMeta } from "~/app/routes/demo";
import { buildTimeCompany as company } from "~/content/company";
import { renderWithRouter } from "../render";

type Observed = { callback: IntersectionObserverCallback; target?: Element };

/** A controllable IntersectionObserver: tests decide when the map box scrolls into view. */
function mockIntersectionObserver() {
  const observers: Observed[] = [];
  class FakeObserver {
    entry: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers) {
        const entry = { isIntersecting, target: o.target } as IntersectionObserverEntry;
        o.callback([entry], {} as IntersectionObserver);
      }
    });
}

const metaOf = (tags: ReturnType<typeof contactMeta>) => {
  const all = tags as Record<string, unknown>[];
  return {
    title: all.find((t) => "title" in t)?.title,
    canonical: all.find((t) => t.rel === "canonical")?.href,
  };
};

describe.each([
  ["/contact", ContactPage, contactMeta, "Contact Us"],
  ["/demo", DemoPage, demoMeta, "Book a Demo"],
] as const)("page frame %s", (path, Page, meta, heading) => {
  afterEach(() => vi.unstubAllGlobals());

  it("has one h1, the static contact details and its own title and canonical link", () => {
    renderWithRouter(<Page />, path);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    const details = screen.getByRole("region", { name: "Get in touch" });
    expect(within(details).getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      company.phoneHref,
    );
    expect(within(details).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    expect(details).toHaveTextContent(company.address.street);
    const { title, canonical } = metaOf(meta({ matches: [] }));
    expect(title).toContain(heading);
    expect(canonical).toMatch(new RegExp(`${path}$`));
  });

  it("loads the map only when asked and always offers a plain link to it", async () => {
    renderWithRouter(<Page />, path);
    expect(screen.queryByTitle(/^Map:/)).not.toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Open in Google Maps/ });
    expect(link).toHaveAttribute("href", expect.stringContaining(encodeURIComponent(company.mapQuery)));
    await userEvent.click(screen.getByRole("button", { name: "Show map" }));
    const frame = screen.getByTitle(/^Map:/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", expect.stringContaining("output=embed"));
    expect(frame).toHaveFocus();
  });

  it("loads the map when it scrolls into view, not before", () => {
    const scroll = mockIntersectionObserver();
    renderWithRouter(<Page />, path);
    scroll(false);
    expect(screen.queryByTitle(/^Map:/)).not.toBeInTheDocument();
    scroll(true);
    expect(screen.getByTitle(/^Map:/)).not.toHaveFocus();
  });
});
