import type { Tag, Task, TaskList, UpdateTaskResponse } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

describeEachDatabase('task board', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let base: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `${base}${path}`, body);

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    base = `/api/projects/${team.project.id}`;
  });
  afterAll(() => t.close());

  it('creates lists at the end with the default name and renames them, refusing an empty name', async () => {
    const a = await json<TaskList>(await call(team.editor, 'POST', '/task-lists', {}));
    const b = await json<TaskList>(
      await call(team.editor, 'POST', '/task-lists', { name: 'Doing' }),
    );
    expect([a.name, a.position, b.name, b.position]).toEqual(['New List', 0, 'Doing', 1]);
    const empty = await call(team.editor, 'PATCH', `/task-lists/${a.id}`, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(empty)).error.fields.name,
    ).toBe('List name cannot be empty');
    expect(
      (
        await json<TaskList>(
          await call(team.editor, 'PATCH', `/task-lists/${a.id}`, { name: 'To do' }),
        )
      ).name,
    ).toBe('To do');
  });

  it('creates, moves, updates and deletes tasks with tags; a missing task says "Task not found"', async () => {
    const [todo, done] = await Promise.all(
      ['Todo', 'Done'].map(async (name) =>
        json<TaskList>(await call(team.admin, 'POST', '/task-lists', { name })),
      ),
    );
    const tag = await json<Tag>(
      await call(team.editor, 'POST', '/tags', { name: 'schema', color: '#0a7' }),
    );
    const again = await call(team.editor, 'POST', '/tags', { name: 'SCHEMA' });
    expect(again.status).toBe(200);
    expect((await json<Tag>(again)).id).toBe(tag.id);
    const first = await json<Task>(
      await call(team.editor, 'POST', '/tasks', {
        task_list_id: todo!.id,
        name: 'Design users table',
        tag_ids: [tag.id],
        due_date: '2026-12-24',
      }),
    );
    expect(first).toMatchObject({
      position: 0,
      completed: false,
      is_archived: false,
      description: '',
      due_date: '2026-12-24',
      tags: [{ name: 'schema', color: '#0a7' }],
    });
    const second = await json<Task>(
      await call(team.editor, 'POST', '/tasks', { task_list_id: todo!.id, name: 'Add indexes' }),
    );
    expect(second.position).toBe(1);
    const noName = await call(team.editor, 'POST', '/tasks', { task_list_id: todo!.id, name: '' });
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(noName)).error.fields.name,
    ).toBe('Please fill out all required fields');

    const moved = await json<Task>(
      await call(team.editor, 'PATCH', `/tasks/${first.id}`, { task_list_id: done!.id }),
    );
    expect(moved).toMatchObject({ task_list_id: done!.id, position: 0 });
    const edited = await json<Task>(
      await call(team.editor, 'PATCH', `/tasks/${first.id}`, {
        completed: true,
        is_archived: true,
        description: 'Done at last',
        tag_ids: [],
      }),
    );
    expect(edited).toMatchObject({
      completed: true,
      is_archived: true,
      description: 'Done at last',
      tags: [],
    });
    expect((await call(team.editor, 'DELETE', `/tasks/${first.id}`)).status).toBe(200);
    const missing = await call(team.editor, 'PATCH', `/tasks/${first.id}`, { name: 'ghost' });
    expect(missing.status).toBe(404);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toBe(
      'Task not found',
    );
    expect((await call(team.editor, 'DELETE', `/task-lists/${todo!.id}`)).status).toBe(200);
    const tasks = await json<Task[]>(await call(team.viewer, 'GET', '/tasks'));
    expect(tasks.find((x) => x.id === second.id)).toBeUndefined();
  });

  it('renumbers a list without changing its order when moves crowd one gap', async () => {
    const list = await json<TaskList>(
      await call(team.editor, 'POST', '/task-lists', { name: 'Crowded' }),
    );
    const a = await json<Task>(
      await call(team.editor, 'POST', '/tasks', { task_list_id: list.id, name: 'a' }),
    );
    await call(team.editor, 'POST', '/tasks', { task_list_id: list.id, name: 'b' });
    const inList = async () =>
      (await json<Task[]>(await call(team.editor, 'GET', '/tasks')))
        .filter((x) => x.task_list_id === list.id)
        .sort((x, y) => x.position - y.position);
    // Each new task is dropped right after "a": the average of a and its current neighbour.
    for (let i = 0; i < 30; i++) {
      const c = await json<Task>(
        await call(team.editor, 'POST', '/tasks', { task_list_id: list.id, name: `c${i}` }),
      );
      const [first, second] = await inList();
      expect(first?.id).toBe(a.id);
      await call(team.editor, 'PATCH', `/tasks/${c.id}`, {
        position: (first!.position + second!.position) / 2,
      });
    }
    const final = await inList();
    expect(final.map((x) => x.name)).toEqual([
      'a',
      ...Array.from({ length: 30 }, (_, i) => `c${29 - i}`),
      'b',
    ]);
    const gaps = final.slice(1).map((x, i) => x.position - final[i]!.position);
    expect(Math.min(...gaps)).toBeGreaterThan(1e-6);
  });

  it('lets Viewers read but not write, and hides the board from non-members', async () => {
    const list = await json<TaskList>(
      await call(team.admin, 'POST', '/task-lists', { name: 'Guarded' }),
    );
    const tag = await json<Tag>(await call(team.admin, 'POST', '/tags', { name: 'guarded' }));
    const task = await json<Task>(
      await call(team.admin, 'POST', '/tasks', {
        task_list_id: list.id,
        name: 'Keep me',
        tag_ids: [tag.id],
      }),
    );
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/task-lists', { name: 'x' }],
      ['PATCH', `/task-lists/${list.id}`, { name: 'x' }],
      ['DELETE', `/task-lists/${list.id}`, undefined],
      ['POST', '/tasks', { task_list_id: list.id, name: 'x' }],
      ['PATCH', `/tasks/${task.id}`, { name: 'x' }],
      ['DELETE', `/tasks/${task.id}`, undefined],
      ['POST', '/tags', { name: 'x' }],
      ['PATCH', `/tags/${tag.id}`, { name: 'x' }],
      ['DELETE', `/tags/${tag.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect(
        (await call(team.viewer, method, path, body)).status,
        `${method} ${path} as Viewer`,
      ).toBe(403);
      expect(
        (await call(team.outsider, method, path, body)).status,
        `${method} ${path} as non-member`,
      ).toBe(404);
    }
    for (const path of ['/task-lists', '/tasks', '/tags']) {
      expect((await call(team.viewer, 'GET', path)).status).toBe(200);
      expect((await call(team.outsider, 'GET', path)).status).toBe(404);
    }
    const after = await json<Task[]>(await call(team.admin, 'GET', '/tasks'));
    expect(after.find((x) => x.id === task.id)).toMatchObject({
      name: 'Keep me',
      tags: [{ id: tag.id, name: 'guarded' }],
    });
  });

  it("refuses another project's lists, tasks and tags through this project's id", async () => {
    const other = await createProject(t.url, team.admin, { name: 'Other board' });
    const otherList = await json<TaskList>(
      await api(t.url, team.admin, 'POST', `/api/projects/${other.id}/task-lists`, {
        name: 'Theirs',
      }),
    );
    const otherTask = await json<Task>(
      await api(t.url, team.admin, 'POST', `/api/projects/${other.id}/tasks`, {
        task_list_id: otherList.id,
        name: 'Theirs',
      }),
    );
    const otherTag = await json<Tag>(
      await api(t.url, team.admin, 'POST', `/api/projects/${other.id}/tags`, { name: 'theirs' }),
    );
    const mine = await json<TaskList>(
      await call(team.admin, 'POST', '/task-lists', { name: 'Mine' }),
    );
    expect(
      (await call(team.admin, 'POST', '/tasks', { task_list_id: otherList.id, name: 'sneak' }))
        .status,
    ).toBe(404);
    expect(
      (await call(team.admin, 'PATCH', `/tasks/${otherTask.id}`, { name: 'sneak' })).status,
    ).toBe(404);
    expect(
      (await call(team.admin, 'PATCH', `/task-lists/${otherList.id}`, { name: 'sneak' })).status,
    ).toBe(404);
    expect(
      (await call(team.admin, 'PATCH', `/tags/${otherTag.id}`, { name: 'sneak' })).status,
    ).toBe(404);
    expect((await call(team.admin, 'DELETE', `/tags/${otherTag.id}`)).status).toBe(404);
    const theirs = await json<Tag[]>(
      await api(t.url, team.admin, 'GET', `/api/projects/${other.id}/tags`),
    );
    expect(theirs).toEqual([otherTag]);
    expect(
      (
        await call(team.admin, 'POST', '/tasks', {
          task_list_id: mine.id,
          name: 'tagged',
          tag_ids: [otherTag.id],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(team.admin, 'POST', '/tasks', {
          task_list_id: mine.id,
          name: 'x',
          position: 'first',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(team.admin, 'POST', '/tasks', {
          task_list_id: mine.id,
          name: 'x',
          due_date: 'tomorrow',
        })
      ).status,
    ).toBe(400);
  });

  it('keeps both edits of two people saving different fields; on the same field the later wins and says what it replaced', async () => {
    const list = await json<TaskList>(
      await call(team.editor, 'POST', '/task-lists', { name: 'Shared' }),
    );
    const task = await json<Task>(
      await call(team.editor, 'POST', '/tasks', { task_list_id: list.id, name: 'Draft' }),
    );
    const save = (user: TestUser, body: Record<string, unknown>) =>
      call(user, 'PATCH', `/tasks/${task.id}`, body).then((r) => json<UpdateTaskResponse>(r));
    // Both opened the task as created; the editor changes the description, the admin the name.
    const ann = await save(team.editor, { description: 'Ann’s notes', base: { description: '' } });
    const bob = await save(team.admin, { name: 'Final', base: { name: 'Draft' } });
    expect([ann.replaced, bob.replaced]).toEqual([undefined, undefined]);
    expect(bob).toMatchObject({ name: 'Final', description: 'Ann’s notes' });
    // Both change the description from the same start: the later save wins and names Ann's text.
    const first = await save(team.editor, {
      description: 'Ann again',
      base: { description: 'Ann’s notes' },
    });
    const later = await save(team.admin, {
      description: 'Bob’s notes',
      base: { description: 'Ann’s notes' },
    });
    expect(first.replaced).toBeUndefined();
    expect(later).toMatchObject({
      name: 'Final',
      description: 'Bob’s notes',
      replaced: { description: 'Ann again' },
    });
    const bad = await call(team.admin, 'PATCH', `/tasks/${task.id}`, { base: { completed: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('renames and recolours a tag on every task that carries it, refusing a taken name and bad input', async () => {
    const list = await json<TaskList>(
      await call(team.editor, 'POST', '/task-lists', { name: 'Tagged' }),
    );
    const [bug, idea] = await Promise.all(
      ['bug', 'idea'].map(async (name) =>
        json<Tag>(await call(team.editor, 'POST', '/tags', { name, color: '#c92a2a' })),
      ),
    );
    const task = await json<Task>(
      await call(team.editor, 'POST', '/tasks', {
        task_list_id: list.id,
        name: 'Fix the join',
        tag_ids: [bug!.id],
      }),
    );
    const renamed = await call(team.editor, 'PATCH', `/tags/${bug!.id}`, { name: ' defect ' });
    expect(renamed.status).toBe(200);
    expect(await json<Tag>(renamed)).toEqual({ ...bug, name: 'defect' });
    const recoloured = await json<Tag>(
      await call(team.admin, 'PATCH', `/tags/${bug!.id}`, { color: '#1971c2' }),
    );
    expect(recoloured).toEqual({ ...bug, name: 'defect', color: '#1971c2' });
    // Renaming to its own name in another case is no clash.
    expect(
      await json<Tag>(await call(team.editor, 'PATCH', `/tags/${bug!.id}`, { name: 'Defect' })),
    ).toMatchObject({ name: 'Defect' });
    const tasks = await json<Task[]>(await call(team.viewer, 'GET', '/tasks'));
    expect(tasks.find((x) => x.id === task.id)?.tags).toEqual([
      { ...bug, name: 'Defect', color: '#1971c2' },
    ]);

    const taken = await call(team.editor, 'PATCH', `/tags/${bug!.id}`, { name: 'IDEA' });
    expect(taken.status).toBe(409);
    expect(await json<unknown>(taken)).toEqual({
      error: {
        code: 'conflict',
        message: 'The project has a tag named "idea" already.',
        fields: { name: 'The project has a tag named "idea" already.' },
      },
    });
    for (const bad of [
      { name: '   ' },
      { name: 'x'.repeat(51) },
      { color: 'blue' },
      { color: '#12345' },
      { name: 7 },
      { name: 'ok', extra: true },
    ]) {
      const res = await call(team.editor, 'PATCH', `/tags/${bug!.id}`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('validation_failed');
    }
    expect((await call(team.editor, 'PATCH', '/tags/not-a-uuid', { name: 'x' })).status).toBe(400);
    const gone = await call(team.editor, 'PATCH', `/tags/${crypto.randomUUID()}`, { name: 'x' });
    expect(gone.status).toBe(404);
    expect((await json<{ error: { message: string } }>(gone)).error.message).toBe('Tag not found');
    const after = await json<Tag[]>(await call(team.viewer, 'GET', '/tags'));
    expect(after.filter((x) => [bug!.id, idea!.id].includes(x.id))).toEqual([
      { ...bug, name: 'Defect', color: '#1971c2' },
      idea,
    ]);
  });

  it('deletes a tag and takes it off every task, live for other members', async () => {
    const list = await json<TaskList>(
      await call(team.editor, 'POST', '/task-lists', { name: 'Untag' }),
    );
    const [doomed, kept] = await Promise.all(
      ['doomed', 'kept'].map(async (name) =>
        json<Tag>(await call(team.editor, 'POST', '/tags', { name })),
      ),
    );
    const created = await Promise.all(
      ['one', 'two'].map(async (name) =>
        json<Task>(
          await call(team.editor, 'POST', '/tasks', {
            task_list_id: list.id,
            name,
            tag_ids: [doomed!.id, kept!.id],
          }),
        ),
      ),
    );
    const watcher = await connectRealtime(t.url, team.viewer.cookie);
    watcher.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await watcher.next((m) => m.type === 'subscribed');

    await call(team.editor, 'PATCH', `/tags/${kept!.id}`, { color: '#2b8a3e' });
    expect(
      await watcher.next((m) => m.type === 'change' && m.change.table === 'tags'),
    ).toMatchObject({
      change: {
        operation: 'UPDATE',
        record: { id: kept!.id, name: 'kept', color: '#2b8a3e' },
        old_record: { color: '#333' },
      },
    });
    const deleted = await call(team.admin, 'DELETE', `/tags/${doomed!.id}`);
    expect(deleted.status).toBe(200);
    expect(await json<unknown>(deleted)).toEqual({ ok: true });
    expect(
      await watcher.next((m) => m.type === 'change' && m.change.table === 'tags'),
    ).toMatchObject({
      change: { operation: 'DELETE', record: null, old_record: { id: doomed!.id } },
    });
    watcher.close();

    const tasks = await json<Task[]>(await call(team.viewer, 'GET', '/tasks'));
    for (const { id } of created)
      expect(tasks.find((x) => x.id === id)?.tags.map((x) => x.name)).toEqual(['kept']);
    const tags = await json<Tag[]>(await call(team.viewer, 'GET', '/tags'));
    expect(tags.map((x) => x.id)).not.toContain(doomed!.id);
    expect((await call(team.admin, 'DELETE', `/tags/${doomed!.id}`)).status).toBe(404);
    // The name is free again.
    expect((await call(team.editor, 'POST', '/tags', { name: 'doomed' })).status).toBe(201);
  });

  it('shows each change to another member live', async () => {
    const watcher = await connectRealtime(t.url, team.viewer.cookie);
    watcher.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await watcher.next((m) => m.type === 'subscribed');
    const list = await json<TaskList>(
      await call(team.editor, 'POST', '/task-lists', { name: 'Live' }),
    );
    const seen = await watcher.next((m) => m.type === 'change' && m.change.table === 'task_lists');
    expect(seen).toMatchObject({
      change: { operation: 'INSERT', record: { id: list.id, name: 'Live' } },
    });
    await call(team.editor, 'POST', '/tasks', { task_list_id: list.id, name: 'Live task' });
    expect(
      await watcher.next((m) => m.type === 'change' && m.change.table === 'tasks'),
    ).toMatchObject({ change: { operation: 'INSERT', record: { name: 'Live task', tags: [] } } });
    watcher.close();
  });
});
