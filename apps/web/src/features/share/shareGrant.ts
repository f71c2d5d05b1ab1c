import { shareGrantSchema, type ShareGrant } from '@relata/core';

/** Where a password link's grant is kept for this tab, by the link's token. */
export const grantKey = (token: string) => `relata-share-grant:${token}`;

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The grant this tab was given for a link, while it lasts. */
export function readGrant(token: string, now = new Date()): string | undefined {
  try {
    const kept = tabStorage()?.getItem(grantKey(token));
    if (!kept) return undefined;
    const parsed = shareGrantSchema.safeParse(JSON.parse(kept));
    if (parsed.success && new Date(parsed.data.expires_at) > now) return parsed.data.grant;
    forgetGrant(token);
  } catch {
    // Blocked storage or a value of another shape: the password is asked again.
  }
  return undefined;
}

/** Keeps the grant the right password gave, for this tab. */
export function keepGrant(token: string, grant: ShareGrant): void {
  try {
    tabStorage()?.setItem(grantKey(token), JSON.stringify(grant));
  } catch {
    // Blocked storage: the grant lasts while the page is open.
  }
}

/** Forgets a grant the server no longer takes. */
export function forgetGrant(token: string): void {
  try {
    tabStorage()?.removeItem(grantKey(token));
  } catch {
    // Nothing was kept.
  }
}
