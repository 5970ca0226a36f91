import type { RequestHandler } from "msw";
import { adminHandlers } from "./admin";
import { analyticsHandlers } from "./analytics";
import { analyticsSharingHandlers } from "./analytics-sharing";
import { bookingHandlers } from "./booking";
import { leadPrivacyHandlers } from "./lead-privacy";
import { leadHandlers } from "./leads";
import { pipelineHandlers } from "./pipeline";
import { replyHandlers } from "./replies";
import { settingsHandlers } from "./settings";
import { staffBookingHandlers } from "./staff-booking";
import { visitorFlowHandlers } from "./visitor-flows";

// Default handlers by resource; each feature adds its own file and spreads it here.
export const handlers: RequestHandler[] = [
  ...visitorFlowHandlers,
  ...adminHandlers,
  ...leadHandlers,
  ...replyHandlers,
  ...pipelineHandlers,
  ...leadPrivacyHandlers,
  ...analyticsHandlers,
  ...analyticsSharingHandlers,
  ...bookingHandlers,
  ...staffBookingHandlers,
  ...settingsHandlers,
];
