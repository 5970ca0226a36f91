import type { z } from "zod";
import { ApiError } from "./api-client";

/** Field errors by dotted path (`weeklyHours.1.0.end`, `daysOff.2`), as the server's 400 names them. */
export type FieldErrors = Record<string, string>;

export const fromIssues = (issues: z.ZodError["issues"]): FieldErrors =>
  Object.fromEntries(issues.map((i) => [i.path.map(String).join("."), i.message]));

export const fromApiError = (error: unknown): FieldErrors =>
  error instanceof ApiError ? Object.fromEntries(error.fieldErrors.map((e) => [e.path, e.message])) : {};

/** The errors no field on screen shows (e.g. overlapping hours of one day): listed under the form. */
export const unplaced = (errors: FieldErrors, shown: (path: string) => boolean) =>
  Object.entries(errors).filter(([path]) => !shown(path));
