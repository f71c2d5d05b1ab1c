import type { Invite, Member, Notification, Project } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, latestMail, postJson, signUp, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

describeOnOneDatabase('projects', (kind) => {
  let t: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    alice = await signUp(t.url);
  });
  afterAll(() => t.close());

  it('creates a project with the defaults; the creator is its Admin and it is listed with the role', async () => {
    const res = await api(t.url, alice, 'POST', '/api/projects', {
      name: '  Library  ',
      database_type: 'PostgreSQL',
    });
    expect(res.status).toBe(201);
    const p = await json<Project>(res);
    expect(p).toMatchObject({
      name: 'Library',
      description: '',
      database_type: 'postgresql',
      color: '#333333',
      created_by: alice.id,
      users: [{ user_id: alice.id, role: 'Admin' }],
    });
    const list = await json<Project[]>(await api(t.url, alice, 'GET', '/api/projects'));
    expect(list.map((x) => x.id)).toContain(p.id);
    const summary = await json<{
      project_users_count: number;
      db_entities_count: number;
      activities: Array<{ type: string }>;
    }>(await api(t.url, alice, 'GET', `/api/projects/${p.id}/summary`));
    expect(summary).toMatchObject({
      project_users_count: 1,
      db_entities_count: 0,
      activities: [{ type: 'project_created' }],
    });
  });

  it('defaults the database type to mysql and refuses bad project input', async () => {
    expect((await createProject(t.url, alice, { name: 'Defaults' })).database_type).toBe('mysql');
    const bad = [
      { name: 'x' },
      { name: 'ok name', description: 'd'.repeat(1001) },
      { name: 'ok name', database_type: 'oracle' },
      { name: 'ok name', color: 'red' },
      { name: 'ok name', owner: 'me' },
      { name: 42 },
    ];
    for (const body of bad)
      expect(
        (await api(t.url, alice, 'POST', '/api/projects', body)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect((await api(t.url, undefined, 'POST', '/api/projects', { name: 'anon' })).status).toBe(
      401,
    );
  });

  it('records name and description changes as activities', async () => {
    const p = await createProject(t.url, alice, { name: 'Before' });
    const res = await api(t.url, alice, 'PATCH', `/api/projects/${p.id}`, {
      name: 'After',
      description: 'New words',
    });
    expect(await json<Project>(res)).toMatchObject({ name: 'After', description: 'New words' });
    const summary = await json<{ activities: Array<{ type: string; title: string }> }>(
      await api(t.url, alice, 'GET', `/api/projects/${p.id}/summary`),
    );
    expect(summary.activities.map((a) => a.type)).toEqual([
      'project_description_changed',
      'project_name_changed',
      'project_created',
    ]);
  });

  it('enforces the permissions table on every project-scoped endpoint (non-members get 404)', async () => {
    const { admin, editor, viewer, outsider, project } = await projectWithTeam(t.url);
    const target = await signUp(t.url);
    const id = project.id;
    const invite = await json<Invite>(
      await api(t.url, admin, 'POST', `/api/projects/${id}/invites`, {
        invitee_email: target.email,
        role: 'Viewer',
      }),
    );
    const version = await json<{ id: string }>(
      await api(t.url, admin, 'POST', `/api/projects/${id}/versions`, { name: 'Baseline' }),
    );
    const versionPath = `/api/projects/${id}/versions/${version.id}`;
    const savedQuery = await json<{ id: string }>(
      await api(t.url, admin, 'POST', `/api/projects/${id}/queries`, {
        name: 'Baseline',
        sql: 'SELECT 1',
      }),
    );
    const queryPath = `/api/projects/${id}/queries/${savedQuery.id}`;
    type Case = {
      name: string;
      method: string;
      path: string;
      body?: unknown;
      expect: Record<'admin' | 'editor' | 'viewer' | 'outsider', number>;
    };
    const read = { admin: 200, editor: 200, viewer: 200, outsider: 404 };
    const adminOnly = (ok: number) => ({ admin: ok, editor: 403, viewer: 403, outsider: 404 });
    const editors = (ok: number) => ({ admin: ok, editor: ok, viewer: 403, outsider: 404 });
    const cases: Case[] = [
      { name: 'read project', method: 'GET', path: `/api/projects/${id}`, expect: read },
      { name: 'summary', method: 'GET', path: `/api/projects/${id}/summary`, expect: read },
      { name: 'members', method: 'GET', path: `/api/projects/${id}/members`, expect: read },
      { name: 'invites', method: 'GET', path: `/api/projects/${id}/invites`, expect: read },
      { name: 'settings', method: 'GET', path: `/api/projects/${id}/settings`, expect: read },
      {
        name: 'update project',
        method: 'PATCH',
        path: `/api/projects/${id}`,
        body: { description: 'x' },
        expect: adminOnly(200),
      },
      {
        name: 'put setting',
        method: 'PUT',
        path: `/api/projects/${id}/settings/dbdesigner:defaultTableData`,
        body: { value: { name: 'T', attributes: [] } },
        expect: adminOnly(200),
      },
      {
        name: 'invite',
        method: 'POST',
        path: `/api/projects/${id}/invites`,
        body: { invitee_email: 'someone-new@example.com', role: 'Editor' },
        expect: { ...adminOnly(201) },
      },
      {
        name: 'change role',
        method: 'PATCH',
        path: `/api/projects/${id}/members/${viewer.id}`,
        body: { role: 'Viewer' },
        expect: { admin: 200, editor: 403, viewer: 403, outsider: 404 },
      },
      {
        name: 'remove invite (non-admins first)',
        method: 'DELETE',
        path: `/api/projects/${id}/invites/${invite.id}`,
        expect: { admin: 200, editor: 403, viewer: 403, outsider: 404 },
      },
      { name: 'versions', method: 'GET', path: `/api/projects/${id}/versions`, expect: read },
      { name: 'version', method: 'GET', path: versionPath, expect: read },
      {
        name: 'save version',
        method: 'POST',
        path: `/api/projects/${id}/versions`,
        body: { name: 'Saved' },
        expect: editors(201),
      },
      {
        name: 'rename version',
        method: 'PATCH',
        path: versionPath,
        body: { name: 'Renamed', pinned: true },
        expect: editors(200),
      },
      {
        name: 'restore version',
        method: 'POST',
        path: `${versionPath}/restore`,
        expect: editors(200),
      },
      { name: 'delete version', method: 'DELETE', path: versionPath, expect: adminOnly(200) },
      { name: 'saved queries', method: 'GET', path: `/api/projects/${id}/queries`, expect: read },
      {
        name: 'save query',
        method: 'POST',
        path: `/api/projects/${id}/queries`,
        body: { name: 'Saved', sql: 'SELECT 1' },
        expect: editors(201),
      },
      { name: 'saved query', method: 'GET', path: queryPath, expect: read },
      {
        name: 'rename query',
        method: 'PATCH',
        path: queryPath,
        body: { name: 'Renamed', sql: 'SELECT 2' },
        expect: editors(200),
      },
      {
        name: 'delete query (non-editors first)',
        method: 'DELETE',
        path: queryPath,
        expect: { outsider: 404, viewer: 403, editor: 200, admin: 404 },
      },
      {
        name: 'delete project (wrong name)',
        method: 'DELETE',
        path: `/api/projects/${id}`,
        body: { confirmName: 'nope' },
        expect: adminOnly(400),
      },
    ];
    const users = { outsider, viewer, editor, admin };
    for (const c of cases) {
      for (const [who, user] of Object.entries(users) as Array<[keyof typeof users, TestUser]>) {
        // Re-inviting the same address would conflict: give each caller its own address.
        const body =
          c.name === 'invite'
            ? { invitee_email: `${who}-${Date.now()}@example.com`, role: 'Editor' }
            : c.body;
        const res = await api(t.url, user, c.method, c.path, body);
        expect(res.status, `${c.name} as ${who}: ${await res.clone().text()}`).toBe(c.expect[who]);
      }
    }
    // Nothing a denied call sent changed the project.
    expect(
      (await json<Project>(await api(t.url, admin, 'GET', `/api/projects/${id}`))).description,
    ).toBe('x');
  });

  it('never lets one project be reached through another project id (IDOR)', async () => {
    const { admin, outsider, project, othersProject } = await projectWithTeam(t.url);
    const theirInvite = await json<Invite>(
      await api(t.url, outsider, 'POST', `/api/projects/${othersProject.id}/invites`, {
        invitee_email: 'idor@example.com',
        role: 'Viewer',
      }),
    );
    // The admin of one project names the other project's invite through their own project.
    expect(
      (await api(t.url, admin, 'DELETE', `/api/projects/${project.id}/invites/${theirInvite.id}`))
        .status,
    ).toBe(404);
    expect(
      (
        await api(t.url, admin, 'PATCH', `/api/projects/${project.id}/members/${outsider.id}`, {
          role: 'Admin',
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(t.url, admin, 'DELETE', `/api/projects/${project.id}/members/${outsider.id}`))
        .status,
    ).toBe(404);
    expect(
      (await api(t.url, admin, 'GET', `/api/projects/${othersProject.id}/members`)).status,
    ).toBe(404);
    const invites = await json<Invite[]>(
      await api(t.url, outsider, 'GET', `/api/projects/${othersProject.id}/invites`),
    );
    expect(invites.map((i) => i.id)).toContain(theirInvite.id);
    expect(invites.every((i) => i.invite_token === undefined)).toBe(true);
  });

  it('answers malformed ids and bodies with 4xx JSON and changes nothing', async () => {
    const p = await createProject(t.url, alice, { name: 'Solid' });
    for (const path of [
      '/api/projects/not-a-uuid',
      "/api/projects/1' or 1=1--",
      `/api/projects/${p.id}/members/x/y`,
    ]) {
      const res = await api(t.url, alice, 'GET', path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(
      (await api(t.url, alice, 'PATCH', `/api/projects/${p.id}`, { name: ['array'] })).status,
    ).toBe(400);
    expect(
      (
        await api(t.url, alice, 'PATCH', `/api/projects/${p.id}/members/${alice.id}`, {
          role: 'Owner',
        })
      ).status,
    ).toBe(400);
    expect(
      (await api(t.url, alice, 'PUT', `/api/projects/${p.id}/settings/unknown:key`, { value: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(
          t.url,
          alice,
          'PUT',
          `/api/projects/${p.id}/settings/dbdesigner:defaultTableData`,
          { value: { name: '' } },
        )
      ).status,
    ).toBe(400);
    expect((await api(t.url, alice, 'POST', '/api/notifications/abc/seen')).status).toBe(400);
    expect(
      (await json<Project>(await api(t.url, alice, 'GET', `/api/projects/${p.id}`))).name,
    ).toBe('Solid');
  });

  it('invites by e-mail: mail with the link, notification, accept once, only for the invited address', async () => {
    const admin = await signUp(t.url);
    const invitee = await signUp(t.url);
    const stranger = await signUp(t.url);
    const p = await createProject(t.url, admin, { name: 'Invitations' });
    const res = await api(t.url, admin, 'POST', `/api/projects/${p.id}/invites`, {
      invitee_email: invitee.email.toUpperCase(),
      role: 'Editor',
    });
    expect(res.status).toBe(201);
    expect(await json<Invite>(res)).toMatchObject({
      invitee_email: invitee.email,
      role: 'Editor',
      status: 'Pending',
      project_name: 'Invitations',
    });
    const mail = await latestMail(t.url, invitee.email);
    const token = /accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.links[0] ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const notes = await json<{ notifications: Notification[]; unseen_count: number }>(
      await api(t.url, invitee, 'GET', '/api/notifications'),
    );
    expect(notes.unseen_count).toBe(1);
    expect(notes.notifications[0]?.url).toBe(`/app/projects/accept-invite/${token}`);

    expect(
      (
        await api(t.url, admin, 'POST', `/api/projects/${p.id}/invites`, {
          invitee_email: invitee.email,
          role: 'Viewer',
        })
      ).status,
    ).toBe(409);
    expect((await api(t.url, stranger, 'GET', `/api/invitations/${token}`)).status).toBe(403);
    expect(
      (await postJson(t.url, `/api/invitations/${token}/accept`, {}, stranger.cookie)).status,
    ).toBe(403);
    const unknown = await api(t.url, invitee, 'GET', '/api/invitations/this-token-does-not-exist');
    expect(unknown.status).toBe(404);
    expect((await json<{ error: { message: string } }>(unknown)).error.message).toBe(
      'Invitation not found.',
    );

    const accepted = await postJson(t.url, `/api/invitations/${token}/accept`, {}, invitee.cookie);
    expect(await json(accepted)).toEqual({ project_id: p.id });
    expect(
      (await postJson(t.url, `/api/invitations/${token}/accept`, {}, invitee.cookie)).status,
    ).toBe(409);
    const members = await json<Member[]>(
      await api(t.url, admin, 'GET', `/api/projects/${p.id}/members`),
    );
    expect(members.map((m) => [m.user_id, m.role])).toEqual([
      [admin.id, 'Admin'],
      [invitee.id, 'Editor'],
    ]);
    const adminNotes = await json<{ notifications: Notification[] }>(
      await api(t.url, admin, 'GET', '/api/notifications'),
    );
    expect(adminNotes.notifications[0]?.name).toBe('invitation_accepted');
    const invites = await json<Invite[]>(
      await api(t.url, admin, 'GET', `/api/projects/${p.id}/invites`),
    );
    expect(invites[0]?.status).toBe('Accepted');
    expect(
      (await api(t.url, admin, 'DELETE', `/api/projects/${p.id}/invites/${invites[0]?.id}`)).status,
    ).toBe(409);
  });

  it('declines an invitation and lists only pending ones for the invitee', async () => {
    const admin = await signUp(t.url);
    const invitee = await signUp(t.url);
    const p = await createProject(t.url, admin, { name: 'Declined one' });
    await api(t.url, admin, 'POST', `/api/projects/${p.id}/invites`, {
      invitee_email: invitee.email,
      role: 'Viewer',
    });
    const [mine] = await json<Invite[]>(await api(t.url, invitee, 'GET', '/api/invitations'));
    expect(mine).toMatchObject({ project: { id: p.id, name: 'Declined one' }, role: 'Viewer' });
    expect(
      (await postJson(t.url, `/api/invitations/${mine!.invite_token}/decline`, {}, invitee.cookie))
        .status,
    ).toBe(200);
    expect(await json(await api(t.url, invitee, 'GET', '/api/invitations'))).toEqual([]);
    expect((await api(t.url, invitee, 'GET', `/api/projects/${p.id}`)).status).toBe(404);
  });

  it('keeps the last Admin from leaving, refuses own role changes, and tells removed members', async () => {
    const { admin, editor, viewer, project } = await projectWithTeam(t.url);
    const leave = await postJson(t.url, `/api/projects/${project.id}/leave`, {}, admin.cookie);
    expect(leave.status).toBe(409);
    const own = await api(
      t.url,
      admin,
      'PATCH',
      `/api/projects/${project.id}/members/${admin.id}`,
      { role: 'Viewer' },
    );
    expect(own.status).toBe(403);
    expect((await json<{ error: { message: string } }>(own)).error.message).toBe(
      'You cannot change your own role.',
    );
    expect(
      (await api(t.url, admin, 'DELETE', `/api/projects/${project.id}/members/${admin.id}`)).status,
    ).toBe(403);

    expect(
      (await postJson(t.url, `/api/projects/${project.id}/leave`, {}, viewer.cookie)).status,
    ).toBe(200);
    expect((await api(t.url, viewer, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    expect(
      (await api(t.url, admin, 'DELETE', `/api/projects/${project.id}/members/${editor.id}`))
        .status,
    ).toBe(200);
    const notes = await json<{ notifications: Notification[] }>(
      await api(t.url, editor, 'GET', '/api/notifications'),
    );
    expect(notes.notifications[0]).toMatchObject({ name: 'removed_from_project', url: '/app' });
    const summary = await json<{
      project_users_count: number;
      activities: Array<{ type: string }>;
    }>(await api(t.url, admin, 'GET', `/api/projects/${project.id}/summary`));
    expect(summary.project_users_count).toBe(1);
    expect(summary.activities.slice(0, 2).map((a) => a.type)).toEqual(['user_left', 'user_left']);
  });

  it('deletes a project only with its name typed, for everyone', async () => {
    const { admin, editor, project } = await projectWithTeam(t.url);
    expect(
      (
        await api(t.url, admin, 'DELETE', `/api/projects/${project.id}`, {
          confirmName: project.name,
        })
      ).status,
    ).toBe(200);
    expect((await api(t.url, admin, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    expect((await api(t.url, editor, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
  });

  it("marks notifications seen one by one and all at once, only the caller's", async () => {
    const { admin, editor, project } = await projectWithTeam(t.url);
    await api(t.url, admin, 'PATCH', `/api/projects/${project.id}/members/${editor.id}`, {
      role: 'Viewer',
    });
    await api(t.url, admin, 'PATCH', `/api/projects/${project.id}/members/${editor.id}`, {
      role: 'Editor',
    });
    const list = await json<{ notifications: Notification[]; unseen_count: number }>(
      await api(t.url, editor, 'GET', '/api/notifications'),
    );
    expect(list.unseen_count).toBe(3);
    const first = list.notifications[0]!;
    expect(
      (await postJson(t.url, `/api/notifications/${first.id}/seen`, {}, admin.cookie)).status,
    ).toBe(404);
    const seen = await json<Notification>(
      await postJson(t.url, `/api/notifications/${first.id}/seen`, {}, editor.cookie),
    );
    expect(seen.seen_at).not.toBeNull();
    expect(
      await json(await postJson(t.url, '/api/notifications/seen-all', {}, editor.cookie)),
    ).toEqual({ updated: 2 });
    expect(
      (await json<{ unseen_count: number }>(await api(t.url, editor, 'GET', '/api/notifications')))
        .unseen_count,
    ).toBe(0);
  });

  it("lets members listen on the project channel, drops a removed member at once, and forwards only editors' cursors", async () => {
    const { admin, editor, viewer, outsider, project } = await projectWithTeam(t.url);
    const channel = `project:${project.id}`;
    const clients = await Promise.all(
      [admin, editor, viewer, outsider].map((u) => connectRealtime(t.url, u.cookie)),
    );
    const [a, e, v, o] = clients as [
      Awaited<ReturnType<typeof connectRealtime>>,
      Awaited<ReturnType<typeof connectRealtime>>,
      Awaited<ReturnType<typeof connectRealtime>>,
      Awaited<ReturnType<typeof connectRealtime>>,
    ];
    for (const c of [a, e, v]) {
      c.send({ type: 'subscribe', channel });
      await c.next((m) => m.type === 'subscribed');
    }
    o.send({ type: 'subscribe', channel });
    expect(await o.next((m) => m.type === 'error')).toMatchObject({ code: 'not_found' });

    v.send({ type: 'cursor', channel, x: 1, y: 1 });
    e.send({ type: 'cursor', channel, x: 2, y: 2 });
    expect(await a.next((m) => m.type === 'cursor')).toMatchObject({ x: 2, y: 2 });

    await api(t.url, admin, 'PATCH', `/api/projects/${project.id}`, { name: 'Renamed live' });
    expect(await e.next((m) => m.type === 'change' && m.change.table === 'projects')).toMatchObject(
      { change: { operation: 'UPDATE', record: { name: 'Renamed live' } } },
    );

    await api(t.url, admin, 'DELETE', `/api/projects/${project.id}/members/${viewer.id}`);
    expect(await v.next((m) => m.type === 'unsubscribed')).toMatchObject({
      channel,
      reason: 'access revoked',
    });
    v.received.length = 0;
    await api(t.url, admin, 'PATCH', `/api/projects/${project.id}`, { name: 'After removal' });
    await a.next(
      (m) =>
        m.type === 'change' &&
        m.change.table === 'projects' &&
        m.change.record?.name === 'After removal',
    );
    expect(v.received.filter((m) => m.type === 'change' && m.change.table === 'projects')).toEqual(
      [],
    );
    clients.forEach((c) => c.close());
  });

  it('hands a project to the longest-standing member when its last Admin deletes the account, and deletes solo projects', async () => {
    const { admin, editor, viewer, project } = await projectWithTeam(t.url);
    const solo = await createProject(t.url, admin, { name: 'Only mine' });
    const del = await api(t.url, admin, 'DELETE', '/api/account', { confirm: 'DELETE_ACCOUNT' });
    expect(del.status).toBe(200);
    const members = await json<Member[]>(
      await api(t.url, editor, 'GET', `/api/projects/${project.id}/members`),
    );
    expect(members.map((m) => [m.user_id, m.role])).toEqual([
      [editor.id, 'Admin'],
      [viewer.id, 'Viewer'],
    ]);
    const rows = await t.server.database.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', solo.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
