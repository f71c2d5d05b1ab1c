import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mapGitHubUser } from '../src/auth/oauthProviders';
import type { AccountEvent } from '@relata/core';
import { cookiesOf, postJson, signUp } from './helpers/clients';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

describeOnOneDatabase('Google and GitHub sign-in against a local OAuth server', (kind) => {
  let oauth: OAuth2Server;
  let t: TestServer;
  let nextUser = { sub: 'g-1', email: 'first@example.com', name: 'First Person' };

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    // The provider's user, both in the ID token and at /userinfo.
    oauth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { ...nextUser, email_verified: true });
    });
    oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { ...nextUser, email_verified: true };
    });
    t = await startTestServer(kind, {
      env: {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GITHUB_CLIENT_ID: 'github-client',
        GITHUB_CLIENT_SECRET: 'github-secret',
        OAUTH_TEST_SERVER_URL: oauth.issuer.url ?? '',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oauth.stop();
  });

  /** Runs the whole redirect dance as a browser would; answers where it lands and the session cookie. */
  async function signInWith(provider: 'google' | 'github', intent: 'login' | 'register') {
    const start = await postJson(t.url, '/api/account/social', {
      provider,
      intent,
      acceptTerms: true,
    });
    expect(start.status).toBe(200);
    const stateCookie = cookiesOf(start);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(oauth.issuer.url ?? '-')).toBe(true);
    const authorize = await fetch(url, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = authorize.headers.get('location') ?? '';
    expect(callback.startsWith(`${t.url}/api/auth/callback/${provider}`)).toBe(true);
    const done = await fetch(callback, { redirect: 'manual', headers: { cookie: stateCookie } });
    return { location: done.headers.get('location'), cookie: cookiesOf(done) };
  }

  it('signs a new Google user up and sends them to onboarding, with the identity on the profile', async () => {
    nextUser = { sub: 'google-42', email: 'gina@example.com', name: 'Gina Google' };
    const { location, cookie } = await signInWith('google', 'register');
    expect(location).toBe('/onboarding?step=0');
    const profile = (await (
      await fetch(`${t.url}/api/account/profile`, { headers: { cookie } })
    ).json()) as { email: string; identities: unknown };
    expect(profile).toMatchObject({
      email: 'gina@example.com',
      firstname: 'Gina',
      lastname: 'Google',
      identities: [{ provider: 'google' }],
    });
  });

  it('signs a returning GitHub user in and sends them to the app', async () => {
    nextUser = { sub: 'github-7', email: 'gus@example.com', name: 'Gus Hub' };
    await signInWith('github', 'register');
    const { location, cookie } = await signInWith('github', 'login');
    expect(location).toBe('/app');
    const session = (await (
      await fetch(`${t.url}/api/auth/get-session`, { headers: { cookie } })
    ).json()) as { user: { email: string } };
    expect(session.user.email).toBe('gus@example.com');
  });

  it('records social sign-ups, sign-ins and a provider linked to a password account in the Security tab', async () => {
    const events = async (cookie: string) =>
      (
        (await (await fetch(`${t.url}/api/account/security`, { headers: { cookie } })).json()) as {
          events: AccountEvent[];
        }
      ).events.map((e) => [e.kind, e.details]);

    nextUser = { sub: 'google-audit', email: 'audrey@example.com', name: 'Audrey Audit' };
    const first = await signInWith('google', 'register');
    expect(await events(first.cookie)).toEqual([
      ['sign_in', { method: 'google' }],
      ['sign_up', { method: 'google' }],
    ]);

    const user = await signUp(t.url);
    nextUser = { sub: 'github-link', email: user.email, name: 'Linked Person' };
    const linked = await signInWith('github', 'login');
    expect(linked.location).toBe('/app');
    expect((await events(linked.cookie)).slice(0, 2)).toEqual([
      ['sign_in', { method: 'github' }],
      ['identity_linked', { provider: 'github' }],
    ]);
  });

  it('refuses a callback whose state does not match the browser', async () => {
    const start = await postJson(t.url, '/api/account/social', {
      provider: 'google',
      intent: 'login',
    });
    const { url } = (await start.json()) as { url: string };
    const authorize = await fetch(url, { redirect: 'manual' });
    const done = await fetch(authorize.headers.get('location') ?? '', { redirect: 'manual' });
    expect(cookiesOf(done)).not.toContain('session_token');
    expect(done.headers.get('location') ?? '').toContain('error');
  });
});

it("maps GitHub's primary verified address, falling back to the public one", () => {
  const user = {
    id: 5,
    login: 'octo',
    name: null,
    email: 'public@example.com',
    avatar_url: 'https://a/x.png',
  };
  expect(
    mapGitHubUser(user, [
      { email: 'other@example.com', primary: false, verified: true },
      { email: 'main@example.com', primary: true, verified: true },
    ]),
  ).toEqual({
    id: '5',
    email: 'main@example.com',
    name: 'octo',
    image: 'https://a/x.png',
    emailVerified: true,
  });
  expect(mapGitHubUser(user, [])).toMatchObject({
    email: 'public@example.com',
    emailVerified: false,
  });
  expect(mapGitHubUser({ ...user, email: null }, [])).toBeNull();
});
