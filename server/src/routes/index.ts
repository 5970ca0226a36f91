import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { accountSecurityRoutes } from "./account-security";
import { accountRoutes } from "./account";
import { auditRoutes } from "./audit";
import { availabilityRoutes } from "./availability";
import { bookingRoutes } from "./booking";
import { calendarRoutes } from "./calendar";
import { authRoutes } from "./auth";
import { contactRoutes } from "./contacts";
import { demoRoutes } from "./demo";
import { analyticsRoutes } from "./analytics";
import { healthRoutes } from "./health";
import { kpiRoutes } from "./kpi";
import { leadRoutes } from "./leads";
import { secondFactorRoutes } from "./second-factor";
import { teamRoutes } from "./team";
import { leadPrivacyRoutes } from "./lead-privacy";
import { visitorRoutes } from "./visitors";

export function registerApi(api: FastifyInstance, ctx: AppContext) {
  healthRoutes(api, ctx);
  authRoutes(api, ctx);
  secondFactorRoutes(api, ctx);
  accountSecurityRoutes(api, ctx);
  contactRoutes(api, ctx);
  demoRoutes(api, ctx);
  visitorRoutes(api, ctx);
  kpiRoutes(api, ctx);
  analyticsRoutes(api, ctx);
  auditRoutes(api, ctx);
  leadRoutes(api, ctx);
  teamRoutes(api, ctx);
  accountRoutes(api, ctx);
  leadPrivacyRoutes(api, ctx);
  availabilityRoutes(api, ctx);
  bookingRoutes(api, ctx);
  calendarRoutes(api, ctx);
}
