import { describe, expect, it } from 'vitest';
import { decideGuard, toSessionView, verifyEmailState, type SessionView } from './routeRules';

const SESSIONS: SessionView[] = ['pending', 'signed-out', 'needs-onboarding', 'ready'];

describe('decideGuard', () => {
  it('waits for the session before deciding, except on /verify-email', () => {
    expect(decideGuard('guest', 'pending', '')).toEqual({ kind: 'wait' });
    expect(decideGuard('member', 'pending', '')).toEqual({ kind: 'wait' });
    expect(decideGuard('verify-email', 'pending', '?state=confirmed')).toEqual({ kind: 'render' });
  });

  it('sends signed-in users from /login, /register and /request-reset-password to /app', () => {
    expect(decideGuard('guest', 'signed-out', '')).toEqual({ kind: 'render' });
    expect(decideGuard('guest', 'ready', '')).toEqual({ kind: 'redirect', to: '/app' });
    expect(decideGuard('guest', 'needs-onboarding', '')).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('sends a user who just signed in to a safe redirect target instead', () => {
    expect(decideGuard('guest', 'ready', '?redirect=%2Fapp%2Fprojects%2F7')).toEqual({
      kind: 'redirect',
      to: '/app/projects/7',
    });
    expect(decideGuard('guest', 'ready', '?redirect=%2F%2Fevil.example')).toEqual({
      kind: 'redirect',
      to: '/app',
    });
  });

  it('accepts only the states confirmed and not-confirmed on /verify-email', () => {
    for (const session of SESSIONS) {
      expect(decideGuard('verify-email', session, '?state=confirmed').kind).toBe('render');
      expect(decideGuard('verify-email', session, '?state=not-confirmed').kind).toBe('render');
      expect(decideGuard('verify-email', session, '?state=done')).toEqual({
        kind: 'redirect',
        to: '/login',
      });
      expect(decideGuard('verify-email', session, '')).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('lets only signed-in users reset their password', () => {
    expect(decideGuard('signed-in', 'signed-out', '')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard('signed-in', 'ready', '')).toEqual({ kind: 'render' });
    expect(decideGuard('signed-in', 'needs-onboarding', '')).toEqual({ kind: 'render' });
  });

  it('shows onboarding only to signed-in users who have not finished it', () => {
    expect(decideGuard('onboarding', 'signed-out', '')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard('onboarding', 'needs-onboarding', '?step=1')).toEqual({ kind: 'render' });
    expect(decideGuard('onboarding', 'ready', '')).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('guards /app: signed out to /login, unfinished onboarding to /onboarding?step=0', () => {
    expect(decideGuard('member', 'signed-out', '')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard('member', 'needs-onboarding', '')).toEqual({
      kind: 'redirect',
      to: '/onboarding?step=0',
    });
    expect(decideGuard('member', 'ready', '')).toEqual({ kind: 'render' });
  });

  it('remembers the /app page a signed-out visitor wanted, so login can return to it', () => {
    expect(
      decideGuard('member', 'signed-out', '?x=1', '/app/projects/accept-invite/tok3n'),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fapp%2Fprojects%2Faccept-invite%2Ftok3n%3Fx%3D1',
    });
    expect(decideGuard('member', 'signed-out', '', '/app')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('follows a sign-out the app started to its own destination', () => {
    const done = '/login?reset=done';
    expect(decideGuard('signed-in', 'signed-out', '', '/reset-password', done)).toEqual({
      kind: 'redirect',
      to: done,
    });
    expect(decideGuard('member', 'signed-out', '', '/app/profile', '/login')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
});

describe('toSessionView', () => {
  it('reads a missing onboarding flag as finished', () => {
    expect(toSessionView('success', {})).toBe('ready');
    expect(toSessionView('success', { onboardingFinished: true })).toBe('ready');
    expect(toSessionView('success', { onboardingFinished: false })).toBe('needs-onboarding');
  });

  it('treats no user and a failed lookup as signed out', () => {
    expect(toSessionView('success', null)).toBe('signed-out');
    expect(toSessionView('error', undefined)).toBe('signed-out');
    expect(toSessionView('pending', undefined)).toBe('pending');
  });
});

describe('verifyEmailState', () => {
  it('reads the state parameter', () => {
    expect(verifyEmailState('?state=confirmed')).toBe('confirmed');
    expect(verifyEmailState('?state=not-confirmed&x=1')).toBe('not-confirmed');
    expect(verifyEmailState('?state=CONFIRMED')).toBeNull();
  });
});
