import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson } from './helpers/clients';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describeOnOneDatabase('mail over SMTP', (kind) => {
  let smtp: SMTPServer;
  let port = 0;
  let t: TestServer;
  const inbox: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    t = await startTestServer(kind, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Relata <hello@relata.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the verification mail over SMTP with a text and an HTML part, and not into the outbox', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    expect(
      (
        await postJson(t.url, '/api/account/sign-up', {
          email,
          password: 'correct horse battery',
          acceptTerms: true,
        })
      ).status,
    ).toBe(201);
    await expect
      .poll(() => inbox.find((m) => m.to.includes(email)), { timeout: 5000 })
      .toBeTruthy();
    const mail = inbox.find((m) => m.to.includes(email))!;
    expect(mail.from).toBe('hello@relata.test');
    expect(mail.raw).toContain('Subject: Verify your email for Relata');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain(`${t.url}/api/auth/verify-email?token=`);
    const outbox = await t.server.database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toEqual([]);
  });

  /** The mail to an address once it has arrived, quoted-printable undone. */
  async function mailTo(address: string, subject: string): Promise<string> {
    await expect
      .poll(() => inbox.find((m) => m.to.includes(address) && m.raw.includes(subject)), {
        timeout: 5000,
      })
      .toBeTruthy();
    const raw = inbox.find((m) => m.to.includes(address) && m.raw.includes(subject))!.raw;
    return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  }

  /** How long a mail's text says its link works, in seconds ("valid for 24 hours"). */
  function statedLifetime(mail: string): number {
    const said = /valid for (one|\d+) (hour|minute|second)s?\b/.exec(mail);
    expect(said, 'a lifetime in the mail').not.toBeNull();
    const count = said![1] === 'one' ? 1 : Number(said![1]);
    return count * { hour: 3600, minute: 60, second: 1 }[said![2] as 'hour'];
  }

  // Issue 36, item A7: the verification mail said one hour while its link worked for 24.
  it('says how long the verification link works, as long as its token does', async () => {
    const email = `lifetime-${Date.now()}@example.com`;
    const res = await postJson(t.url, '/api/account/sign-up', {
      email,
      password: 'correct horse battery',
      acceptTerms: true,
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(email, 'Subject: Verify your email for Relata');
    const token = /verify-email\?token=([\w.-]+)/.exec(mail)?.[1] ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(24 * 3600);
    expect(statedLifetime(mail)).toBe(payload.exp - payload.iat);
  });

  it('says how long the reset link works, as long as its stored token does', async () => {
    const email = `reset-lifetime-${Date.now()}@example.com`;
    await postJson(t.url, '/api/account/sign-up', {
      email,
      password: 'correct horse battery',
      acceptTerms: true,
    });
    await mailTo(email, 'Subject: Verify your email for Relata');
    expect((await postJson(t.url, '/api/account/request-reset', { email })).status).toBe(200);
    const mail = await mailTo(email, 'Subject: Reset your Relata password');
    const token = /recover\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
    const row = await t.server.database.db
      .selectFrom('verification')
      .select(['expiresAt', 'createdAt'])
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    const lifetime = (new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()) / 1000;
    expect(Math.abs(lifetime - statedLifetime(mail))).toBeLessThan(5);
    expect(statedLifetime(mail)).toBe(3600);
  });
});
