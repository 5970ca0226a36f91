// The Insights feeds, listed once: the route table, every page's <head>, the prerender list and the
// servers (which send each with its own content type, not the generic one for its extension) read them here.

export interface FeedFile {
  path: string;
  /** The media type a feed reader expects, sent as Content-Type. */
  type: string;
  /** The `type` of the page's `<link rel="alternate">`. */
  linkType: string;
  /** Names the format in the `<link>` title. */
  format: string;
}

export const feedFiles = [
  {
    path: "/rss.xml",
    type: "application/rss+xml; charset=utf-8",
    linkType: "application/rss+xml",
    format: "RSS",
  },
  {
    path: "/atom.xml",
    type: "application/atom+xml; charset=utf-8",
    linkType: "application/atom+xml",
    format: "Atom",
  },
  {
    path: "/feed.json",
    type: "application/feed+json; charset=utf-8",
    linkType: "application/feed+json",
    format: "JSON Feed",
  },
] as const satisfies readonly FeedFile[];

export type FeedPath = (typeof feedFiles)[number]["path"];

export const feedPaths: readonly string[] = feedFiles.map((f) => f.path);

/** Content type of a built file served at `path`, when it differs from its extension's. */
export const contentTypeOfPath = (path: string): string | undefined =>
  feedFiles.find((f) => f.path === path)?.type;

/** Where the build writes a post's Open Graph picture (1200x630 PNG). */
export const ogImagePath = (slug: string) => `/insights/og/${slug}.png`;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
