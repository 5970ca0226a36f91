import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as notFound from "~/app/routes/not-found";
import * as region from "~/app/routes/region";
import { regions } from "~/content/regions";
import { canonical, headMeta, renderPages } from "./route-stub";

const pages = [
  { path: ":stateSlug", module: region },
  { path: "*", module: notFound },
];

describe("region pages", () => {
  it.each(regions.map((r) => [r.slug, r] as const))(
    "/%s shows its h1, title, description, keywords and canonical",
    async (slug, r) => {
      renderPages(pages, `/${slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: r.h1 })).toBeInTheDocument();
      expect(document.title).toBe(r.title);
      expect(headMeta("description")).toBe(r.description);
      expect(headMeta("keywords")).toBe(r.keywords.join(", "));
      expect(canonical()).toBe(`https://www.example.com/${slug}`);
    },
  );

  it("compares the slug in lower case: /Kolkata is the Kolkata page with the lower-case canonical", async () => {
    renderPages(pages, "/Kolkata");
    const kolkata = regions.find((r) => r.slug === "kolkata")!;
    expect(await screen.findByRole("heading", { level: 1, name: kolkata.h1 })).toBeInTheDocument();
    expect(canonical()).toBe("https://www.example.com/kolkata");
  });

  it("an unknown slug shows '404 - State Not Found' and is not indexed", async () => {
    renderPages(pages, "/goa");
    expect(
      await screen.findByRole("heading", { level: 1, name: "404 - State Not Found" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("404 - State Not Found");
    expect(headMeta("robots")).toMatch(/noindex/);
    expect(canonical()).toBeUndefined();
  });
});

describe("page not found", () => {
  it("any other unknown path shows 'Page Not Found' with a 'Go Back Home' link to /", async () => {
    renderPages(pages, "/a/b/c");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Page Not Found");
    expect(headMeta("robots")).toMatch(/noindex/);
    // The shared layout stays around it.
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
