import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ogCard, ogImagePng, titleSize } from "../../../scripts/insights/og-image";
import { writeOgImages } from "../../../scripts/insights/write-og-images";
import { OG_IMAGE_SIZE } from "~/shared/feeds";

// The share picture of a post: a 1200x630 PNG with the category and the title (the built site's files
// are checked in e2e/insights-feeds.spec.ts).
const post = {
  title: "What a KPI dashboard should show a small business",
  categoryInfo: { name: "Data and KPIs" },
};

const textOf = (node: unknown): string[] =>
  typeof node === "string"
    ? [node]
    : node && typeof node === "object" && "props" in node
      ? [(node as { props: { children?: unknown } }).props.children].flat().flatMap((child) => textOf(child))
      : [];

describe("Open Graph picture", () => {
  it("is a 1200x630 PNG", async () => {
    const png = Buffer.from(await ogImagePng(post, "www.example.com"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height]);
  });

  it("shows the site's name, the category, the title and the site's address", () => {
    expect(textOf(ogCard(post, "www.example.com"))).toEqual([
      "Company",
      "Insights",
      "Data and KPIs",
      post.title,
      "www.example.com",
    ]);
  });

  it("draws characters beyond basic Latin (the rupee sign, accents) without failing", async () => {
    const png = await ogImagePng({ title: "Pricing in ₹ for a café", categoryInfo: { name: "AI" } }, "x.in");
    expect(png.byteLength).toBeGreaterThan(10_000);
  });

  it("gives long titles a smaller size so they fit", () => {
    expect(titleSize("Short title")).toBeGreaterThan(titleSize("x".repeat(70)));
    expect(titleSize("x".repeat(70))).toBeGreaterThan(titleSize("x".repeat(120)));
  });

  it("is written at the post's path, and a rebuild reuses an unchanged picture", async () => {
    const dir = mkdtempSync(join(tmpdir(), "og-"));
    try {
      const one = { ...post, slug: "kpi-dashboard", title: `${post.title} (${dir})` };
      expect(await writeOgImages(dir, [one], "https://www.example.com")).toEqual({ drawn: 1, reused: 0 });
      expect(await writeOgImages(dir, [one], "https://www.example.com")).toEqual({ drawn: 0, reused: 1 });
      const png = readFileSync(join(dir, "insights", "og", "kpi-dashboard.png"));
      expect(png.readUInt32BE(16)).toBe(OG_IMAGE_SIZE.width);
      // Another address is another picture (it shows the host).
      expect(await writeOgImages(dir, [one], "https://example.in")).toEqual({ drawn: 1, reused: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
