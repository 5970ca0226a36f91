/** Where the build writes the Insights search index (a prerendered resource route, loaded on first focus). */
export const SEARCH_INDEX_PATH = "/insights/search-index.json";
