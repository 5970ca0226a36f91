import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";
import { expect } from "vitest";
import { renderRoutes } from "../render";

/** Renders a page component at `path` under a router whose route pattern is `pattern`. */
export function renderPage(Page: ComponentType, path: string, pattern = path) {
  return renderRoutes([{ path: pattern, Component: Page }], path);
}

/** One h1, and no heading skips a level on the way down. */
export function expectHeadingOutline(container: HTMLElement) {
  const headings = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")];
  const levels = headings.map((h) => Number(h.tagName[1]));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading "${headings[i]?.textContent}"`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });
}

type Tag = Record<string, unknown>;

export const metaTitle = (tags: MetaDescriptor[]) =>
  (tags.find((t) => "title" in t) as Tag | undefined)?.title;
export const metaNamed = (tags: MetaDescriptor[], name: string) =>
  (tags.find((t) => (t as Tag).name === name || (t as Tag).property === name) as Tag | undefined)?.content;
export const canonical = (tags: MetaDescriptor[]) =>
  (tags.find((t) => (t as Tag).rel === "canonical") as Tag | undefined)?.href;

/** The JSON-LD objects as a browser would read them: serialised, then parsed back. */
export const jsonLd = (tags: MetaDescriptor[]) =>
  tags
    .filter((t) => "script:ld+json" in t)
    .map((t) => JSON.parse(JSON.stringify((t as Tag)["script:ld+json"])) as Record<string, unknown>);

export const jsonLdTypes = (tags: MetaDescriptor[]) => jsonLd(tags).map((d) => d["@type"]);
