/** The invitation page of a token (spec 1 §2): the link of the mail, notifications and dashboard. */
export function invitePath(token: string): string {
  return `/app/projects/accept-invite/${encodeURIComponent(token)}`;
}
