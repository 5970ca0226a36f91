// Build time only (the resource route app/routes/insights-search-index.ts): every published post in one
// serialised MiniSearch index, written into the client build as SEARCH_INDEX_PATH.
import MiniSearch from "minisearch";
import { type SearchDocument, searchOptions } from "./search-options";

/** The fields of a post the index reads. */
export interface IndexedPost {
  slug: string;
  title: string;
  description: string;
  publishDate: string;
  tags: readonly string[];
  text: string;
}

export const searchDocument = (post: IndexedPost): SearchDocument => ({
  id: post.slug,
  title: post.title,
  description: post.description,
  tags: post.tags.join(" "),
  text: post.text,
  publishDate: post.publishDate,
});

export function searchIndexJson(posts: readonly IndexedPost[]): string {
  const index = new MiniSearch<SearchDocument>(searchOptions);
  index.addAll(posts.map(searchDocument));
  return JSON.stringify(index);
}
