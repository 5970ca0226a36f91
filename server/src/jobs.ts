import { analyticsJobs } from "./modules/analytics";
import { auditJobs } from "./modules/audit";
import { bookingJobs } from "./modules/booking";
import { leadJobs } from "./modules/leads";
import type { JobKind } from "./platform/jobs";
import { keyJobs } from "./platform/crypto/key-rotation";

/** Every kind of durable job the app runs (ADR 0033), listed once and handed to the runner. */
export const appJobs: JobKind<never>[] = [
  ...bookingJobs,
  ...leadJobs,
  ...analyticsJobs,
  ...auditJobs,
  ...keyJobs,
];
