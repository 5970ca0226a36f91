import type { JobKind } from "../../platform/jobs";
import { reminderJob } from "./reminders";

/** The booking module's durable jobs: reminders before a demo. */
export const bookingJobs: JobKind<never>[] = [reminderJob];
