import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookiesOf, latestMail, postJson, signUp } from './helpers/clients';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const PASSWORD = 'correct horse battery';
const newEmail = () => `acct-${randomBytes(5).toString('hex')}@example.com`;
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

async function session(t: TestServer, cookie: string) {
  return (await (await fetch(`${t.url}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  } | null;
}

describeOnOneDatabase('accounts', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('signs up, mails a verification link that signs in and lands on the verify page', async () => {
    const email = newEmail();
    const res = await postJson(t.url, '/api/account/sign-up', {
      email,
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(res.status).toBe(201);
    expect(cookiesOf(res)).toBe('');
    const mail = await latestMail(t.url, email);
    expect(mail.subject).toBe('Verify your email for Relata');
    const link = mail.links[0]!;
    expect(mail.text).toContain(link);
    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/verify-email?state=confirmed');
    expect(await session(t, cookiesOf(verified))).not.toBeNull();
  });

  it('refuses a duplicate e-mail with the spec message', async () => {
    const email = newEmail();
    await postJson(t.url, '/api/account/sign-up', { email, password: PASSWORD, acceptTerms: true });
    const again = await postJson(t.url, '/api/account/sign-up', {
      email: email.toUpperCase(),
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('User with this email already exists');
  });

  it('refuses bad sign-up input with field messages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [
        { email: 'not-an-email', password: PASSWORD, acceptTerms: true },
        'email',
        'must be a valid email address',
      ],
      [{ email: newEmail(), password: 'short77', acceptTerms: true }, 'password', ''],
      [
        { email: newEmail(), password: PASSWORD, acceptTerms: false },
        'acceptTerms',
        'You must accept the terms and conditions.',
      ],
      [{ email: newEmail(), password: PASSWORD }, 'acceptTerms', ''],
      [{ email: newEmail(), password: PASSWORD, acceptTerms: true, role: 'admin' }, 'body', ''],
      [{ email: 42, password: PASSWORD, acceptTerms: true }, 'email', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await postJson(t.url, '/api/account/sign-up', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(error)).toContain(field);
      if (message) expect(error.fields?.[field]).toBe(message);
    }
  });

  it('refuses one of the most common passwords as too weak', async () => {
    const res = await postJson(t.url, '/api/account/sign-up', {
      email: newEmail(),
      password: 'password123',
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Password is too weak');
  });

  it('refuses to sign in an unverified address, and resends the link on request', async () => {
    const email = newEmail();
    await postJson(t.url, '/api/account/sign-up', { email, password: PASSWORD, acceptTerms: true });
    const res = await postJson(t.url, '/api/account/sign-in', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'email_not_verified' });
    const mailsTo = async (to: string) =>
      (
        (await (await fetch(`${t.url}/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as {
          mails: unknown[];
        }
      ).mails.length;
    expect(await mailsTo(email)).toBe(1);
    expect((await postJson(t.url, '/api/account/resend-verification', { email })).status).toBe(200);
    await t.server.background.idle(); // the mail goes out after the answer
    expect(await mailsTo(email)).toBe(2);
    expect((await latestMail(t.url, email)).subject).toBe('Verify your email for Relata');
    // Unknown addresses get the same answer and no mail.
    expect(
      (await postJson(t.url, '/api/account/resend-verification', { email: newEmail() })).status,
    ).toBe(200);
  });

  it('signs in with the right password only', async () => {
    const user = await signUp(t.url);
    const wrong = await postJson(t.url, '/api/account/sign-in', {
      email: user.email,
      password: 'wrong password!',
    });
    expect(wrong.status).toBe(401);
    const right = await postJson(t.url, '/api/account/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(right.status).toBe(200);
    expect(await session(t, cookiesOf(right))).toMatchObject({ user: { id: user.id } });
  });

  it('resets a password through the mailed recovery link, once, ending every session', async () => {
    const user = await signUp(t.url);
    const unknown = await postJson(t.url, '/api/account/request-reset', { email: newEmail() });
    const known = await postJson(t.url, '/api/account/request-reset', { email: user.email });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());
    await t.server.background.idle(); // the mail goes out after the answer
    const link = (await latestMail(t.url, user.email)).links[0]!;
    expect(link).toContain('/api/auth/recover?token=');

    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe('/reset-password');
    const recovery = cookiesOf(opened);
    expect(await session(t, recovery)).toMatchObject({ user: { id: user.id } });

    const mismatch = await postJson(
      t.url,
      '/api/account/set-password',
      { newPassword: 'abcdef1', confirmPassword: 'abcdef2' },
      recovery,
    );
    expect(mismatch.status).toBe(400);
    expect((await errorOf(mismatch)).fields?.confirmPassword).toBe('Passwords do not match');
    const tooShort = await postJson(
      t.url,
      '/api/account/set-password',
      { newPassword: 'abc12', confirmPassword: 'abc12' },
      recovery,
    );
    expect(tooShort.status).toBe(400);

    const done = await postJson(
      t.url,
      '/api/account/set-password',
      { newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
      recovery,
    );
    expect(done.status).toBe(200);
    expect(await session(t, recovery)).toBeNull();
    expect(await session(t, user.cookie)).toBeNull();
    expect(
      (
        await postJson(t.url, '/api/account/sign-in', {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await postJson(t.url, '/api/account/sign-in', {
          email: user.email,
          password: 'brand new secret',
        })
      ).status,
    ).toBe(200);

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toBe('/login?reset=invalid');
    expect(cookiesOf(reused)).toBe('');
  });

  it('refuses an expired recovery link', async () => {
    const user = await signUp(t.url);
    await postJson(t.url, '/api/account/request-reset', { email: user.email });
    await t.server.background.idle();
    const link = (await latestMail(t.url, user.email)).links[0]!;
    await t.server.database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('identifier', 'like', 'reset-password:%')
      .execute();
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/login?reset=invalid');
  });

  it('lets only a recovery session set a password without the current one', async () => {
    const user = await signUp(t.url);
    const normal = await postJson(
      t.url,
      '/api/account/set-password',
      { newPassword: 'brand new secret', confirmPassword: 'brand new secret' },
      user.cookie,
    );
    expect(normal.status).toBe(403);
    const anonymous = await postJson(t.url, '/api/account/set-password', {
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).message).toBe('User not authenticated');
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const user = await signUp(t.url);
    const other = cookiesOf(
      await postJson(t.url, '/api/account/sign-in', { email: user.email, password: user.password }),
    );
    const wrong = await postJson(
      t.url,
      '/api/account/change-password',
      {
        currentPassword: 'nope nope',
        newPassword: 'another one 1',
        confirmPassword: 'another one 1',
      },
      user.cookie,
    );
    expect(wrong.status).toBe(400);
    const ok = await postJson(
      t.url,
      '/api/account/change-password',
      {
        currentPassword: user.password,
        newPassword: 'another one 1',
        confirmPassword: 'another one 1',
      },
      user.cookie,
    );
    expect(ok.status).toBe(200);
    expect(await session(t, other)).toBeNull();
    expect(
      (
        await postJson(t.url, '/api/account/sign-in', {
          email: user.email,
          password: 'another one 1',
        })
      ).status,
    ).toBe(200);
  });

  it('reads and updates the profile, validating each field', async () => {
    const user = await signUp(t.url);
    const get = await fetch(`${t.url}/api/account/profile`, { headers: { cookie: user.cookie } });
    expect(await get.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstname: '',
      onboarding_finished: false,
      onboarding_step: 0,
      identities: [{ provider: 'email' }],
    });
    const patch = (body: unknown) =>
      fetch(`${t.url}/api/account/profile`, {
        method: 'PATCH',
        headers: { cookie: user.cookie, 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify(body),
      });
    expect((await patch({ firstname: '   ' })).status).toBe(400);
    expect((await patch({ theme: 'theme-neon' })).status).toBe(400);
    expect((await patch({ onboarding_step: 7 })).status).toBe(400);
    expect((await patch({ email: 'x@y.z' })).status).toBe(400);
    const ok = await patch({
      firstname: ' Ada ',
      lastname: 'Lovelace',
      onboarding_step: 2,
      theme: 'theme-sepia',
    });
    expect(await ok.json()).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      onboarding_step: 2,
      theme: 'theme-sepia',
      email: user.email,
    });
    expect((await fetch(`${t.url}/api/account/profile`)).status).toBe(401);
  });

  it('accepts avatars by content only, at most 2 MB, and serves them with nosniff', async () => {
    const user = await signUp(t.url);
    const put = (body: Buffer, type = 'image/png') =>
      fetch(`${t.url}/api/account/avatar`, {
        method: 'PUT',
        headers: { cookie: user.cookie, 'content-type': type, origin: t.url },
        body,
      });
    const ok = await put(PNG_1x1);
    expect(ok.status).toBe(200);
    const url = ((await ok.json()) as { avatar_url: string }).avatar_url;
    expect(url).toMatch(new RegExp(`^/api/avatars/${user.id}\\.png\\?v=\\d+$`));
    const served = await fetch(`${t.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);

    expect((await put(Buffer.from('just some text pretending'), 'image/png')).status).toBe(415);
    expect(
      (
        await put(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'image/svg+xml',
        )
      ).status,
    ).toBe(415);
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await put(big)).status).toBe(413);
    const anonymous = await fetch(`${t.url}/api/account/avatar`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: t.url },
      body: PNG_1x1,
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${t.url}/api/avatars/..%2Fpglite.png`)).status).toBe(404);
  });

  it('rate limits sign-in per address with Retry-After, and ignores a spoofed X-Forwarded-For', async () => {
    const email = newEmail();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await fetch(`${t.url}/api/account/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: t.url,
          'x-forwarded-for': `203.0.113.${i}`,
        },
        body: JSON.stringify({ email, password: 'whatever it is' }),
      });
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(last!)).message).toMatch(
      /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    const rows = await t.server.database.db
      .selectFrom('rate_limit_buckets')
      .select('key')
      .where('key', 'like', 'sign-in:ip:%')
      .execute();
    expect(rows.map((r) => r.key)).toEqual(['sign-in:ip:127.0.0.1']);
  });

  it('deletes the account after the typed confirmation, and the login fails afterwards', async () => {
    const user = await signUp(t.url);
    const del = (body: unknown) =>
      fetch(`${t.url}/api/account`, {
        method: 'DELETE',
        headers: { cookie: user.cookie, 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify(body),
      });
    expect((await del({ confirm: 'delete_account' })).status).toBe(400);
    expect((await del({ confirm: 'DELETE_ACCOUNT' })).status).toBe(200);
    expect(await session(t, user.cookie)).toBeNull();
    expect(
      (
        await postJson(t.url, '/api/account/sign-in', {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(401);
    const profile = await t.server.database.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', user.id)
      .execute();
    expect(profile).toEqual([]);
  });

  it('refuses state-changing requests from another site', async () => {
    const res = await fetch(`${t.url}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });

  it('judges an opaque origin by where the browser says the page was', async () => {
    const post = (site: string) =>
      fetch(`${t.url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'null', 'sec-fetch-site': site },
        body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
      });
    expect((await post('cross-site')).status).toBe(403);
    // Our own page under no-referrer: on to the route, which refuses the unknown user (not 403).
    expect((await post('same-origin')).status).not.toBe(403);
  });

  it('answers an unconfigured social provider plainly, and social sign-up needs the terms', async () => {
    const google = await postJson(t.url, '/api/account/social', {
      provider: 'google',
      intent: 'login',
    });
    expect(google.status).toBe(400);
    expect((await errorOf(google)).message).toBe('Google sign-in is not configured on this server');
    const github = await postJson(t.url, '/api/account/social', {
      provider: 'github',
      intent: 'login',
    });
    expect((await errorOf(github)).message).toBe('GitHub sign-in is not configured on this server');
    const noTerms = await postJson(t.url, '/api/account/social', {
      provider: 'github',
      intent: 'register',
    });
    expect((await errorOf(noTerms)).message).toBe('You must accept the terms and conditions.');
  });

  it("does not expose better-auth's own sign-up, which would skip our rules", async () => {
    const res = await postJson(t.url, '/api/auth/sign-up/email', {
      email: newEmail(),
      password: PASSWORD,
      name: 'x',
    });
    expect(res.status).toBe(404);
  });
});
