// How a staff member is named to visitors (the demo host, a reply template): a leaf of its own.

/** "priya.sharma@…" → "Priya.sharma": staff have no name column, so the address names the host. */
export const hostNameOf = (email: string) => {
  const local = email.split("@")[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
};
