import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookiesOf, signUp } from './helpers/clients';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const newEmail = () => `limits-${randomBytes(5).toString('hex')}@example.com`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

describeOnOneDatabase('no enumeration, no lockout (issue 14, item 7)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, so that X-Forwarded-For gives each request its client address.
    t = await startTestServer(kind, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  /** POSTs JSON as our own page would, from the given client address. */
  const post = (path: string, body: unknown, from = '198.51.100.1') =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url, 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });

  const mailsTo = async (email: string) =>
    t.server.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', email)
      .execute();

  it('answers resend-verification in the same time whatever the account', async () => {
    const SAMPLES = 7;
    const unverified: string[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const email = newEmail();
      const res = await post('/api/account/sign-up', {
        email,
        password: 'correct horse battery',
        acceptTerms: true,
      });
      expect(res.status).toBe(201);
      unverified.push(email);
    }
    const verified: string[] = [];
    for (let i = 0; i < SAMPLES; i++) verified.push((await signUp(t.url)).email);
    const unknown = Array.from({ length: SAMPLES }, newEmail);

    const times = { unverified: [] as number[], verified: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < SAMPLES; i++) {
      for (const k of ['unverified', 'verified', 'unknown'] as const) {
        const email = { unverified, verified, unknown }[k][i]!;
        const start = performance.now();
        const res = await post('/api/account/resend-verification', { email });
        times[k].push(performance.now() - start);
        expect(await res.json()).toEqual({ ok: true });
        // Whatever runs after the answer is done before the next sample.
        await t.server.background.idle();
      }
    }
    const medians = {
      unverified: median(times.unverified),
      verified: median(times.verified),
      unknown: median(times.unknown),
    };
    console.log(`resend-verification medians (ms) [${kind}]: ${JSON.stringify(medians)}`);
    // Before the fix: about 500 ms for an unverified account, a few ms otherwise.
    expect(Math.abs(medians.unverified - medians.unknown)).toBeLessThan(100);
    expect(Math.abs(medians.unverified - medians.verified)).toBeLessThan(100);

    // And the mail still goes to the unverified account only.
    expect((await mailsTo(unverified[0]!)).length).toBe(2);
    expect((await mailsTo(verified[0]!)).length).toBe(1);
    expect((await mailsTo(unknown[0]!)).length).toBe(0);
  });

  it('lets the owner sign in from a second address while the first is locked out', async () => {
    const owner = await signUp(t.url);
    const attacker = '203.0.113.66';
    for (let i = 0; i < 10; i++) {
      const wrong = await post(
        '/api/account/sign-in',
        { email: owner.email, password: `guess number ${i}` },
        attacker,
      );
      expect(wrong.status).toBe(401);
    }
    // The address that failed ten times is refused, even with the right password.
    const locked = await post(
      '/api/account/sign-in',
      { email: owner.email, password: owner.password },
      attacker,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('rate_limited');

    // The owner, elsewhere: slowed down by the failures on the account, but let in.
    const start = performance.now();
    const owners = await post(
      '/api/account/sign-in',
      { email: owner.email, password: owner.password },
      '198.51.100.20',
    );
    const waited = performance.now() - start;
    expect(owners.status).toBe(200);
    const session = await fetch(`${t.url}/api/auth/get-session`, {
      headers: { cookie: cookiesOf(owners) },
    });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(owner.id);
    // Ten failures on the account: each attempt on it now waits (docs/security.md).
    expect(waited).toBeGreaterThanOrEqual(1000);
    // A wrong password from the owner's address is an ordinary 401, not a lockout.
    const typo = await post(
      '/api/account/sign-in',
      { email: owner.email, password: 'a typo here' },
      '198.51.100.20',
    );
    expect(typo.status).toBe(401);
  });
});
