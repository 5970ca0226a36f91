import { posts } from "~/content/insights/posts";
import { searchIndexJson } from "~/features/insights/search/search-index";

// Prerendered to /insights/search-index.json at build time; the search box fetches it on first focus.
export const loader = () =>
  new Response(searchIndexJson(posts), { headers: { "Content-Type": "application/json; charset=utf-8" } });
