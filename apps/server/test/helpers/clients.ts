import { randomBytes } from 'node:crypto';
import { serverMessageSchema, type ServerMessage } from '@relata/core';
import WebSocket from 'ws';

/** A signed-up user with the session cookie a browser would hold. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** The cookies a response sets, as a Cookie header value. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

/** POSTs JSON as the web app does (same origin). */
export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: baseUrl };
  if (cookie) headers.cookie = cookie;
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The newest mail the outbox holds for an address (the server runs without SMTP_URL). */
export async function latestMail(
  baseUrl: string,
  to: string,
): Promise<{ subject: string; text: string; links: string[] }> {
  const res = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(to)}`);
  const { mails } = (await res.json()) as {
    mails: Array<{ subject: string; text: string; links: string[] }>;
  };
  const mail = mails[0];
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/**
 * Signs a new user up through the real flow — sign-up, the verification link from the mail —
 * and keeps the session cookie the link sets, as a browser would.
 */
export async function signUp(
  baseUrl: string,
  email = `user-${randomBytes(5).toString('hex')}@example.com`,
): Promise<TestUser> {
  const password = 'correct horse battery';
  const res = await postJson(baseUrl, '/api/account/sign-up', {
    email,
    password,
    acceptTerms: true,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = (await latestMail(baseUrl, email)).links[0];
  if (!link) throw new Error('verification mail without a link');
  const verified = await fetch(link, { redirect: 'manual' });
  if (verified.status !== 302)
    throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const cookie = cookiesOf(verified);
  const session = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  const body = (await session.json()) as { user: { id: string } } | null;
  if (!body) throw new Error('verification link did not sign the user in');
  return { id: body.user.id, email, password, cookie };
}

/** A realtime WebSocket client that records what the server sends. */
export interface RealtimeClient {
  ws: WebSocket;
  send(message: unknown): void;
  /** Resolves with the first message (already received or coming) that matches, or rejects after the timeout. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Everything received so far. */
  received: ServerMessage[];
  close(): void;
}

/** Opens /api/realtime with the given cookie; rejects with the HTTP status when the upgrade is refused. */
export function connectRealtime(
  baseUrl: string,
  cookie?: string,
  origin: string = baseUrl,
): Promise<RealtimeClient> {
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;
  const headers: Record<string, string> = { origin };
  if (cookie) headers.cookie = cookie;
  const ws = new WebSocket(wsUrl, { headers });
  const received: ServerMessage[] = [];
  const waiters: Array<{
    match: (m: ServerMessage) => boolean;
    resolve: (m: ServerMessage) => void;
  }> = [];
  ws.on('message', (data) => {
    const raw: unknown = JSON.parse((data as Buffer).toString('utf8'));
    // Every message is checked against the contract the web app parses on receipt (a change by
    // its kind's record schema); one that does not fit fails the test that received it.
    const checked = serverMessageSchema.safeParse(raw);
    if (!checked.success)
      throw new Error(`the server sent a message off the contract: ${JSON.stringify(raw)}`);
    // The raw message is kept, so that tests see every field the server sent.
    const message = raw as ServerMessage;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        received,
        send: (message) => ws.send(JSON.stringify(message)),
        next(match, timeoutMs = 5000) {
          const seen = received.find(match);
          if (seen) {
            received.splice(received.indexOf(seen), 1);
            return Promise.resolve(seen);
          }
          return new Promise((res, rej) => {
            const waiter = {
              match,
              resolve: (m: ServerMessage) => {
                clearTimeout(timer);
                received.splice(received.indexOf(m), 1);
                res(m);
              },
            };
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(waiter), 1);
              rej(
                new Error(
                  `no matching realtime message within ${timeoutMs} ms; got ${JSON.stringify(received)}`,
                ),
              );
            }, timeoutMs);
            waiters.push(waiter);
          });
        },
        close: () => ws.close(),
      }),
    );
  });
}
