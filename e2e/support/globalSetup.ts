import { OAuth2Server } from 'oauth2-mock-server';
import { oauthUserForClient, type OAuthUser } from './oauthUsers';
import { OAUTH_PORT } from './ports';

interface TokenRequest {
  body?: { client_id?: string };
  headers: { authorization?: string };
}

/** The client id of a token request: in the body, or in HTTP Basic authentication. */
function clientIdOf(req: TokenRequest): string | undefined {
  if (req.body?.client_id) return req.body.client_id;
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!basic) return undefined;
  return decodeURIComponent(Buffer.from(basic, 'base64').toString('utf8').split(':')[0] ?? '');
}

/** The claims a bearer access token of ours carries (we put the user into it when signing). */
function userOfBearer(authorization: string | undefined): Partial<OAuthUser> {
  const payload = /^Bearer [^.]+\.([^.]+)\./i.exec(authorization ?? '')?.[1];
  if (!payload) return {};
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthUser;
  return { sub: claims.sub, email: claims.email, name: claims.name, email_verified: true };
}

/**
 * Starts oauth2-mock-server in place of Google and GitHub. Each client id has its user: the ID
 * token and the access token carry it (beforeTokenSigning), and /userinfo answers it
 * (beforeUserinfo). Returns the teardown that stops the mock.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  oauth.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: TokenRequest) => {
      const user = oauthUserForClient(clientIdOf(req));
      if (user) Object.assign(token.payload, user);
    },
  );
  oauth.service.on(
    'beforeUserinfo',
    (response: { body: unknown }, req: { headers: { authorization?: string } }) => {
      response.body = userOfBearer(req.headers.authorization);
    },
  );
  await oauth.start(OAUTH_PORT, '127.0.0.1');
  return async () => {
    await oauth.stop();
  };
}
