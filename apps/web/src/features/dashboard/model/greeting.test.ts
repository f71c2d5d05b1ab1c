import { describe, expect, it } from 'vitest';
import { FIRST_SESSION_WINDOW_MS, greeting, isNewUser } from './greeting';

/** A session whose account was made at `account` and which began at `signedIn`. */
const session = (account: string | undefined, signedIn: string | undefined) => ({
  session: { id: 's', userId: 'u', expiresAt: '', ...(signedIn ? { createdAt: signedIn } : {}) },
  user: { id: 'u', email: 'ada@example.com', name: '', ...(account ? { createdAt: account } : {}) },
});

describe('the dashboard greeting (issue 36, item A7)', () => {
  it('welcomes a user whose session began with the account, and welcomes back a returning one', () => {
    // Signed in by the verification link a few minutes after signing up.
    expect(isNewUser(session('2026-12-01T10:00:00.000Z', '2026-12-01T10:04:00.000Z'))).toBe(true);
    // Signed in again a week later.
    expect(isNewUser(session('2026-12-01T10:00:00.000Z', '2026-12-08T09:00:00.000Z'))).toBe(false);
    const start = Date.parse('2026-12-01T10:00:00.000Z');
    const at = (ms: number) => new Date(start + ms).toISOString();
    expect(isNewUser(session(at(0), at(FIRST_SESSION_WINDOW_MS - 1)))).toBe(true);
    expect(isNewUser(session(at(0), at(FIRST_SESSION_WINDOW_MS)))).toBe(false);
  });

  it('counts a user as returning when the times are unknown', () => {
    expect(isNewUser(undefined)).toBe(false);
    expect(isNewUser(session(undefined, '2026-12-01T10:04:00.000Z'))).toBe(false);
    expect(isNewUser(session('2026-12-01T10:00:00.000Z', undefined))).toBe(false);
  });

  it('says Welcome to a new user and Welcome back to a returning one, with the name when known', () => {
    expect(greeting('Ada', true)).toBe('Welcome, Ada!');
    expect(greeting('Ada', false)).toBe('Welcome back, Ada!');
    expect(greeting(undefined, true)).toBe('Welcome!');
    expect(greeting(undefined, false)).toBe('Welcome back!');
  });
});
