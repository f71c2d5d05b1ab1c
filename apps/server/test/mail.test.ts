import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson } from './helpers/clients';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describeEachDatabase('mail over SMTP', (kind) => {
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
});
