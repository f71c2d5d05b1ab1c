import { createInviteBodySchema, labelledMessage, type Role } from '@relata/core';

/** What the invite dialog edits (spec 2 §2 "Invite dialog"). */
export interface InviteFormValues {
  email: string;
  role: Role;
}

/** A new invitation: no address yet, role Viewer (spec 2 §5). */
export const EMPTY_INVITE_FORM: InviteFormValues = { email: '', role: 'Viewer' };

/** Shown when the dialog is submitted with errors (spec 2 §5). */
export const INVITE_FORM_ERROR = 'Please fill in the required fields.';

/** The address field's error: required, then a valid e-mail by the server's own rule. */
export function inviteEmailError(email: string): string | undefined {
  const label = 'Invitee Email';
  if (email.trim() === '') return labelledMessage(label, { kind: 'required' });
  const parsed = createInviteBodySchema.shape.invitee_email.safeParse(email);
  return parsed.success ? undefined : labelledMessage(label, { kind: 'email' });
}

/** Success toast of an invitation (spec 2 §8). */
export function invitationSentMessage(email: string): string {
  return `Invitation sent to ${email.trim().toLowerCase()}`;
}

/** Failure toast of an invitation (spec 2 §8). */
export function invitationFailedMessage(message: string): string {
  return `Failed to send invitation: ${message}`;
}
