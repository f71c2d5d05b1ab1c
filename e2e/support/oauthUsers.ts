/** The OAuth clients the app server is configured with in the end-to-end run. */
export const OAUTH_CLIENTS = {
  google: { id: 'e2e-google-client', secret: 'e2e-google-secret' },
  github: { id: 'e2e-github-client', secret: 'e2e-github-secret' },
} as const;

/** Claims of a provider's user, as the ID token and /userinfo carry them. */
export interface OAuthUser {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

/**
 * The user each provider signs in: one per provider and run (the database is fresh per run), so
 * the first sign-in registers and the next one returns.
 */
export const OAUTH_USERS: Record<keyof typeof OAUTH_CLIENTS, OAuthUser> = {
  google: {
    sub: 'google-e2e-1',
    email: 'gina.google@example.com',
    name: 'Gina Google',
    email_verified: true,
  },
  github: {
    sub: 'github-e2e-1',
    email: 'gus.github@example.com',
    name: 'Gus Hub',
    email_verified: true,
  },
};

/** The provider's user for an OAuth client id, if it is one of ours. */
export function oauthUserForClient(clientId: string | undefined): OAuthUser | undefined {
  if (clientId === OAUTH_CLIENTS.google.id) return OAUTH_USERS.google;
  if (clientId === OAUTH_CLIENTS.github.id) return OAUTH_USERS.github;
  return undefined;
}
