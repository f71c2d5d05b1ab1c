import {
  CONTROL_CHARACTER_MESSAGE,
  DEFAULT_TABLE_DATA_KEY,
  TOO_DEEP_MESSAGE,
  type Project,
} from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers/clients';
import { api, createProject, json } from './helpers/projects';
import { changedTables, storedRows } from './helpers/storedRows';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

/** The answer to text with a control character in `field`. */
const refused = (field: string, message = CONTROL_CHARACTER_MESSAGE) => ({
  error: {
    code: 'validation_failed',
    message: 'The request is invalid.',
    fields: { [field]: message },
  },
});

describeEachDatabase('bad input at the edge', (kind) => {
  let t: TestServer;
  let user: TestUser;
  let project: Project;
  let p: string;
  let list: { id: string };
  let tag: { id: string };
  beforeAll(async () => {
    t = await startTestServer(kind);
    user = await signUp(t.url);
    project = await createProject(t.url, user);
    p = `/api/projects/${project.id}`;
    list = await json(await api(t.url, user, 'POST', `${p}/task-lists`, { name: 'Backlog' }));
    tag = await json(await api(t.url, user, 'POST', `${p}/tags`, { name: 'Bug' }));
  });
  afterAll(() => t.close());

  /** Sends a request and checks that it was refused as `expected` and left every stored row as it was. */
  const expectRefused = async (
    method: string,
    path: string,
    body: unknown,
    status: number,
    expected: unknown,
  ) => {
    const before = await storedRows(t.server.database.db);
    const res = await api(t.url, user, method, path, body);
    expect({ status: res.status, body: await res.json() }).toEqual({ status, body: expected });
    expect(changedTables(before, await storedRows(t.server.database.db))).toEqual([]);
  };

  it('sees the rows an accepted request adds, changes or removes, and none of a request that changes nothing', async () => {
    const db = t.server.database.db;
    const start = await storedRows(db);
    const made = await json<{ id: string }>(
      await api(t.url, user, 'POST', `${p}/tags`, { name: 'Seen' }),
    );
    const added = await storedRows(db);
    expect(changedTables(start, added)).toContain('tags');
    await api(t.url, user, 'PATCH', `${p}/tags/${made.id}`, { name: 'Seen' });
    const same = await storedRows(db);
    expect(changedTables(added, same)).not.toContain('tags');
    await api(t.url, user, 'PATCH', `${p}/tags/${made.id}`, { name: 'Seen again' });
    const changed = await storedRows(db);
    expect(changedTables(same, changed)).toContain('tags');
    expect((await api(t.url, user, 'DELETE', `${p}/tags/${made.id}`)).status).toBeLessThan(300);
    expect(changedTables(changed, await storedRows(db))).toContain('tags');
  });

  it('refuses NUL in the text fields that answered 500, naming the field', async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['PATCH', '/api/account/profile', { firstname: 'Ada\u0000' }, 'firstname'],
      ['POST', '/api/projects', { name: 'Shop\u0000' }, 'name'],
      ['PATCH', p, { description: 'a\u0000b' }, 'description'],
      ['POST', `${p}/task-lists`, { name: 'To do\u0000' }, 'name'],
      ['POST', `${p}/tasks`, { task_list_id: list.id, name: 'x\u0000' }, 'name'],
      ['POST', `${p}/tags`, { name: 'bug\u0000' }, 'name'],
      ['POST', `${p}/tables`, { name: 'orders\u0000', x: 0, y: 0 }, 'name'],
      ['POST', `${p}/comments`, { text: 'note\u0000', x: 0, y: 0 }, 'text'],
      ['POST', `${p}/ai/assistant`, { query: 'help\u0000' }, 'query'],
      [
        'POST',
        `${p}/wireframes/components`,
        { components: [{ type: 'text', x: 0, y: 0, width: 90, height: 30, name: 'a\u0000' }] },
        'components.0.name',
      ],
    ];
    for (const [method, path, body, field] of cases)
      await expectRefused(method, path, body, 400, refused(field));
  });

  it('refuses the other control characters, lone surrogates and control characters in keys', async () => {
    await expectRefused('POST', `${p}/tags`, { name: 'a\u001bb' }, 400, refused('name'));
    await expectRefused('POST', `${p}/tags`, { name: 'a\u007f' }, 400, refused('name'));
    await expectRefused('PATCH', `${p}/tags/${tag.id}`, { name: 'a\u0000' }, 400, refused('name'));
    // A lone surrogate becomes a `\ud800` escape in jsonb, which PostgreSQL refuses (it answered 500).
    await expectRefused(
      'POST',
      `${p}/wireframes/components`,
      {
        components: [
          { type: 'text', x: 0, y: 0, width: 90, height: 30, properties: { text: '\ud800' } },
        ],
      },
      400,
      refused('components.0.properties.text'),
    );
    await expectRefused(
      'POST',
      `${p}/tags`,
      { name: 'ok', 'x\u0000': 1 },
      400,
      refused('x\\u0000'),
    );
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const res = await api(t.url, user, 'PATCH', p, { description: 'Orders\n\tand customers\r\n' });
    expect(res.status).toBe(200);
    expect((await json<Project>(res)).description).toBe('Orders\n\tand customers\r\n');
  });

  it('refuses control characters in path parameters and query strings', async () => {
    await expectRefused('GET', '/api/invitations/abcdefghij%00k', undefined, 400, refused('token'));
    await expectRefused('DELETE', `${p}/members/%00`, undefined, 400, refused('userId'));
    await expectRefused('GET', '/api/projects?x=%00', undefined, 400, refused('x'));
  });

  it('refuses a body nested deeper than the limit', async () => {
    // Written as text: JSON.stringify itself overflows the stack on 10 000 levels.
    const deep = `{"value":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`;
    const before = await storedRows(t.server.database.db);
    const res = await fetch(`${t.url}${p}/settings/${DEFAULT_TABLE_DATA_KEY}`, {
      method: 'PUT',
      headers: { origin: t.url, cookie: user.cookie, 'content-type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(400);
    const { error } = await json<{ error: { code: string; fields: Record<string, string> } }>(res);
    expect(error.code).toBe('validation_failed');
    expect(Object.values(error.fields)).toEqual([TOO_DEEP_MESSAGE]);
    expect(changedTables(before, await storedRows(t.server.database.db))).toEqual([]);
  });

  it('answers a setting key that names a member of Object.prototype as an unknown setting', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      await expectRefused('PUT', `${p}/settings/${key}`, { value: {} }, 404, {
        error: { code: 'not_found', message: `Unknown setting "${key}".` },
      });
  });

  it('answers a NUL in a subscription id 400, not 502', async () => {
    await expectRefused(
      'POST',
      '/api/billing/payment-checkout',
      { subscriptionID: 'sub_\u0000' },
      400,
      refused('subscriptionID'),
    );
  });

  it('refuses an import with two tables of one id (it answered 500) and stores nothing', async () => {
    const table = { id: 't1', name: 'orders', x: 0, y: 0, attributes: [] };
    await expectRefused(
      'POST',
      `${p}/diagram/import`,
      { mode: 'add', model: { tables: [table, { ...table, name: 'again' }] } },
      400,
      refused('model.tables.1.id', 'must be unique'),
    );
  });

  it('answers a URL that cannot be decoded, or is too long, in the error shape', async () => {
    const bad = await fetch(`${t.url}/api/projects/%zz`, { headers: { cookie: user.cookie } });
    expect({ status: bad.status, body: await bad.json() }).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'The URL is not validly encoded.' } },
    });
    const long = await fetch(`${t.url}/api/projects/${'a'.repeat(20_000)}`);
    expect({ status: long.status, body: await long.json() }).toEqual({
      status: 431,
      body: {
        error: { code: 'bad_request', message: 'The request headers or URL are too large.' },
      },
    });
  });
});
