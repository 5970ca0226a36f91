import { z } from "zod";

/**
 * The two roles of a team member (decision 38). Owners do everything staff do, and manage the team,
 * personal data requests, team settings and the Activity log. Staff work leads, demos and analytics.
 */
export const ROLES = ["owner", "staff"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", staff: "Staff" };

/** True when a member with `role` may do what needs `needed`. */
export const hasRole = (role: Role, needed: Role): boolean => needed === "staff" || role === "owner";

/** The 403 answer of an owner-only call to a staff member. */
export const OWNERS_ONLY = "Only owners can do this. Ask an owner of your team.";
