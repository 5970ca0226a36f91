import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as home from "~/app/routes/home";
import { home as homeContent } from "~/content/home";
import { defaultDescription, defaultTitle, seo } from "~/content/seo";
import { buildTimeCompany as company, withCompany } from "~/content/company";
import { parseSiteEnv } from "~/lib/env";
import { canonical, headMeta, renderPages } from "./route-stub";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe("seo()", () => {
  afterEach(() => {
    vi.doUnmock("~/lib/env");
    vi.resetModules();
  });

  it("gives title, description, keywords, canonical and Open Graph/Twitter tags", () => {
    const tags = seo({
      company,
      title: "Pricing | Company",
      description: "Plans and prices.",
      keywords: ["pricing", "website cost"],
      path: "/pricing",
    }) as Tag[];
    expect(find(tags, "title", "Pricing | Company")).toBeDefined();
    expect(find(tags, "name", "description")?.content).toBe("Plans and prices.");
    expect(find(tags, "name", "keywords")?.content).toBe("pricing, website cost");
    expect(find(tags, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.com/pricing",
    });
    expect(find(tags, "property", "og:title")?.content).toBe("Pricing | Company");
    expect(find(tags, "property", "og:description")?.content).toBe("Plans and prices.");
    expect(find(tags, "property", "og:url")?.content).toBe("https://www.example.com/pricing");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:image")?.content).toMatch(/^https:\/\/www\.example\.com\//);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")?.content).toBe("Pricing | Company");
    expect(find(tags, "name", "twitter:description")?.content).toBe("Plans and prices.");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("always adds the Organization JSON-LD, then the page's own", () => {
    const extra = { "@context": "https://schema.org", "@type": "FAQPage" };
    const jsonLd = (seo({ company, path: "/", jsonLd: [extra] }) as Tag[])
      .filter((t) => "script:ld+json" in t)
      .map((t) => t["script:ld+json"] as Tag);
    expect(jsonLd).toHaveLength(2);
    expect(jsonLd[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: company.legalName,
      url: "https://www.example.com/",
      email: company.email,
      telephone: company.phone,
      foundingDate: "2025",
    });
    expect(jsonLd[1]).toEqual(extra);
  });

  it("falls back to the default title and description", () => {
    const tags = seo({ company, path: "/x" }) as Tag[];
    expect(find(tags, "title", defaultTitle(company))).toBeDefined();
    expect(find(tags, "name", "description")?.content).toBe(defaultDescription);
    expect(find(tags, "name", "keywords")).toBeUndefined();
  });

  it("marks noindex pages", () => {
    expect(find(seo({ company, path: "/x", noindex: true }) as Tag[], "name", "robots")?.content).toBe(
      "noindex, nofollow",
    );
  });

  it("builds canonical links from VITE_SITE_URL, trailing slash or not", async () => {
    const settings = await parseSiteEnv({ VITE_SITE_URL: "https://acme.test/" });
    vi.doMock("~/lib/env", () => ({ env: settings }));
    vi.resetModules();
    const fresh = await import("~/content/seo");
    const tags = fresh.seo({ company, path: "/kolkata" }) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe("https://acme.test/kolkata");
    expect(find(tags, "property", "og:url")?.content).toBe("https://acme.test/kolkata");
    expect(find(fresh.seo({ company, path: "/" }) as Tag[], "rel", "canonical")?.href).toBe(
      "https://acme.test/",
    );
  });
});

describe("page head through React Router meta", () => {
  it("the home page sets its title, description, keywords, canonical and JSON-LD", async () => {
    renderPages([{ index: true, module: home }], "/");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(document.title).toBe(withCompany(homeContent.title, company));
    expect(headMeta("description")).toBe(homeContent.description);
    expect(headMeta("keywords")).toBe(homeContent.keywords.join(", "));
    expect(canonical()).toBe("https://www.example.com/");
    expect(headMeta("og:title")).toBe(withCompany(homeContent.title, company));
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(ld["@type"]).toBe("Organization");
  });

  it("a page that gives no meta gets the default title and description", async () => {
    const bare = { default: () => <h1>Bare page</h1> };
    renderPages([{ path: "bare", module: bare }], "/bare");
    expect(await screen.findByRole("heading", { name: "Bare page" })).toBeInTheDocument();
    expect(document.title).toBe(defaultTitle(company));
    expect(headMeta("description")).toBe(defaultDescription);
  });
});
