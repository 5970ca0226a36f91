// One description of the Insights search index, shared by the build (search-index.ts) and the browser
// (search-engine.ts): MiniSearch needs the same options to load an index it wrote.

/** A post as indexed: what is searched and what a result shows. */
export interface SearchDocument {
  /** The post's slug. */
  id: string;
  title: string;
  description: string;
  tags: string;
  /** The body's plain text. */
  text: string;
  /** ISO day of publication. */
  publishDate: string;
}

/** A post as a result shows it (the stored fields). */
export type StoredDocument = Pick<SearchDocument, "title" | "description" | "text" | "publishDate">;

export const searchOptions = {
  fields: ["title", "tags", "description", "text"],
  storeFields: ["title", "description", "text", "publishDate"],
  searchOptions: {
    boost: { title: 3, tags: 2, description: 1.5 },
    prefix: true,
    // A typo in a longer word still finds it; short words must match as typed.
    fuzzy: (term: string) => (term.length > 4 ? 0.2 : false),
    combineWith: "AND" as const,
  },
};
