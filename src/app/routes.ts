import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import {
  adminPaths,
  CANCEL_PATH,
  CONFIRM_EMAIL_PATH,
  DEMO_CONFIRM_PATH,
  FORGOT_PASSWORD_PATH,
  INVITE_PATH,
  leadPagePaths,
  LOGIN_PATH,
  RESCHEDULE_PATH,
  SHARE_PATH,
  UNLOCK_CODES_PATH,
} from "../shared/paths";
import { SEARCH_INDEX_PATH } from "../content/insights/search-path";
import { feedFiles } from "../shared/feeds";

/** A route path as the table writes it: without the leading slash. */
const at = (path: string) => path.slice(1);

// The route table of docs/product.md §2.
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("service", "routes/services.tsx"),
    route("service/web", "routes/service-web.tsx"),
    route("service/app", "routes/service-app.tsx"),
    route("service/social", "routes/social.tsx", { id: "service-social" }),
    route("social", "routes/social.tsx"),
    route("ai", "routes/ai.tsx"),
    route("platform/kpi-extract", "routes/kpi-extract.tsx"),
    route("contact", "routes/contact.tsx"),
    route("vision", "routes/vision.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("terms-and-conditions", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("demo", "routes/demo.tsx"),
    route(at(RESCHEDULE_PATH), "routes/demo-reschedule.tsx"),
    route(at(CANCEL_PATH), "routes/demo-cancel.tsx"),
    route(at(DEMO_CONFIRM_PATH), "routes/demo-confirm.tsx"),
    // A listing's later pages are child routes without a loader: the listing's loader reads `page` (React
    // Router requires every route with a loader to be prerendered at least once, and page 2 may not exist).
    route("insights", "routes/insights-list.tsx", { id: "insights" }, [
      route("page/:page", "routes/insights-page.tsx", { id: "insights-page" }),
    ]),
    route("insights/category/:category", "routes/insights-list.tsx", { id: "insights-category" }, [
      route("page/:page", "routes/insights-page.tsx", { id: "insights-category-page" }),
    ]),
    route("insights/tag/:tag", "routes/insights-list.tsx", { id: "insights-tag" }, [
      route("page/:page", "routes/insights-page.tsx", { id: "insights-tag-page" }),
    ]),
    route("insights/:slug", "routes/insights-post.tsx"),
    route(":stateSlug", "routes/region.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Crawler files, prerendered from the route table.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The Insights search index, fetched by the search box on first focus.
  route(at(SEARCH_INDEX_PATH), "routes/insights-search-index.ts"),
  // The Insights feeds, prerendered from the posts.
  ...feedFiles.map((f) => route(at(f.path), "routes/feeds.ts", { id: `feed-${f.path.slice(1)}` })),
  route(at(LOGIN_PATH), "routes/login.tsx"),
  route(at(FORGOT_PASSWORD_PATH), "routes/forgot-password.tsx"),
  route(at(INVITE_PATH), "routes/invite.tsx"),
  route(at(UNLOCK_CODES_PATH), "routes/unlock-codes.tsx"),
  route(at(CONFIRM_EMAIL_PATH), "routes/confirm-email.tsx"),
  route(`${at(SHARE_PATH)}/:token?`, "routes/share-analytics.tsx"),
  layout("routes/admin-layout.tsx", [
    route(at(adminPaths.dashboard), "routes/admin.tsx"),
    route(at(adminPaths.contacts), "routes/admin-contacts.tsx"),
    route(`${at(leadPagePaths.contact)}/:id`, "routes/admin-lead.tsx", { id: "contact-lead" }),
    route(`${at(leadPagePaths.demo)}/:id`, "routes/admin-lead.tsx", { id: "demo-lead" }),
    route(at(adminPaths.ipAddresses), "routes/admin-ip.tsx"),
    route(at(adminPaths.demoRequests), "routes/admin-demos.tsx"),
    route(at(adminPaths.activity), "routes/admin-activity.tsx"),
    route(at(adminPaths.analytics), "routes/admin-analytics.tsx"),
    route(at(adminPaths.team), "routes/admin-team.tsx"),
    route(at(adminPaths.availability), "routes/admin-availability.tsx"),
    route(at(adminPaths.agenda), "routes/admin-agenda.tsx"),
    route(at(adminPaths.tasks), "routes/admin-tasks.tsx"),
    route(at(adminPaths.pipeline), "routes/admin-pipeline.tsx"),
    route(at(adminPaths.templates), "routes/admin-templates.tsx"),
    route(at(adminPaths.account), "routes/admin-account.tsx"),
    route(at(adminPaths.settings), "routes/admin-settings.tsx"),
  ]),
] satisfies RouteConfig;
