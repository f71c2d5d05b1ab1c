import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookiesOf, latestMail, postJson, signUp, type TestUser } from './helpers/clients';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

describeOnOneDatabase('password-reset links (issue 14, item 4)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** Requests a reset link by mail and reads it from the outbox once the mail has gone out. */
  async function resetLink(user: TestUser): Promise<string> {
    const res = await postJson(t.url, '/api/account/request-reset', { email: user.email });
    expect(res.status).toBe(200);
    await t.server.background.idle();
    const link = (await latestMail(t.url, user.email)).links[0];
    if (!link?.includes('/api/auth/recover?token=')) throw new Error(`no reset link: ${link}`);
    return link;
  }

  /** Where opening the link sends the browser, and the session cookie it sets. */
  async function open(link: string) {
    const res = await fetch(link, { redirect: 'manual' });
    return { location: res.headers.get('location'), cookie: cookiesOf(res) };
  }

  const INVALID = { location: '/login?reset=invalid', cookie: '' };

  it('ends an older link when a newer one is issued, and the newer one when it is used', async () => {
    const user = await signUp(t.url);
    const older = await resetLink(user);
    const newer = await resetLink(user);
    expect(newer).not.toBe(older);
    expect(await open(older)).toEqual(INVALID);
    expect((await open(newer)).location).toBe('/reset-password');
    expect(await open(older)).toEqual(INVALID);
    expect(await open(newer)).toEqual(INVALID);
  });

  it('ends a link issued before a normal password change', async () => {
    const user = await signUp(t.url);
    const link = await resetLink(user);
    const changed = await postJson(
      t.url,
      '/api/account/change-password',
      {
        currentPassword: user.password,
        newPassword: 'another one 1',
        confirmPassword: 'another one 1',
      },
      user.cookie,
    );
    expect(changed.status).toBe(200);
    expect(await open(link)).toEqual(INVALID);
  });

  it('ends a link issued before the password was reset through another link', async () => {
    const user = await signUp(t.url);
    const { cookie: recovery } = await open(await resetLink(user));
    // Asked again from another tab while the first link's page is still open.
    const second = await resetLink(user);
    const reset = await postJson(
      t.url,
      '/api/account/set-password',
      { newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
      recovery,
    );
    expect(reset.status).toBe(200);
    expect(await open(second)).toEqual(INVALID);
    const signIn = await postJson(t.url, '/api/account/sign-in', {
      email: user.email,
      password: 'brand new secret',
    });
    expect(signIn.status).toBe(200);
  });
});
