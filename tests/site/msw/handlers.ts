import type { RequestHandler } from "msw";
import { adminHandlers } from "./admin";
import { analyticsHandlers } from "./analytics";
import { leadHandlers } from "./leads";
import { visitorFlowHandlers } from "./visitor-flows";

// Default handlers by resource; each feature adds its own file and spreads it here.
export const handlers: RequestHandler[] = [
  ...visitorFlowHandlers,
  ...adminHandlers,
  ...leadHandlers,
  ...analyticsHandlers,
];
