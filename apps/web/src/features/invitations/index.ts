/** The invitations feature's public entry: the dashboard lists the user's pending invitations. */
export { invitationKeys } from './invitationKeys';
export { invitePath } from './invitePath';
export { useMyInvitations } from './useMyInvitations';
