import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVITE_FORM,
  invitationFailedMessage,
  invitationSentMessage,
  inviteEmailError,
} from './inviteForm';

describe('invite form', () => {
  it('starts with the Viewer role', () => {
    expect(EMPTY_INVITE_FORM.role).toBe('Viewer');
  });

  it('needs a valid e-mail address', () => {
    expect(inviteEmailError('')).toBe('Invitee Email is required');
    expect(inviteEmailError('  ')).toBe('Invitee Email is required');
    expect(inviteEmailError('grace@')).toBe('Invitee Email must be a valid email address');
    expect(inviteEmailError(' Grace@Example.com ')).toBeUndefined();
  });

  it('words the toasts as the spec does', () => {
    expect(invitationSentMessage(' Grace@Example.com')).toBe(
      'Invitation sent to grace@example.com',
    );
    expect(invitationFailedMessage('An invitation to this email address is already pending.')).toBe(
      'Failed to send invitation: An invitation to this email address is already pending.',
    );
  });
});
