/**
 * When the admin has its own origin (ADMIN_ORIGIN, docs/decisions/0068), the server marks each page it
 * sends with this attribute on `<html>`: "admin" on the admin's origin, "public" on the site's. A marked
 * page calls the API on its own origin; an unmarked one (one server, or a static host) where it was built to.
 */
export const SITE_PART_ATTRIBUTE = "data-site-part";

export type SitePart = "admin" | "public";
