/** Query parameter naming where to go after signing in (e.g. an invitation link). */
export const REDIRECT_PARAM = 'redirect';

/** Session storage key of the redirect that waits for the sign-in (and the mail round trip). */
export const PENDING_REDIRECT_KEY = 'relata-redirect-after-login';

/** The part of Web Storage the pending redirect needs. */
export type RedirectStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PROBE_ORIGIN = 'https://relata.invalid';

/**
 * The path to go to after signing in, or null when the value is not a same-origin path: it must
 * start with one '/' (not '//', which names another host), and hold no backslash or control
 * character (browsers read '/\evil.com' as '//evil.com').
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe redirect named by a query string, or null. */
export function redirectFromSearch(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** A path (e.g. '/login') with the redirect parameter added when there is one. */
export function withRedirect(path: string, redirect: string | null): string {
  if (!redirect) return path;
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect }).toString()}`;
}

/** Remembers where to go after the sign-in; unsafe paths are not stored. */
export function rememberRedirect(storage: RedirectStorage | undefined, path: string | null): void {
  const safe = safeRedirectPath(path);
  if (!safe) return;
  try {
    storage?.setItem(PENDING_REDIRECT_KEY, safe);
  } catch {
    // Blocked storage: the user lands on /app instead.
  }
}

/** Answers the remembered redirect once (it is removed), checked again on the way out. */
export function takePendingRedirect(storage: RedirectStorage | undefined): string | null {
  try {
    const stored = storage?.getItem(PENDING_REDIRECT_KEY) ?? null;
    if (stored !== null) storage?.removeItem(PENDING_REDIRECT_KEY);
    return safeRedirectPath(stored);
  } catch {
    return null;
  }
}

/** Forgets a remembered redirect (at logout). */
export function forgetPendingRedirect(storage: RedirectStorage | undefined): void {
  try {
    storage?.removeItem(PENDING_REDIRECT_KEY);
  } catch {
    // Nothing stored that could be read either.
  }
}

/** The tab's session storage, or undefined where the browser blocks it. */
export function browserSessionStorage(): RedirectStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
