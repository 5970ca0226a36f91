// The publish module's one public face: other modules and the app import it only from here.
export { createPublisher, DEPLOY_HOOK_TIMEOUT_MS, PUBLISH_WAIT_MS, type SitePublisher } from "./publisher";
export { coalesce, type Schedule } from "./coalesce";
export { publishRoutes } from "./routes";
