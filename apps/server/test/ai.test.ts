import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DbEntity, DbRelationship } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, signUp, type TestUser } from './helpers/clients';
import { addMember, api, createProject, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const FAILED = 'Could not create database with AI. Try again later.';
const ASSISTANT_FAILED = 'Failed to get response from assistant.';
const API_KEY = 'sk-test-secret-key-0123456789';

/** What the fake answers next: a message content, an HTTP error, or a reply too late. */
interface FakeReply {
  content?: string;
  status?: number;
  delayMs?: number;
}

interface FakeRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
  };
}

/** A local OpenAI-compatible server: POST /v1/chat/completions answers the queued replies in OpenAI's shape. */
async function startFakeOpenAi() {
  const requests: FakeRequest[] = [];
  const replies: FakeReply[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(data) as FakeRequest['body'];
      requests.push({ authorization: req.headers.authorization, body });
      const reply = replies.shift() ?? { status: 500 };
      const send = () => {
        if (res.destroyed) return;
        const status = reply.status ?? 200;
        const payload =
          status === 200
            ? {
                id: `chatcmpl-${requests.length}`,
                object: 'chat.completion',
                created: 0,
                model: body.model,
                choices: [
                  {
                    index: 0,
                    message: { role: 'assistant', content: reply.content ?? '' },
                    finish_reason: 'stop',
                    logprobs: null,
                  },
                ],
                usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
              }
            : { error: { message: 'upstream failure', type: 'server_error' } };
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    replies,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const column = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'varchar(255)',
  isPrimaryKey: false,
  isNullable: true,
  ...extra,
});

/** A well-formed answer: authors and books, books.author_id referencing authors.id. */
const LIBRARY = JSON.stringify({
  tables: [
    {
      id: 't1',
      name: 'authors',
      attributes: [column('c1', 'id', { type: 'int', isPrimaryKey: true }), column('c2', 'name')],
    },
    {
      id: 't2',
      name: 'books',
      attributes: [
        column('c3', 'id', { type: 'int', isPrimaryKey: true }),
        column('c4', 'author_id', { type: 'int' }),
      ],
    },
  ],
  relationships: [
    {
      name: 'fk_books_author',
      sourceTableId: 't1',
      targetTableId: 't2',
      sourceColumnId: 'c1',
      targetColumnId: 'c4',
      type: 'one_to_many',
    },
  ],
});

describeOnOneDatabase('AI through an OpenAI-compatible endpoint', (kind) => {
  let t: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  const texts: string[] = [];
  const call = async (user: TestUser | undefined, path: string, body: unknown) => {
    const res = await api(t.url, user, 'POST', `/api/projects/${team.project.id}/ai/${path}`, body);
    const text = await res.text();
    texts.push(text, JSON.stringify([...res.headers]));
    return {
      status: res.status,
      body: JSON.parse(text) as Record<string, unknown> & {
        error?: { message: string; fields?: Record<string, string> };
      },
    };
  };
  const generate = (query: string, user: TestUser = team.editor) =>
    call(user, 'generate-db-tables', { query });
  const diagram = async () => {
    const res = await api(t.url, team.viewer, 'GET', `/api/projects/${team.project.id}/diagram`);
    return (await res.json()) as { tables: DbEntity[]; relationships: DbRelationship[] };
  };
  const expectNothingCreated = async (before: Awaited<ReturnType<typeof diagram>>) => {
    const after = await diagram();
    expect(after.tables.map((x) => x.id)).toEqual(before.tables.map((x) => x.id));
    expect(after.relationships).toHaveLength(before.relationships.length);
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestServer(kind, {
      config: { ai: { baseUrl: fake.url, apiKey: API_KEY, model: 'test-model', timeoutMs: 2500 } },
    });
    team = await projectWithTeam(t.url);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates the tables and relationships of a well-formed answer, broadcast to a second member', async () => {
    const viewer = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await viewer.next((m) => m.type === 'subscribed');
    fake.replies.push({ content: LIBRARY });
    const res = await generate('Create a database for a library with books and authors');
    expect(res).toEqual({
      status: 200,
      body: {
        tables: 2,
        relationships: 1,
        tableNames: ['authors', 'books'],
        reusedTableNames: [],
        provider: 'openai',
      },
    });
    expect(
      await viewer.next((m) => m.type === 'change' && m.change.table === 'diagram'),
    ).toMatchObject({
      change: { operation: 'INSERT', record: { mode: 'add', tables: 2, relationships: 1 } },
    });
    viewer.close();

    const d = await diagram();
    // Both rows are inserted at once, so their creation times tie: order them by position.
    const tables = [...d.tables].sort((a, b) => a.x - b.x);
    expect(tables.map((x) => [x.name, x.x, x.y, x.width, x.height])).toEqual([
      ['authors', 0, 0, 0, 0],
      ['books', 500, 0, 0, 0],
    ]);
    const [authors, books] = tables;
    expect(d.relationships).toEqual([
      expect.objectContaining({
        name: 'fk_books_author',
        sourceTableId: authors?.id,
        targetTableId: books?.id,
        sourceColumnId: authors?.attributes[0]?.id,
        targetColumnId: books?.attributes[1]?.id,
        cardinality: 'ONE_TO_MANY',
      }),
    ]);
    expect(books?.attributes[1]).toMatchObject({ name: 'author_id', isForeignKey: true });

    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.response_format?.type).toBe('json_schema');
    expect(sent?.body.messages[1]?.content).toContain('Database type: MySQL.');
    expect(sent?.body.messages[1]?.content).toContain(
      'Request: Create a database for a library with books and authors',
    );
  });

  it('sends the existing tables as context and reuses a table the answer repeats', async () => {
    fake.replies.push({
      content: JSON.stringify({
        tables: [
          { id: 'a', name: 'Authors', attributes: [column('a1', 'id', { isPrimaryKey: true })] },
          {
            id: 'r',
            name: 'reviews',
            attributes: [column('r1', 'id', { isPrimaryKey: true }), column('r2', 'author_id')],
          },
        ],
        relationships: [
          {
            name: '',
            sourceTableId: 'a',
            targetTableId: 'r',
            sourceColumnId: 'a1',
            targetColumnId: 'r2',
            type: 'ONE_TO_MANY',
          },
        ],
      }),
    });
    const res = await generate('Add reviews of authors');
    expect(res.body).toMatchObject({
      tables: 1,
      relationships: 1,
      tableNames: ['reviews'],
      reusedTableNames: ['authors'],
    });
    const context = fake.requests.at(-1)?.body.messages[1]?.content ?? '';
    expect(context).toMatch(/- authors \[table id "[0-9a-f-]{36}"\]: id int/);
    expect(context).toContain('authors.id -> books.author_id (one_to_many)');
    const d = await diagram();
    const authors = d.tables.find((x) => x.name === 'authors');
    const reviews = d.tables.find((x) => x.name === 'reviews');
    expect(d.tables.filter((x) => x.name.toLowerCase() === 'authors')).toHaveLength(1);
    expect(d.relationships.find((r) => r.targetTableId === reviews?.id)).toMatchObject({
      sourceTableId: authors?.id,
      sourceColumnId: authors?.attributes[0]?.id,
    });
  });

  it('asks once more after an answer that is not JSON', async () => {
    const before = fake.requests.length;
    fake.replies.push(
      { content: 'Sure! Here are your tables:' },
      { content: LIBRARY.replace(/authors/g, 'writers').replace(/books/g, 'novels') },
    );
    const res = await generate('Writers and novels');
    expect(res.body).toMatchObject({ tables: 2, tableNames: ['writers', 'novels'] });
    expect(fake.requests.length - before).toBe(2);
    expect(fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain('not valid JSON');
  });

  it('creates nothing and gives the spec message for malformed JSON, unknown tables, timeouts and HTTP errors', async () => {
    const before = await diagram();
    const cases: Array<[string, FakeReply[]]> = [
      [
        'malformed JSON after the one retry',
        [{ content: '{"tables": [' }, { content: 'still {not json' }],
      ],
      [
        'an unknown table reference',
        [{ content: LIBRARY.replace('"targetTableId":"t2"', '"targetTableId":"ghosts"') }],
      ],
      ['a timeout', [{ content: LIBRARY, delayMs: 4000 }]],
      ['HTTP 500', [{ status: 500 }]],
      ['HTTP 429', [{ status: 429 }]],
    ];
    for (const [name, replies] of cases) {
      const sent = fake.requests.length;
      fake.replies.push(...replies);
      const res = await generate(`Library (${name})`);
      expect(res, name).toEqual({
        status: 502,
        body: { error: { code: 'unavailable', message: FAILED } },
      });
      // No retry on HTTP errors or timeouts; one on invalid JSON.
      expect(fake.requests.length - sent, name).toBe(replies.length);
      await expectNothingCreated(before);
    }
    fake.replies.length = 0;
  });

  it('answers the assistant from the project context and keeps only links inside the app', async () => {
    fake.replies.push({
      content: JSON.stringify({
        message: 'There are 5 tables.',
        url: `/app/projects/${team.project.id}/documentation#relationships`,
      }),
    });
    expect(await call(team.viewer, 'assistant', { query: 'How many tables are there?' })).toEqual({
      status: 200,
      body: {
        message: 'There are 5 tables.',
        url: `/app/projects/${team.project.id}/documentation#relationships`,
      },
    });
    const system = fake.requests.at(-1)?.body.messages[0]?.content ?? '';
    expect(system).toContain('Team size: 3 members.');
    expect(system).toContain('- books: id, author_id');
    expect(system).toContain('Tasks: 0 open');
    fake.replies.push({
      content: JSON.stringify({ message: 'Click here', url: 'https://evil.example/login' }),
    });
    expect((await call(team.admin, 'assistant', { query: 'Help' })).body).toEqual({
      message: 'Click here',
    });
    fake.replies.push({ content: JSON.stringify({ message: '', url: null }) });
    expect((await call(team.admin, 'assistant', { query: 'Anything?' })).body).toEqual({
      message: '',
    });
    fake.replies.push({ status: 500 });
    expect(await call(team.editor, 'assistant', { query: 'Hello?' })).toEqual({
      status: 502,
      body: { error: { code: 'unavailable', message: ASSISTANT_FAILED } },
    });
  });

  it('lets Editors and Admins generate, refuses Viewers (403) and non-members (404), and checks the query', async () => {
    const before = await diagram();
    expect((await generate('Tables', team.viewer)).status).toBe(403);
    expect((await generate('Tables', team.outsider)).status).toBe(404);
    expect((await call(team.outsider, 'assistant', { query: 'Tables?' })).status).toBe(404);
    expect((await call(undefined, 'generate-db-tables', { query: 'Tables' })).status).toBe(401);
    for (const query of ['   ', 'x'.repeat(2001)]) {
      const res = await generate(query);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(FAILED);
      expect(Object.keys(res.body.error?.fields ?? {})).toEqual(['query']);
    }
    expect((await call(team.editor, 'assistant', { query: '' })).body.error?.message).toBe(
      ASSISTANT_FAILED,
    );
    await expectNothingCreated(before);
  });

  it('never lets the API key reach a client', () => {
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(text).not.toContain(API_KEY);
  });

  it('limits AI requests per user', async () => {
    // An Editor of their own with empty prompts: each is counted, then refused as invalid, and
    // nothing is asked of the provider. (A non-member is refused before the limit is counted.)
    const counted = await signUp(t.url);
    await addMember(t.url, team.admin, team.project.id, counted, 'Editor');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await generate('', counted)).status);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(18);
    expect(statuses.at(-1)).toBe(429);
  });
});

