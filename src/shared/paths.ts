// The sign-in and admin paths, listed once. The route table, the route guard, robots.txt and the server
// (which serves these client-only pages their own fallback HTML) all read them from here.

export const LOGIN_PATH = "/login";

/** The screens behind the sign-in. */
export const adminPaths = {
  dashboard: "/admin",
  contacts: "/list",
  ipAddresses: "/ipaddress",
  demoRequests: "/demos",
  activity: "/activity",
  analytics: "/analytics",
} as const;

export const ADMIN_HOME = adminPaths.dashboard;

export const ADMIN_PATHS: readonly string[] = Object.values(adminPaths);

/** Client-only paths: served the SPA fallback, never indexed. */
export const privatePaths: readonly string[] = [LOGIN_PATH, ...ADMIN_PATHS];
