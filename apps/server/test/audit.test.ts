import type { AccountEvent, AccountSession, ApiErrorBody, ProjectEvent } from '@relata/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneAuditEvents } from '../src/modules/audit/retention';
import { USER_AGENT_MAX } from '../src/modules/audit/clientContext';
import {
  connectRealtime,
  cookiesOf,
  latestMail,
  postJson,
  signUp,
  type RealtimeClient,
  type TestUser,
} from './helpers/clients';
import { api, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type EventPage<E> = { events: E[]; next_before: string | null };

describeOnOneDatabase('audit trail', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const security = async (user: TestUser, query = '') =>
    json<EventPage<AccountEvent>>(await api(t.url, user, 'GET', `/api/account/security${query}`));
  const kinds = async (user: TestUser) => (await security(user)).events.map((e) => e.kind);
  // The forwarded address is a lie that the server (TRUST_PROXY unset) must not believe.
  const signIn = (email: string, password: string, userAgent?: string) =>
    fetch(`${t.url}/api/account/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: t.url,
        'x-forwarded-for': '203.0.113.9',
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      body: JSON.stringify({ email, password }),
    });

  it('records the sign-up, the verified address and the sign-in from its link, newest first', async () => {
    const user = await signUp(t.url);
    const { events } = await security(user);
    expect(events.map((e) => [e.kind, e.details])).toEqual([
      ['sign_in', { method: 'verification_link' }],
      ['email_verified', {}],
      ['sign_up', { method: 'password' }],
    ]);
    for (const e of events) expect(e.ip_address).toBe('127.0.0.1');
    expect(new Date(events[0]?.created_at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records refused and successful sign-ins with the address and the (shortened) user agent', async () => {
    const user = await signUp(t.url);
    const agent = `Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0 ${'x'.repeat(700)}`;
    expect((await signIn(user.email, 'not the password', agent)).status).toBe(401);
    expect((await signIn(user.email, user.password, agent)).status).toBe(200);
    const [ok, refused] = (await security(user)).events;
    expect(refused).toMatchObject({
      kind: 'sign_in_failed',
      details: { reason: 'unauthenticated' },
      ip_address: '127.0.0.1',
      user_agent: agent.slice(0, USER_AGENT_MAX),
    });
    expect(ok).toMatchObject({
      kind: 'sign_in',
      details: { method: 'password' },
      user_agent: agent.slice(0, USER_AGENT_MAX),
    });
  });

  it('records a password change, a sign-out, and a reset from the mailed link', async () => {
    const user = await signUp(t.url);
    const changed = await postJson(
      t.url,
      '/api/account/change-password',
      {
        currentPassword: user.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
      user.cookie,
    );
    expect(changed.status).toBe(200);
    const cookie = cookiesOf(changed);
    expect((await postJson(t.url, '/api/account/sign-out', {}, cookie)).status).toBe(200);

    expect(
      (await postJson(t.url, '/api/account/request-reset', { email: user.email })).status,
    ).toBe(200);
    await t.server.background.idle(); // the mail goes out after the answer
    const link = (await latestMail(t.url, user.email)).links[0] ?? '';
    const recovered = await fetch(link, { redirect: 'manual' });
    const recovery = { ...user, cookie: cookiesOf(recovered) };
    const set = await postJson(
      t.url,
      '/api/account/set-password',
      { newPassword: 'third horse battery', confirmPassword: 'third horse battery' },
      recovery.cookie,
    );
    expect(set.status).toBe(200);

    const again = await signIn(user.email, 'third horse battery');
    expect(await kinds({ ...user, cookie: cookiesOf(again) })).toEqual([
      'sign_in',
      'password_reset',
      'sign_in',
      'password_reset_requested',
      'sign_out',
      'password_changed',
      'sign_in',
      'email_verified',
      'sign_up',
    ]);
    const events = (await security({ ...user, cookie: cookiesOf(again) })).events;
    expect(events[2]?.details).toEqual({ method: 'recovery_link' });
    // Nobody was signed in when the reset was asked for.
    const row = await t.server.database.db
      .selectFrom('audit_events')
      .select('actor_id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'password_reset_requested')
      .executeTakeFirstOrThrow();
    expect(row.actor_id).toBeNull();
  });

  it('lists sessions with the current one first; ends one, then all others; ended sessions get 401 and lose their realtime connection', async () => {
    const user = await signUp(t.url);
    const second = cookiesOf(await signIn(user.email, user.password, 'curl/8.5.0'));
    const third = cookiesOf(await signIn(user.email, user.password));
    const listed = await json<{ sessions: AccountSession[] }>(
      await api(t.url, user, 'GET', '/api/account/sessions'),
    );
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions.map((s) => s.current)).toEqual([true, false, false]);
    expect(listed.sessions.find((s) => s.user_agent === 'curl/8.5.0')).toBeDefined();
    expect(listed.sessions.map((s) => s.ip_address)).toEqual([
      '127.0.0.1',
      '127.0.0.1',
      '127.0.0.1',
    ]);

    const closed = (client: RealtimeClient) =>
      new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    const [mine, theirs] = await Promise.all([
      connectRealtime(t.url, user.cookie),
      connectRealtime(t.url, second),
    ]);
    if (!mine || !theirs) throw new Error('two connections expected');
    const theirsClosed = closed(theirs);

    const secondId = listed.sessions.find((s) => s.user_agent === 'curl/8.5.0')?.id ?? '';
    const ended = await api(t.url, user, 'DELETE', `/api/account/sessions/${secondId}`);
    expect(ended.status).toBe(200);
    expect(await theirsClosed).toBe(4401);
    expect(mine.ws.readyState).toBe(mine.ws.OPEN);
    const asSecond = { ...user, cookie: second };
    expect((await api(t.url, asSecond, 'GET', '/api/account/profile')).status).toBe(401);

    // The current session signs out instead; an unknown or someone else's session is not found.
    const currentId = listed.sessions[0]?.id ?? '';
    const own = await api(t.url, user, 'DELETE', `/api/account/sessions/${currentId}`);
    expect(own.status).toBe(400);
    expect((await json<ApiErrorBody>(own)).error.code).toBe('bad_request');
    expect((await api(t.url, user, 'DELETE', `/api/account/sessions/${secondId}`)).status).toBe(
      404,
    );
    const stranger = await signUp(t.url);
    const strangers = await json<{ sessions: AccountSession[] }>(
      await api(t.url, stranger, 'GET', '/api/account/sessions'),
    );
    const foreign = await api(
      t.url,
      user,
      'DELETE',
      `/api/account/sessions/${strangers.sessions[0]?.id ?? ''}`,
    );
    expect(foreign.status).toBe(404);
    expect((await api(t.url, stranger, 'GET', '/api/account/profile')).status).toBe(200);

    const others = await postJson(t.url, '/api/account/sessions/end-others', {}, user.cookie);
    expect(await json<{ ended: number }>(others)).toEqual({ ended: 1 });
    expect(
      (await api(t.url, { ...user, cookie: third }, 'GET', '/api/account/profile')).status,
    ).toBe(401);
    expect((await api(t.url, user, 'GET', '/api/account/profile')).status).toBe(200);
    const left = await json<{ sessions: AccountSession[] }>(
      await api(t.url, user, 'GET', '/api/account/sessions'),
    );
    expect(left.sessions.map((s) => s.id)).toEqual([currentId]);
    const events = (await security(user)).events.filter((e) => e.kind === 'session_ended');
    expect(events.map((e) => e.details)).toEqual([{ count: '1' }, { count: '1' }]);
    mine.close();

    expect((await api(t.url, undefined, 'GET', '/api/account/sessions')).status).toBe(401);
    expect((await api(t.url, undefined, 'GET', '/api/account/security')).status).toBe(401);
  });

  it('pages the events and refuses a bad page query with a 400', async () => {
    const user = await signUp(t.url);
    const first = await security(user, '?limit=2');
    expect(first.events).toHaveLength(2);
    expect(first.next_before).toBe(first.events[1]?.id);
    const rest = await security(user, `?limit=2&before=${first.next_before ?? ''}`);
    expect(rest.events.map((e) => e.kind)).toEqual(['sign_up']);
    expect(rest.next_before).toBeNull();
    for (const query of ['?limit=0', '?limit=101', '?before=abc', '?before=-1', '?extra=1']) {
      const res = await api(t.url, user, 'GET', `/api/account/security${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<ApiErrorBody>(res)).error.code, query).toBe('validation_failed');
    }
  });

  it('lists no event past the retention period, and pruning deletes only those', async () => {
    const user = await signUp(t.url);
    const db = t.server.database.db;
    await db
      .insertInto('audit_events')
      .values({
        kind: 'sign_in',
        user_id: user.id,
        actor_id: user.id,
        details: JSON.stringify({ method: 'password' }),
        created_at: sql<Date>`now() - interval '91 days'`,
      })
      .execute();
    expect(await kinds(user)).toEqual(['sign_in', 'email_verified', 'sign_up']);
    expect(await pruneAuditEvents(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('audit_events')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(3);
  });

  it('keeps the account deletion in the trail after the account is gone', async () => {
    const user = await signUp(t.url);
    const res = await api(t.url, user, 'DELETE', '/api/account', { confirm: 'DELETE_ACCOUNT' });
    expect(res.status).toBe(200);
    const rows = await t.server.database.db
      .selectFrom('audit_events')
      .select(['kind', 'ip_address'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]).toEqual({ kind: 'account_deleted', ip_address: '127.0.0.1' });
  });

  it("records the project's membership events and shows them to its Admins only", async () => {
    const { admin, editor, viewer, outsider, project } = await projectWithTeam(t.url);
    const base = `/api/projects/${project.id}`;
    expect(
      (await api(t.url, admin, 'PATCH', `${base}/members/${editor.id}`, { role: 'Viewer' })).status,
    ).toBe(200);
    const invite = await json<{ id: string }>(
      await api(t.url, admin, 'POST', `${base}/invites`, {
        invitee_email: 'later@example.com',
        role: 'Editor',
      }),
    );
    expect((await api(t.url, admin, 'DELETE', `${base}/invites/${invite.id}`)).status).toBe(200);
    expect((await api(t.url, admin, 'DELETE', `${base}/members/${viewer.id}`)).status).toBe(200);

    const res = await api(t.url, admin, 'GET', `${base}/audit`);
    expect(res.status).toBe(200);
    const { events } = await json<EventPage<ProjectEvent>>(res);
    const person = (u: TestUser) => ({ user_id: u.id, name: u.email });
    expect(events.map((e) => [e.kind, e.actor, e.target, e.details])).toEqual([
      ['member_removed', person(admin), person(viewer), { role: 'Viewer' }],
      ['invitation_removed', person(admin), null, { email: 'later@example.com', role: 'Editor' }],
      ['invitation_sent', person(admin), null, { email: 'later@example.com', role: 'Editor' }],
      [
        'member_role_changed',
        person(admin),
        person(editor),
        { role: 'Viewer', previous_role: 'Editor' },
      ],
      [
        'invitation_accepted',
        person(viewer),
        person(viewer),
        { email: viewer.email, role: 'Viewer' },
      ],
      ['invitation_sent', person(admin), null, { email: viewer.email, role: 'Viewer' }],
      [
        'invitation_accepted',
        person(editor),
        person(editor),
        { email: editor.email, role: 'Editor' },
      ],
      ['invitation_sent', person(admin), null, { email: editor.email, role: 'Editor' }],
    ]);
    expect(events.every((e) => e.ip_address === '127.0.0.1')).toBe(true);

    // The (now) Viewer and an Editor are refused with 403; an outsider learns nothing (404).
    const refused = await api(t.url, editor, 'GET', `${base}/audit`);
    expect(refused.status).toBe(403);
    expect((await json<ApiErrorBody>(refused)).error).toEqual({
      code: 'forbidden',
      message: 'Only Admins can see the membership history.',
    });
    const newEditor = await signUp(t.url);
    const invited = await api(t.url, admin, 'POST', `${base}/invites`, {
      invitee_email: newEditor.email,
      role: 'Editor',
    });
    const token = (await latestMail(t.url, newEditor.email)).links[0]?.split('/').pop() ?? '';
    expect(invited.status).toBe(201);
    expect(
      (await postJson(t.url, `/api/invitations/${token}/accept`, {}, newEditor.cookie)).status,
    ).toBe(200);
    expect((await api(t.url, newEditor, 'GET', `${base}/audit`)).status).toBe(403);
    const hidden = await api(t.url, outsider, 'GET', `${base}/audit`);
    const missing = await api(
      t.url,
      outsider,
      'GET',
      '/api/projects/00000000-0000-4000-8000-000000000000/audit',
    );
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toBe(await missing.text());
    expect((await api(t.url, undefined, 'GET', `${base}/audit`)).status).toBe(401);
  });

  it('records a declined invitation, a member leaving and the project deleted', async () => {
    const { admin, editor, project } = await projectWithTeam(t.url);
    const base = `/api/projects/${project.id}`;
    const guest = await signUp(t.url);
    await api(t.url, admin, 'POST', `${base}/invites`, {
      invitee_email: guest.email,
      role: 'Viewer',
    });
    const token = (await latestMail(t.url, guest.email)).links[0]?.split('/').pop() ?? '';
    expect(
      (await postJson(t.url, `/api/invitations/${token}/decline`, {}, guest.cookie)).status,
    ).toBe(200);
    expect((await postJson(t.url, `${base}/leave`, {}, editor.cookie)).status).toBe(200);
    const { events } = await json<EventPage<ProjectEvent>>(
      await api(t.url, admin, 'GET', `${base}/audit`),
    );
    expect(events.slice(0, 3).map((e) => [e.kind, e.actor?.user_id, e.details])).toEqual([
      ['member_left', editor.id, { role: 'Editor' }],
      ['invitation_declined', guest.id, { email: guest.email }],
      ['invitation_sent', admin.id, { email: guest.email, role: 'Viewer' }],
    ]);

    expect((await api(t.url, admin, 'DELETE', base, { confirmName: project.name })).status).toBe(
      200,
    );
    const deleted = await t.server.database.db
      .selectFrom('audit_events')
      .select(['kind', 'actor_id', 'details'])
      .where('project_id', '=', project.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(deleted).toEqual({
      kind: 'project_deleted',
      actor_id: admin.id,
      details: { name: project.name },
    });
  });
});