describeOnOneDatabase('AI with the built-in offline provider', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  const post = async (user: TestUser, projectId: string, path: string, query: string) => {
    const res = await api(t.url, user, 'POST', `/api/projects/${projectId}/ai/${path}`, { query });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
  });
  afterAll(() => t.close());

  it('turns a prompt into tables with types of the project database, and reuses them the second time', async () => {
    const project = await createProject(t.url, team.admin, {
      name: 'Library',
      database_type: 'postgresql',
    });
    const prompt = 'Create a database for a library with books, authors and loans';
    expect(await post(team.admin, project.id, 'generate-db-tables', prompt)).toEqual({
      status: 200,
      body: {
        tables: 5,
        relationships: 4,
        tableNames: ['books', 'authors', 'loans', 'members', 'book_authors'],
        reusedTableNames: [],
        provider: 'offline',
      },
    });
    const res = await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`);
    const d = (await res.json()) as { tables: DbEntity[]; relationships: DbRelationship[] };
    expect(
      d.tables.find((x) => x.name === 'loans')?.attributes.map((a) => [a.name, a.type]),
    ).toEqual([
      ['id', 'uuid'],
      ['book_id', 'uuid'],
      ['member_id', 'uuid'],
      ['loaned_at', 'timestamptz'],
      ['due_on', 'date'],
      ['returned_at', 'timestamptz'],
    ]);
    expect(d.relationships).toHaveLength(4);
    const again = await post(team.admin, project.id, 'generate-db-tables', prompt);
    expect(again.body).toMatchObject({ tables: 0, relationships: 0, tableNames: [] });
    expect(again.body.reusedTableNames).toEqual(['books', 'authors', 'loans', 'members']);
  });

  it('gives the spec message and creates nothing for a prompt it cannot use', async () => {
    expect(
      await post(team.editor, team.project.id, 'generate-db-tables', 'Make it nice please'),
    ).toEqual({
      status: 422,
      body: { error: { code: 'unprocessable', message: FAILED } },
    });
  });

  it('answers questions from the project data and the documentation, linking the page', async () => {
    await post(
      team.editor,
      team.project.id,
      'generate-db-tables',
      'A blog with posts and comments',
    );
    const id = team.project.id;
    const count = await post(team.viewer, id, 'assistant', 'How many tables are there?');
    expect(count.body.url).toBe(`/app/projects/${id}/visualizer`);
    expect(count.body.message).toMatch(
      /^Shop database has 3 tables: (posts|comments|users), (posts|comments|users), (posts|comments|users)\.$/,
    );
    const howTo = await post(team.viewer, id, 'assistant', 'How do I add a relationship?');
    expect(howTo.body.url).toBe(`/app/projects/${id}/documentation#relationships`);
    const related = await post(
      team.viewer,
      id,
      'assistant',
      'What is the comments table related to?',
    );
    expect(related.body.message).toContain('posts.id -> comments.post_id (one_to_many)');
    expect((await post(team.outsider, id, 'assistant', 'Tables?')).status).toBe(404);
  });
});
