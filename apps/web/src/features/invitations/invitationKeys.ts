/** TanStack Query keys of the caller's invitations. */
export const invitationKeys = {
  /** The caller's pending invitations (dashboard section). */
  mine: ['invitations'] as const,
  /** One invitation read by its token (invitation page). */
  byToken: (token: string) => ['invitations', token] as const,
};
