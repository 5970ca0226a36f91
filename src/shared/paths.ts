// The sign-in and admin paths, listed once. The route table, the route guard, robots.txt and the server
// (which serves these client-only pages their own fallback HTML) all read them from here.

export const LOGIN_PATH = "/login";
/** Sign-in help outside the admin: a password reset by emailed code, and an invitation's password. */
export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const INVITE_PATH = "/invite";

/** An emailed one-time sign-in link (an account past its failed-password cap): the token in the fragment. */
export const SIGN_IN_LINK_PARAM = "signin";
export const signInLink = (origin: string, token: string) =>
  `${origin}${LOGIN_PATH}#${SIGN_IN_LINK_PARAM}=${token}`;

/** The mailed link that unlocks a member's sign-in codes after 10 wrong ones: the token in the fragment. */
export const UNLOCK_CODES_PATH = "/unlock-codes";
export const unlockCodesLink = (origin: string, token: string) => `${origin}${UNLOCK_CODES_PATH}#${token}`;

/** The mailed link that makes a member's new address their sign-in email: the token in the fragment. */
export const CONFIRM_EMAIL_PATH = "/confirm-email";
export const confirmEmailLink = (origin: string, token: string) => `${origin}${CONFIRM_EMAIL_PATH}#${token}`;

/** An invitation link: the token rides in the fragment, which browsers never send to a server. */
export const invitationLink = (origin: string, token: string) => `${origin}${INVITE_PATH}#${token}`;

/**
 * A visitor's own booking, reached from the confirmation mail: reschedule or cancel. The signed token
 * rides in the fragment, like an invitation's, so it never reaches a server log.
 */
export const RESCHEDULE_PATH = "/demo/reschedule";
export const CANCEL_PATH = "/demo/cancel";
export const bookingLink = (origin: string, action: "reschedule" | "cancel", token: string) =>
  `${origin}${action === "reschedule" ? RESCHEDULE_PATH : CANCEL_PATH}#${token}`;

/**
 * A demo request staff moved out of Spam before its visitor had a code (issue 26): the mailed link opens
 * a page that confirms it. The request id and the code ride in the fragment, never in a server log.
 */
export const DEMO_CONFIRM_PATH = "/demo/confirm";
export const demoConfirmLink = (origin: string, id: string, code: string) =>
  `${origin}${DEMO_CONFIRM_PATH}#${new URLSearchParams({ id, code }).toString()}`;

/**
 * A read-only shared analytics report (ADR 0050), open without a session at `/share/analytics/<token>`
 * (in the path, like the calendar feed's, so the period links keep it); the page sends the token to
 * the API in a header.
 */
export const SHARE_PATH = "/share/analytics";
export const shareLink = (origin: string, token: string) => `${origin}${SHARE_PATH}/${token}`;

/**
 * The content manager (Decap CMS): its own built page, never prerendered by the site, never in the
 * sitemap, `noindex`, with its own policy (server/src/site/cms.ts).
 */
export const CMS_PATH = "/cms";

/** The screens behind the sign-in. */
export const adminPaths = {
  dashboard: "/admin",
  contacts: "/list",
  ipAddresses: "/ipaddress",
  demoRequests: "/demos",
  activity: "/activity",
  analytics: "/analytics",
  team: "/team",
  availability: "/availability",
  agenda: "/agenda",
  /** Follow-ups due today, overdue and upcoming; mine or everyone's. */
  tasks: "/tasks",
  /** The leads as a board, one column per status, with their values. */
  pipeline: "/pipeline",
  /** Reply templates for the lead page's composer. */
  templates: "/templates",
  /** The signed-in member's own sessions, password and second factors. */
  account: "/account",
  /** The company's name, contacts, logo, brand colour, time zone and GST note (owners). */
  settings: "/settings",
} as const;

export const ADMIN_HOME = adminPaths.dashboard;

export const ADMIN_PATHS: readonly string[] = Object.values(adminPaths);

/** Lead detail pages: a list's path and the record's id (`/list/:id`, `/demos/:id`). */
export const leadPagePaths = { contact: adminPaths.contacts, demo: adminPaths.demoRequests } as const;
export const leadPagePath = (kind: keyof typeof leadPagePaths, id: string) =>
  `${leadPagePaths[kind]}/${encodeURIComponent(id)}`;

/** An admin screen: one of the paths above, or a lead's page under its list. */
export function isAdminPath(pathname: string): boolean {
  if (ADMIN_PATHS.includes(pathname)) return true;
  return Object.values(leadPagePaths).some(
    (list) => /^[^/]+$/.test(pathname.slice(list.length + 1)) && pathname.startsWith(`${list}/`),
  );
}

/** Staff sign-in and its help: with the admin screens, the pages that answer only on ADMIN_ORIGIN when it is set. */
const STAFF_SIGN_IN_PATHS: readonly string[] = [
  LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  INVITE_PATH,
  UNLOCK_CODES_PATH,
  CONFIRM_EMAIL_PATH,
];

/** A staff page: sign-in, its help or an admin screen (lead pages included). */
export const isStaffPath = (pathname: string) =>
  STAFF_SIGN_IN_PATHS.includes(pathname) || isAdminPath(pathname);

/** Pages open without a session but client-only: sign-in and its help, a booking link, a shared report. */
const SIGN_IN_PATHS: readonly string[] = [
  ...STAFF_SIGN_IN_PATHS,
  RESCHEDULE_PATH,
  CANCEL_PATH,
  DEMO_CONFIRM_PATH,
  SHARE_PATH,
];

/** Client-only paths: served the SPA fallback, never indexed. */
export const privatePaths: readonly string[] = [...SIGN_IN_PATHS, ...ADMIN_PATHS];

/**
 * Every client-only path as a host rule: each path above, and `/list/*` for the lead pages under a
 * list. The static host's `_redirects` and `_headers`, the nginx CSP map and the nginx example
 * (docs/deploy/nginx.conf) are all made from this one list.
 */
export const privatePathRules: readonly string[] = [
  ...privatePaths,
  ...Object.values(leadPagePaths).map((list) => `${list}/*`),
  `${SHARE_PATH}/*`,
];

/** True for a client-only path, lead pages included. */
export const isPrivatePath = (pathname: string) =>
  SIGN_IN_PATHS.includes(pathname) ||
  isAdminPath(pathname) ||
  (/^[^/]+$/.test(pathname.slice(SHARE_PATH.length + 1)) && pathname.startsWith(`${SHARE_PATH}/`));
