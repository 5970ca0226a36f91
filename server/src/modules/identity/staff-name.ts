// How a staff member is named to visitors (the demo host, a reply template): a leaf of its own.

/** "priya.sharma@…" → "Priya.sharma": the address names a member who has not given a display name. */
export const hostNameOf = (email: string) => {
  const local = email.split("@")[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
};

/** The member's display name, else the name their address gives. */
export const staffName = (member: { displayName: string | null; email: string }) =>
  member.displayName ?? hostNameOf(member.email);
