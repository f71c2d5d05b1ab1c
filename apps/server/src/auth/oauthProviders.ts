import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../config';

/** What a GitHub user answers at /user and /user/emails. */
interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string | null;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** Maps GitHub's user and e-mail answers onto a better-auth user (the primary verified address wins). */
export function mapGitHubUser(user: GitHubUser, emails: GitHubEmail[]) {
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  const email = primary?.email ?? user.email;
  if (!email) return null;
  return {
    id: String(user.id),
    email,
    name: user.name ?? user.login,
    image: user.avatar_url ?? undefined,
    emailVerified: primary !== undefined,
  };
}

/**
 * Google and GitHub as OAuth providers with their real endpoints. OAUTH_TEST_SERVER_URL (tests
 * only) points both at a local OAuth server such as oauth2-mock-server, whose /authorize, /token
 * and OpenID /userinfo stand in for the providers' own.
 */
export function oauthProviders(config: Config): GenericOAuthConfig[] {
  const test = config.oauthTestServerUrl;
  const providers: GenericOAuthConfig[] = [];
  if (config.google) {
    providers.push({
      providerId: 'google',
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      authorizationUrl: test ? `${test}/authorize` : 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: test ? `${test}/token` : 'https://oauth2.googleapis.com/token',
      userInfoUrl: test ? `${test}/userinfo` : 'https://openidconnect.googleapis.com/v1/userinfo',
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  if (config.github) {
    providers.push({
      providerId: 'github',
      clientId: config.github.clientId,
      clientSecret: config.github.clientSecret,
      authorizationUrl: test ? `${test}/authorize` : 'https://github.com/login/oauth/authorize',
      tokenUrl: test ? `${test}/token` : 'https://github.com/login/oauth/access_token',
      ...(test
        ? { userInfoUrl: `${test}/userinfo` }
        : {
            scopes: ['read:user', 'user:email'],
            getUserInfo: async (tokens) => {
              const headers = {
                authorization: `Bearer ${tokens.accessToken}`,
                'user-agent': 'Relata',
                accept: 'application/vnd.github+json',
              };
              const user = (await (
                await fetch('https://api.github.com/user', { headers })
              ).json()) as GitHubUser;
              const emails = (await (
                await fetch('https://api.github.com/user/emails', { headers })
              ).json()) as GitHubEmail[];
              return mapGitHubUser(user, Array.isArray(emails) ? emails : []);
            },
          }),
    });
  }
  return providers;
}
