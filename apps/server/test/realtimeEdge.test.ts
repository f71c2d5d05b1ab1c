import { peerColour } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type RealtimeClient, type TestUser } from './helpers/clients';
import { api, projectWithTeam } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

/** Resolves with the close code once the server closes the socket. */
const closed = (client: RealtimeClient) =>
  new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));

const settle = () => new Promise((r) => setTimeout(r, 250));

/** An array nested `depth` levels deep, as JSON text. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

// With PGlite the hub runs on the in-memory broker, with PostgreSQL on LISTEN/NOTIFY.
describeEachDatabase('realtime edge', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let channel: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    channel = `project:${team.project.id}`;
  });
  afterAll(() => t.close());

  async function joined(user: TestUser): Promise<RealtimeClient> {
    const client = await connectRealtime(t.url, user.cookie);
    client.send({ type: 'subscribe', channel });
    await client.next((m) => m.type === 'subscribed');
    return client;
  }

  it('survives a frame nested 10 000 levels deep, and answers a small deep one with an error', async () => {
    const attacker = await joined(team.viewer);
    const deep = `{"type":"broadcast","channel":"${channel}","event":"presence","payload":${nested(10_000)}}`;
    expect(deep.length).toBeGreaterThan(20_000);
    const code = closed(attacker);
    attacker.ws.send(deep);
    // Too large for any client message: the socket is closed (1009), the process lives on.
    expect(await code).toBe(1009);

    const again = await joined(team.viewer);
    again.ws.send(
      `{"type":"presence","channel":"${channel}","payload":${nested(200)},"x":${nested(200)}}`,
    );
    expect(await again.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_request' });
    again.send({ type: 'ping' });
    expect(await again.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    again.close();

    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it("delivers none of a Viewer's or an Editor's forged changes, and stamps presence from the session", async () => {
    const admin = await joined(team.admin);
    const viewer = await joined(team.viewer);
    const editor = await joined(team.editor);
    const deleted = {
      table: 'projects',
      operation: 'DELETE',
      record: null,
      old_record: { id: team.project.id },
    };
    const forged: unknown[] = [
      // The old generic broadcast, with any event name.
      { type: 'broadcast', channel, event: 'change', payload: deleted },
      { type: 'broadcast', channel, event: 'presence-change', payload: deleted },
      // The server's own message types.
      { type: 'change', channel, change: deleted },
      { type: 'event', channel, event: 'change', payload: deleted },
      // Presence and cursors naming someone else, or carrying more than numbers.
      { type: 'presence', channel, userId: team.admin.id, username: 'Admin' },
      { type: 'cursor', channel, x: 1, y: 2, userId: team.admin.id },
      { type: 'cursor', channel, x: '1', y: 2 },
      { type: 'cursor', channel, x: 1e308, y: 2 },
      { type: 'cursor', channel, x: 1, y: 2, payload: deleted },
    ];
    for (const sender of [viewer, editor]) {
      for (const message of forged) {
        sender.send(message);
        expect(await sender.next((m) => m.type === 'error')).toMatchObject({
          code: 'bad_request',
        });
      }
    }
    viewer.send({ type: 'presence', channel });
    const presence = await admin.next((m) => m.type === 'presence');
    expect(presence).toEqual({
      type: 'presence',
      channel,
      from: {
        userId: team.viewer.id,
        username: team.viewer.email,
        color: peerColour(team.viewer.id),
      },
    });
    await settle();
    expect(admin.received.filter((m) => m.type !== 'presence')).toEqual([]);
    for (const c of [admin, viewer, editor]) c.close();
  });

  it('forwards at most one cursor per 75 ms and a few presences per second; extra ones are dropped', async () => {
    const admin = await joined(team.admin);
    const editor = await joined(team.editor);
    for (let i = 0; i < 20; i++) editor.send({ type: 'cursor', channel, x: i, y: i });
    for (let i = 0; i < 10; i++) editor.send({ type: 'presence', channel });
    await settle();
    const cursors = admin.received.filter((m) => m.type === 'cursor');
    const presences = admin.received.filter((m) => m.type === 'presence');
    // A burst of two is allowed (network jitter), then one per 75 ms of the burst's duration.
    expect(cursors.length).toBeGreaterThanOrEqual(1);
    expect(cursors.length).toBeLessThanOrEqual(4);
    expect(presences.length).toBeGreaterThanOrEqual(1);
    expect(presences.length).toBeLessThanOrEqual(4);
    // After a pause the next cursor passes again.
    admin.received.length = 0;
    editor.send({ type: 'cursor', channel, x: 500, y: 500 });
    expect(await admin.next((m) => m.type === 'cursor')).toMatchObject({ x: 500, y: 500 });
    admin.close();
    editor.close();
  });

  it('closes a connection that sends more frames per second than allowed', async () => {
    const flooder = await joined(team.viewer);
    const code = closed(flooder);
    for (let i = 0; i < 100; i++) flooder.send({ type: 'ping' });
    expect(await code).toBe(1008);
    expect(flooder.received.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(40);
  });

  it('stops forwarding the cursors of an Editor made Viewer, as soon as the role changes', async () => {
    const { admin, editor, project } = await projectWithTeam(t.url);
    const ch = `project:${project.id}`;
    const [a, e] = await Promise.all([admin, editor].map((u) => connectRealtime(t.url, u.cookie)));
    if (!a || !e) throw new Error('two connections expected');
    for (const c of [a, e]) c.send({ type: 'subscribe', channel: ch });
    await a.next((m) => m.type === 'subscribed');
    expect(await e.next((m) => m.type === 'subscribed')).toMatchObject({
      access: { presence: true, cursor: true },
    });
    e.send({ type: 'cursor', channel: ch, x: 1, y: 1 });
    expect(await a.next((m) => m.type === 'cursor')).toMatchObject({ x: 1, y: 1 });

    const res = await api(
      t.url,
      admin,
      'PATCH',
      `/api/projects/${project.id}/members/${editor.id}`,
      {
        role: 'Viewer',
      },
    );
    expect(res.status).toBe(200);
    expect(await e.next((m) => m.type === 'subscribed')).toMatchObject({
      channel: ch,
      access: { presence: true, cursor: false },
    });
    e.send({ type: 'cursor', channel: ch, x: 2, y: 2 });
    await settle();
    expect(a.received.filter((m) => m.type === 'cursor')).toEqual([]);
    a.close();
    e.close();
  });
});
