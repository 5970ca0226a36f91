import { analyticsJobs } from "./modules/analytics";
import { bookingJobs } from "./modules/booking";
import { leadJobs } from "./modules/leads";
import type { JobKind } from "./platform/jobs";

/** Every kind of durable job the app runs (ADR 0033), listed once and handed to the runner. */
export const appJobs: JobKind<never>[] = [...bookingJobs, ...leadJobs, ...analyticsJobs];
