import { screen } from "@testing-library/react";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import RegionPage, { meta } from "~/app/routes/region";
import { regions } from "~/content/regions";
import { canonical, expectHeadingOutline, jsonLdTypes, metaNamed, metaTitle, renderPage } from "./helpers";

const regionMeta = (stateSlug: string) =>
  (meta as (a: { params: { stateSlug: string }; matches: [] }) => MetaDescriptor[])({
    params: { stateSlug },
    matches: [],
  });

describe("/{stateSlug} regional pages", () => {
  it.each(regions.map((r) => [r.slug, r] as const))(
    "renders %s with its h1 and its own copy",
    (slug, region) => {
      const { container } = renderPage(RegionPage, `/${slug}`, "/:stateSlug");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(region.h1);
      expect(screen.getByText(region.sections[0]!.paragraphs[0]!)).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: `Who we work with in ${region.name}` })).toBeInTheDocument();
      expectHeadingOutline(container);
    },
  );

  it("compares the slug in lower case", () => {
    renderPage(RegionPage, "/KolKata", "/:stateSlug");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Web & App Development Company in Kolkata",
    );
  });

  it("shows '404 - State Not Found' for any other slug", () => {
    renderPage(RegionPage, "/goa", "/:stateSlug");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 - State Not Found");
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
    expect(metaTitle(regionMeta("goa"))).toBe("404 - State Not Found");
    expect(metaNamed(regionMeta("goa"), "robots")).toBe("noindex");
  });

  it("gives each region its own title, description, keywords and canonical link", () => {
    for (const r of regions) {
      const tags = regionMeta(r.slug.toUpperCase());
      expect(metaTitle(tags)).toBe(r.title);
      expect(metaNamed(tags, "description")).toBe(r.description);
      expect(metaNamed(tags, "keywords")).toBe(r.keywords.join(", "));
      expect(canonical(tags)).toBe(`https://www.example.com/${r.slug}`);
      expect(jsonLdTypes(tags)).toEqual(["Organization", "BreadcrumbList"]);
    }
  });

  it("writes body copy per region, not one text with the name swapped in", () => {
    // Replace every region's name and cities with a placeholder: no paragraph may then match another region's.
    const normalise = (text: string) =>
      regions.reduce(
        (t, r) => [r.name, ...r.cities].reduce((acc, word) => acc.split(word).join("<place>"), t),
        text,
      );
    const seen = new Map<string, string>();
    for (const r of regions) {
      for (const s of r.sections) {
        for (const p of [s.heading, ...s.paragraphs]) {
          const key = normalise(p);
          expect(seen.get(key), `"${p}" repeats ${seen.get(key)}`).toBeUndefined();
          seen.set(key, r.slug);
        }
      }
    }
    expect(new Set(regions.map((r) => r.industries.join())).size).toBe(regions.length);
  });
});
