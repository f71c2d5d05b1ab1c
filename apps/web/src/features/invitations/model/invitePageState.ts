import { ApiError, errorMessage } from '../../../lib/api/ApiError';

/** Shown when the invitation page's link lacks its token (spec 1 §5). */
export const TOKEN_MISSING = 'Token could not be determined. Please try again later.';
/** Shown when the invitation names no project (spec 1 §5). */
export const PROJECT_MISSING = 'Project could not be determined. Please try again later.';
/** Shown for an unknown token (spec 1 §8). */
export const INVITATION_NOT_FOUND = 'Invitation not found.';

/** Why the invitation page cannot offer Accept and Decline, with what it says. */
export interface InviteProblem {
  kind: 'missing' | 'not-found' | 'other-address' | 'answered' | 'failed';
  title: string;
  message: string;
}

/**
 * The page state for a failed invitation lookup: an unknown or malformed token (404, 400), one
 * sent to another address (403) and one already answered (409) each get their own title; the
 * server's message explains.
 */
export function inviteProblem(error: unknown): InviteProblem {
  const message = errorMessage(error) || 'An error occurred';
  if (!(error instanceof ApiError)) {
    return { kind: 'failed', title: 'Could not load the invitation', message };
  }
  switch (error.status) {
    // A token of the wrong shape is refused before any lookup: for the user it is just as unknown.
    case 400:
    case 404:
      return {
        kind: 'not-found',
        title: INVITATION_NOT_FOUND,
        message: 'The link may be mistyped, or the invitation was withdrawn.',
      };
    case 403:
      return { kind: 'other-address', title: 'This invitation is for someone else', message };
    case 409:
      return { kind: 'answered', title: 'Invitation already answered', message };
    default:
      return { kind: 'failed', title: 'Could not load the invitation', message };
  }
}

/** The toasts after answering (spec 1 §4 "Invitation"). */
export function answeredToast(answer: 'accept' | 'decline', projectName: string) {
  return answer === 'accept'
    ? { title: 'Accepted', message: `${projectName} Invitation accepted successfully` }
    : { title: 'Declined', message: `${projectName} Invitation declined successfully` };
}
