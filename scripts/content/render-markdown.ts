// Markdown body of a post -> HTML, at build time: GitHub-flavoured Markdown, heading ids, code highlighted by
// shiki into inline colours (light and dark), and the facts the post page needs (headings, plain text).
// Raw HTML in Markdown is not passed through: posts are text, and the page's CSP stays strict.
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Element, Root as HastRoot } from "hast";
import { toString as hastText } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { createHighlighter } from "shiki";
import { unified } from "unified";
import { visit } from "unist-util-visit";

export type Heading = {
  id: string;
  text: string;
  depth: 2 | 3;
};

/** An image of the body, resolved and converted by the caller (see images.ts). */
export type RenderedImage = {
  src: string;
  srcset: { avif: string; webp: string };
  width: number;
  height: number;
};

export interface RenderOptions {
  /** For messages: the post's file, as the writer knows it. */
  file: string;
  /** Converts a body image (its `src` as written) into sized variants. */
  image?: (src: string) => Promise<RenderedImage>;
}

export type RenderedMarkdown = {
  html: string;
  headings: Heading[];
  /** The words of the body, without markup: for search, feeds and the reading time. */
  text: string;
  readingMinutes: number;
};

/** An error in a post the writer must fix; the build stops with its message. */
export class ContentError extends Error {}

const WORDS_PER_MINUTE = 200;

/** The languages a post may use in a code block; others show as plain text. Loading every grammar shiki has
 * costs seconds per build. */
export const CODE_LANGUAGES = [
  "bash",
  "css",
  "diff",
  "html",
  "javascript",
  "json",
  "jsx",
  "markdown",
  "python",
  "sql",
  "tsx",
  "typescript",
  "yaml",
];

// One highlighter per process: the content layer imports its config (and so this module) anew on each build.
const shared = globalThis as { insightsHighlighter?: ReturnType<typeof createHighlighter> };
const highlighter = (shared.insightsHighlighter ??= createHighlighter({
  themes: ["github-light", "github-dark-default"],
  langs: CODE_LANGUAGES,
}));

const processor = highlighter.then((shiki) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeShikiFromHighlighter, shiki, {
      // github-dark-default, not github-dark: its comments keep a 4.5:1 contrast on its background.
      themes: { light: "github-light", dark: "github-dark-default" },
      // Colours as CSS variables for dark mode; the page's stylesheet switches them (app.css).
      defaultColor: "light",
      fallbackLanguage: "text",
    })
    .use(rehypeStringify),
);

const headingRank = (node: Element) => (/^h[1-6]$/.test(node.tagName) ? Number(node.tagName[1]) : 0);

/** Checks the outline (the post's title is the page's h1) and collects h2/h3 for the table of contents. */
function outline(tree: HastRoot, file: string): Heading[] {
  const headings: Heading[] = [];
  let previous = 1;
  visit(tree, "element", (node: Element) => {
    const rank = headingRank(node);
    if (!rank) return;
    const text = hastText(node).trim();
    if (rank === 1)
      throw new ContentError(
        `${file}: body heading "${text}" is a level-1 heading (#); the title is the page's only h1, start sections with ##`,
      );
    if (rank > previous + 1)
      throw new ContentError(
        `${file}: body heading "${text}" skips a level (h${previous} to h${rank}); use ${"#".repeat(previous + 1)}`,
      );
    previous = rank;
    if (rank === 2 || rank === 3) headings.push({ id: String(node.properties.id), text, depth: rank });
  });
  return headings;
}

/** Body images: alt text required; local files become <picture> with AVIF/WebP at fitting sizes. */
async function images(tree: HastRoot, options: RenderOptions): Promise<void> {
  const found: Element[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "img") found.push(node);
  });
  for (const img of found) {
    const src = String(img.properties.src ?? "");
    const alt = String(img.properties.alt ?? "").trim();
    if (!alt)
      throw new ContentError(
        `${options.file}: image "${src}" has no alt text; write ![what it shows](${src})`,
      );
    if (/^[a-z]+:/i.test(src) || src.startsWith("//"))
      throw new ContentError(
        `${options.file}: image "${src}" is not a file of the repository; keep images beside the post`,
      );
    if (!options.image) continue;
    const out = await options.image(src);
    const sizes = `(min-width: 768px) 768px, 100vw`;
    const picture: Element = {
      type: "element",
      tagName: "picture",
      properties: {},
      children: [
        {
          type: "element",
          tagName: "source",
          properties: { type: "image/avif", srcSet: out.srcset.avif, sizes },
          children: [],
        },
        {
          type: "element",
          tagName: "source",
          properties: { type: "image/webp", srcSet: out.srcset.webp, sizes },
          children: [],
        },
        {
          type: "element",
          tagName: "img",
          properties: {
            src: out.src,
            alt,
            width: out.width,
            height: out.height,
            loading: "lazy",
            decoding: "async",
          },
          children: [],
        },
      ],
    };
    Object.assign(img, picture);
  }
}

/** The visible words of the Markdown tree, blocks separated by blank lines. */
function plainText(tree: MdastRoot): string {
  const blocks: string[] = [];
  const inline = (node: unknown): string => {
    const n = node as { type: string; value?: string; alt?: string; children?: unknown[] };
    if (n.type === "text" || n.type === "inlineCode") return n.value ?? "";
    if (n.type === "break") return " ";
    if (n.type === "image") return n.alt ?? "";
    return (n.children ?? []).map(inline).join("");
  };
  const block = (node: unknown) => {
    const n = node as { type: string; value?: string; children?: unknown[] };
    if (n.type === "paragraph" || n.type === "heading" || n.type === "tableCell") blocks.push(inline(n));
    else if (n.type === "code") blocks.push(n.value ?? "");
    else (n.children ?? []).forEach(block);
  };
  block(tree);
  return blocks
    .map((b) => b.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

export const readingMinutes = (text: string) =>
  Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

export async function renderMarkdown(markdown: string, options: RenderOptions): Promise<RenderedMarkdown> {
  const md = await processor;
  const mdast = md.parse(markdown);
  const text = plainText(mdast);
  const hast = (await md.run(mdast)) as HastRoot;
  const headings = outline(hast, options.file);
  await images(hast, options);
  return { html: md.stringify(hast), headings, text, readingMinutes: readingMinutes(text) };
}
