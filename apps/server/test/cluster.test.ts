import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime, signUp, type TestUser } from './helpers/clients';
import { transact } from '../src/realtime/transact';
import { api, createProject, json } from './helpers/projects';
import {
  databaseKinds,
  freshPostgresDatabase,
  startTestServer,
  type TestServer,
} from './helpers/testServer';

// Registered only where PostgreSQL answers; globalSetup fails the run instead when CI=true.
if (databaseKinds().includes('postgres'))
  describe('two nodes on one PostgreSQL', () => {
    let db: { url: string; drop(): Promise<void> };
    let nodeA: TestServer;
    let nodeB: TestServer;
    let user: TestUser;

    beforeAll(async () => {
      db = await freshPostgresDatabase();
      nodeA = await startTestServer('postgres', { databaseUrl: db.url });
      nodeB = await startTestServer('postgres', { databaseUrl: db.url });
      user = await signUp(nodeA.url);
    });
    afterAll(async () => {
      await nodeA.close();
      await nodeB.close();
      await db.drop();
    });

    it('uses the postgres broker on both nodes', () => {
      expect(nodeA.config.realtimeBroker).toBe('postgres');
      expect(nodeB.config.realtimeBroker).toBe('postgres');
    });

    it('accepts on node B a session created on node A', async () => {
      const res = await fetch(`${nodeB.url}/api/auth/get-session`, {
        headers: { cookie: user.cookie },
      });
      expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
    });

    it('delivers an event published on node A to a client connected to node B', async () => {
      const client = await connectRealtime(nodeB.url, user.cookie);
      client.send({ type: 'subscribe', channel: `user:${user.id}` });
      await client.next((m) => m.type === 'subscribed');
      const change = {
        table: 'subscriptions' as const,
        operation: 'INSERT' as const,
        record: { user_id: user.id },
        old_record: null,
      };
      await nodeA.server.hub.publishChange(`user:${user.id}`, change);
      expect(await client.next((m) => m.type === 'change')).toEqual({
        type: 'change',
        channel: `user:${user.id}`,
        change,
      });
      client.close();
    });

    it('delivers a payload larger than the NOTIFY limit by reading it back by id', async () => {
      const client = await connectRealtime(nodeB.url, user.cookie);
      client.send({ type: 'subscribe', channel: `user:${user.id}` });
      await client.next((m) => m.type === 'subscribed');
      const big = 'x'.repeat(50_000);
      const change = {
        table: 'db_comments' as const,
        operation: 'UPDATE' as const,
        record: {
          id: '7',
          project_id: 'p',
          text: big,
          x: 0,
          y: 0,
          width: 200,
          height: 60,
          version: 1,
        },
        old_record: null,
      };
      await nodeA.server.hub.publishChange(`user:${user.id}`, change);
      const event = await client.next((m) => m.type === 'change');
      expect(event).toMatchObject({ change: { record: { id: '7', text: big } } });
      client.close();
    });
    it("delivers one transaction's changes on node B in the order it made them, a large one first", async () => {
      const client = await connectRealtime(nodeB.url, user.cookie);
      const channel = `user:${user.id}`;
      client.send({ type: 'subscribe', channel });
      await client.next((m) => m.type === 'subscribed');
      const comment = (id: string, text: string) => ({
        table: 'db_comments' as const,
        operation: 'UPDATE' as const,
        record: { id, project_id: 'p', text, x: 0, y: 0, width: 200, height: 60, version: 1 },
        old_record: null,
      });
      // The first is kept in realtime_events (over the NOTIFY limit) and read back by id: the
      // others must neither be sent nor handed on before it.
      await transact(nodeA.server.database.db, nodeA.server.hub, (_trx, emit) => {
        emit(channel, comment('1', 'x'.repeat(50_000)));
        emit(channel, comment('2', 'small'));
        emit(channel, comment('3', 'small'));
        return Promise.resolve();
      });
      const ids: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const m = await client.next((x) => x.type === 'change');
        ids.push(m.type === 'change' ? (m.change.record as { id: string }).id : undefined);
      }
      expect(ids).toEqual(['1', '2', '3']);
      client.close();
    });

    it("answers node B's diagram read with a table renamed on node A once B hears the change", async () => {
      const project = await createProject(nodeA.url, user);
      const base = `/api/projects/${project.id}`;
      const created = await api(nodeA.url, user, 'POST', `${base}/tables`, {
        name: 'orders',
        x: 0,
        y: 0,
      });
      const table = await json<{ id: string }>(created);
      const names = async () =>
        (
          await json<{ tables: { name: string }[] }>(
            await api(nodeB.url, user, 'GET', `${base}/diagram`),
          )
        ).tables.map((t) => t.name);
      // Read twice on node B: the second answer is node B's kept one.
      expect(await names()).toEqual(['orders']);
      expect(await names()).toEqual(['orders']);
      // Compressed for a client that accepts it (fetch inflates it again).
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const res = await fetch(`${nodeB.url}${base}/diagram`, {
          headers: { cookie: user.cookie, 'accept-encoding': accept ?? '' },
        });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(((await res.json()) as { tables: { name: string }[] }).tables[0]?.name).toBe(
          'orders',
        );
      }

      const client = await connectRealtime(nodeB.url, user.cookie);
      client.send({ type: 'subscribe', channel: `project:${project.id}` });
      await client.next((m) => m.type === 'subscribed');
      const renamed = await api(nodeA.url, user, 'PATCH', `${base}/tables/${table.id}`, {
        name: 'invoices',
      });
      expect(renamed.status).toBe(200);
      // Node B has heard the change (its kept answer went before its clients heard it).
      await client.next((m) => m.type === 'change');
      expect(await names()).toEqual(['invoices']);
      client.close();
    });
  });
