// One post as the content layer writes it (content-collections.ts checks its output against this type).
// Dates are ISO days ("2026-11-20"); html is rendered and highlighted at build.
import type { CategorySlug } from "./categories";

export interface InsightHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface InsightImage {
  /** The largest WebP, for browsers without srcset and for JSON-LD. */
  src: string;
  srcset: { avif: string; webp: string };
  width: number;
  height: number;
}

export interface InsightDocument {
  slug: string;
  /** The Markdown file, relative to the project (for messages and the CMS). */
  file: string;
  title: string;
  description: string;
  publishDate: string;
  updateDate?: string;
  category: CategorySlug;
  tags: string[];
  author: string;
  cover?: InsightImage & { alt: string };
  html: string;
  headings: InsightHeading[];
  /** The body's words without markup: for search, feeds and excerpts. */
  text: string;
  readingMinutes: number;
}
