import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { answeredToast, inviteProblem } from './invitePageState';

const apiError = (status: number, message: string) => new ApiError({ status, code: 'x', message });

describe('inviteProblem', () => {
  it('says "Invitation not found." for an unknown or malformed token', () => {
    expect(inviteProblem(apiError(404, 'Invitation not found.'))).toMatchObject({
      kind: 'not-found',
      title: 'Invitation not found.',
    });
    expect(inviteProblem(apiError(400, 'token: must be at least 10 characters'))).toMatchObject({
      kind: 'not-found',
      title: 'Invitation not found.',
    });
  });

  it('keeps the server message for another address and an answered invitation', () => {
    const other = 'This invitation was sent to grace@example.com. Sign in with that address.';
    expect(inviteProblem(apiError(403, other))).toEqual({
      kind: 'other-address',
      title: 'This invitation is for someone else',
      message: other,
    });
    expect(inviteProblem(apiError(409, 'This invitation has already been accepted.'))).toEqual({
      kind: 'answered',
      title: 'Invitation already answered',
      message: 'This invitation has already been accepted.',
    });
  });

  it('reports anything else as a failed load with its message', () => {
    expect(inviteProblem(new Error('offline'))).toMatchObject({
      kind: 'failed',
      message: 'offline',
    });
    expect(inviteProblem(apiError(500, ''))).toMatchObject({ message: 'An error occurred' });
  });
});

describe('answeredToast', () => {
  it('words the toasts of spec 1 §4', () => {
    expect(answeredToast('accept', 'Shop')).toEqual({
      title: 'Accepted',
      message: 'Shop Invitation accepted successfully',
    });
    expect(answeredToast('decline', 'Shop')).toEqual({
      title: 'Declined',
      message: 'Shop Invitation declined successfully',
    });
  });
});
