// Loaded on the first focus of the search box, never before (insights-search.tsx): MiniSearch and the
// prebuilt index arrive together, as one chunk and one JSON file.
import MiniSearch from "minisearch";
import { excerpt, type Segment } from "./excerpt";
import { SEARCH_INDEX_PATH } from "~/content/insights/search-path";
import { type SearchDocument, searchOptions, type StoredDocument } from "./search-options";

export interface SearchResult {
  slug: string;
  title: string;
  publishDate: string;
  excerpt: Segment[];
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchResult[];
}

export async function loadSearchEngine(): Promise<SearchEngine> {
  const response = await fetch(SEARCH_INDEX_PATH);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  const index = MiniSearch.loadJSON<SearchDocument>(await response.text(), searchOptions);
  return {
    search(query, limit = 8) {
      if (!query.trim()) return [];
      return index
        .search(query)
        .slice(0, limit)
        .map((hit) => {
          const doc = hit as unknown as StoredDocument & { id: string; terms: string[] };
          return {
            slug: doc.id,
            title: doc.title,
            publishDate: doc.publishDate,
            excerpt: excerpt(doc.text, doc.terms, doc.description),
          };
        });
    },
  };
}
