// How a host is named to visitors: a leaf, so the calendar event, invitations and use cases share it.

/** "priya.sharma@…" → "Priya.sharma": staff have no name column, so the address names the host. */
export const hostNameOf = (email: string) => {
  const local = email.split("@")[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
};
