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
    const task = await json<Task>(
      await call(team.admin, 'POST', '/tasks', { task_list_id: list.id, name: 'Keep me' }),
    );
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/task-lists', { name: 'x' }],
      ['PATCH', `/task-lists/${list.id}`, { name: 'x' }],
      ['DELETE', `/task-lists/${list.id}`, undefined],
      ['POST', '/tasks', { task_list_id: list.id, name: 'x' }],
      ['PATCH', `/tasks/${task.id}`, { name: 'x' }],
      ['DELETE', `/tasks/${task.id}`, undefined],
      ['POST', '/tags', { name: 'x' }],
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
    expect(after.find((x) => x.id === task.id)?.name).toBe('Keep me');
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
