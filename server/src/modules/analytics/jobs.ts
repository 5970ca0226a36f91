import type { JobKind } from "../../platform/jobs";
import { funnelDaysJob } from "./funnel-days-job";
import { weeklyReportJob } from "./weekly-report";

/** The analytics module's durable jobs: the owners' weekly report, and funnel counts per finished day. */
export const analyticsJobs: JobKind<never>[] = [weeklyReportJob, funnelDaysJob];
