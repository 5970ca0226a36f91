import { loadedCompany } from "~/content/company";
import { feedText } from "~/content/insights/feeds";
import { posts } from "~/content/insights/posts";
import { feedFiles } from "~/shared/feeds";

// Prerendered to rss.xml, atom.xml and feed.json at build time (one module, three routes in routes.ts).
export function loader({ request, context }: { request: Request; context?: unknown }) {
  const path = new URL(request.url).pathname;
  const file = feedFiles.find((f) => f.path === path);
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(feedText(file.path, posts, loadedCompany(context)), {
    headers: { "Content-Type": file.type },
  });
}
