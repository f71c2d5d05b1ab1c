import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerMessage } from '@relata/core';
import { transact } from '../src/realtime/transact';
import {
  connectRealtime,
  cookiesOf,
  postJson,
  signUp,
  type RealtimeClient,
  type TestUser,
} from './helpers/clients';
import { addMember, api, createProject } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

/** A notification change of the shape the change union requires, with its id and text. */
const change = ({ id, text = '' }: { id: string | number; text?: string }) => ({
  table: 'notifications' as const,
  operation: 'INSERT' as const,
  record: {
    id: String(id),
    name: 'test',
    notification_text: text,
    url: null,
    seen_at: null,
    created_at: '2024-01-01T00:00:00.000Z',
    user_id: 'someone',
  },
  old_record: null,
});

describeEachDatabase('realtime hub', (kind) => {
  let t: TestServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await startTestServer(kind);
    alice = await signUp(t.url);
    bob = await signUp(t.url);
  });
  afterAll(() => t.close());

  it('refuses a connection without a session with 401', async () => {
    await expect(connectRealtime(t.url)).rejects.toThrow('upgrade refused: 401');
  });

  it('refuses a connection from another origin with 403', async () => {
    await expect(connectRealtime(t.url, alice.cookie, 'https://evil.example')).rejects.toThrow(
      'upgrade refused: 403',
    );
  });

  it("delivers a published event to the user's own channel and refuses someone else's", async () => {
    const client = await connectRealtime(t.url, alice.cookie);
    client.send({ type: 'subscribe', channel: `user:${alice.id}` });
    await client.next((m) => m.type === 'subscribed');
    client.send({ type: 'subscribe', channel: `user:${bob.id}` });
    const refused = await client.next((m) => m.type === 'error');
    expect(refused).toMatchObject({ channel: `user:${bob.id}`, code: 'not_found' });

    await t.server.hub.publishChange(`user:${alice.id}`, change({ id: 1, text: 'hello' }));
    await t.server.hub.publishChange(`user:${bob.id}`, change({ id: 2, text: 'for bob only' }));
    const event = await client.next((m) => m.type === 'change');
    expect(event).toEqual({
      type: 'change',
      channel: `user:${alice.id}`,
      change: change({ id: 1, text: 'hello' }),
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(client.received.filter((m) => m.type === 'change')).toEqual([]);
    client.close();
  });

  it("closes a session's connections at once when it signs out or another session changes the password", async () => {
    const user = await signUp(t.url);
    const signIn = () =>
      postJson(t.url, '/api/account/sign-in', { email: user.email, password: user.password });
    const second = cookiesOf(await signIn());
    const third = cookiesOf(await signIn());
    const closed = (client: RealtimeClient) =>
      new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    const [a, b, c] = await Promise.all(
      [user.cookie, second, third].map((cookie) => connectRealtime(t.url, cookie)),
    );
    if (!a || !b || !c) throw new Error('three connections expected');
    const aClosed = closed(a);
    const bClosed = closed(b);
    const cClosed = closed(c);
    const open = () => [a, b, c].map((x) => x.ws.readyState === x.ws.OPEN);

    // Signing out (in another tab) ends that session's connection, not the heartbeat later.
    expect((await postJson(t.url, '/api/account/sign-out', {}, user.cookie)).status).toBe(200);
    expect(await aClosed).toBe(4401);
    expect(open()).toEqual([false, true, true]);

    // A new password ends the other sessions.
    const changed = await postJson(
      t.url,
      '/api/account/change-password',
      {
        currentPassword: user.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
      third,
    );
    expect(changed.status, await changed.text()).toBe(200);
    expect(await bClosed).toBe(4401);
    // The changing session was renewed (better-auth replaces it): its browser holds the new
    // cookie, so its client's check after the close finds it still signed in and reconnects.
    expect(await cClosed).toBe(4401);
    const renewed = await connectRealtime(t.url, cookiesOf(changed));
    renewed.close();
    await expect(connectRealtime(t.url, second)).rejects.toThrow('upgrade refused: 401');
  });

  it('stops delivering after unsubscribe', async () => {
    const client = await connectRealtime(t.url, alice.cookie);
    const channel = `user:${alice.id}`;
    client.send({ type: 'subscribe', channel });
    await client.next((m) => m.type === 'subscribed');
    client.send({ type: 'unsubscribe', channel });
    await client.next((m) => m.type === 'unsubscribed');
    await t.server.hub.publishChange(channel, change({ id: 3 }));
    await new Promise((r) => setTimeout(r, 200));
    expect(client.received.filter((m) => m.type === 'change')).toEqual([]);
    client.close();
  });

  it('publishes a change only after its transaction commits, and never a rolled-back one', async () => {
    const client = await connectRealtime(t.url, alice.cookie);
    const channel = `user:${alice.id}`;
    client.send({ type: 'subscribe', channel });
    await client.next((m) => m.type === 'subscribed');
    const { db } = t.server.database;

    await expect(
      transact(db, t.server.hub, async (trx, emit) => {
        await trx
          .updateTable('user')
          .set({ name: 'Rolled back' })
          .where('id', '=', alice.id)
          .execute();
        emit(channel, change({ id: 'rolled-back' }));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    await transact(db, t.server.hub, async (trx, emit) => {
      await trx.updateTable('user').set({ name: 'Committed' }).where('id', '=', alice.id).execute();
      emit(channel, change({ id: 'committed' }));
      // Inside the transaction nothing has been sent yet.
      await new Promise((r) => setTimeout(r, 100));
      expect(client.received.filter((m) => m.type === 'change')).toEqual([]);
    });
    const event = await client.next((m) => m.type === 'change');
    expect(event).toMatchObject({ change: { record: { id: 'committed' } } });
    await new Promise((r) => setTimeout(r, 200));
    expect(client.received.filter((m) => m.type === 'change')).toEqual([]);
    client.close();
  });

  it('answers malformed messages with an error and keeps the connection open', async () => {
    const client = await connectRealtime(t.url, alice.cookie);
    client.ws.send('not json');
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_request' });
    client.send({ type: 'subscribe', channel: '../../etc' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_request' });
    client.send({ type: 'subscribe', channel: 'nosuchkind:1' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'not_found' });
    client.send({ type: 'ping' });
    expect(await client.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    client.close();
  });

  it('forwards presence and cursors only where the channel allows them, stamped with the sender', async () => {
    t.server.hub.registerChannelKind('test_room', {
      authorize: (session) =>
        Promise.resolve({ presence: true, cursor: session.userId === alice.id }),
    });
    const sender = await connectRealtime(t.url, alice.cookie);
    const listener = await connectRealtime(t.url, bob.cookie);
    for (const c of [sender, listener]) {
      c.send({ type: 'subscribe', channel: 'test_room:1' });
      await c.next((m) => m.type === 'subscribed');
    }
    sender.send({ type: 'cursor', channel: 'test_room:1', x: 5, y: 6 });
    expect(await listener.next((m) => m.type === 'cursor')).toMatchObject({
      event: 'realtime-cursor-move',
      x: 5,
      y: 6,
      from: { userId: alice.id, username: alice.email },
    });
    // The sender does not get its own cursor back, and bob may not send cursors here.
    listener.send({ type: 'cursor', channel: 'test_room:1', x: 0, y: 0 });
    listener.send({ type: 'presence', channel: 'test_room:1' });
    expect(await sender.next((m) => m.type === 'presence')).toMatchObject({
      from: { userId: bob.id },
    });
    expect(sender.received.filter((m) => m.type === 'cursor')).toEqual([]);
    // On a user channel nobody sends anything.
    sender.send({ type: 'subscribe', channel: `user:${alice.id}` });
    await sender.next((m) => m.type === 'subscribed');
    const own = await connectRealtime(t.url, alice.cookie);
    own.send({ type: 'subscribe', channel: `user:${alice.id}` });
    await own.next((m) => m.type === 'subscribed');
    sender.send({ type: 'presence', channel: `user:${alice.id}` });
    sender.send({ type: 'cursor', channel: `user:${alice.id}`, x: 1, y: 2 });
    await new Promise((r) => setTimeout(r, 200));
    expect(own.received.filter((m) => m.type === 'presence' || m.type === 'cursor')).toEqual([]);
    for (const c of [sender, listener, own]) c.close();
  });

  it("sends a member's removal or departure before the project changes it causes", async () => {
    const [admin, removed, leaving] = await Promise.all([
      signUp(t.url),
      signUp(t.url),
      signUp(t.url),
    ]);
    const project = await createProject(t.url, admin);
    await addMember(t.url, admin, project.id, removed, 'Editor');
    await addMember(t.url, admin, project.id, leaving, 'Viewer');
    const channel = `project:${project.id}`;
    const watch = async (user: TestUser) => {
      const client = await connectRealtime(t.url, user.cookie);
      client.send({ type: 'subscribe', channel });
      await client.next((m) => m.type === 'subscribed');
      return client;
    };
    const [removedClient, adminClient] = await Promise.all([watch(removed), watch(admin)]);
    const firstChange = (client: RealtimeClient) =>
      client.next((m) => m.type === 'change' && m.channel === channel);
    const tableOf = (m: ServerMessage) => (m.type === 'change' ? m.change.table : undefined);

    // The removed member's screen hears its removal before the activity it adds, and so never
    // asks for the project again (team.spec once saw it fetch the summary and get a 404).
    const removal = api(
      t.url,
      admin,
      'DELETE',
      `/api/projects/${project.id}/members/${removed.id}`,
    );
    expect((await removal).status).toBe(200);
    expect(tableOf(await firstChange(removedClient))).toBe('project_users');
    expect(tableOf(await firstChange(adminClient))).toBe('project_users');
    expect(tableOf(await firstChange(adminClient))).toBe('project_activities');

    // The same for a member who leaves.
    adminClient.received.splice(0);
    expect(
      (await postJson(t.url, `/api/projects/${project.id}/leave`, {}, leaving.cookie)).status,
    ).toBe(200);
    expect(tableOf(await firstChange(adminClient))).toBe('project_users');
    expect(tableOf(await firstChange(adminClient))).toBe('project_activities');
    removedClient.close();
    adminClient.close();
  });
});
