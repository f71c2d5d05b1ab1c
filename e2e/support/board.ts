import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { api, createProject, type Person } from './people';

/** A list, task or tag as the board's API answers it (only what the tests read). */
export interface Row {
  id: string;
  name: string;
  position: number;
}

/** Creates a list through the API. */
export function createList(who: Person, projectId: string, name: string): Promise<Row> {
  return api<Row>(who, 'POST', `/api/projects/${projectId}/task-lists`, { name });
}

/** Creates a task through the API. */
export function createTask(
  who: Person,
  projectId: string,
  listId: string,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<Row> {
  return api<Row>(who, 'POST', `/api/projects/${projectId}/tasks`, {
    task_list_id: listId,
    name,
    ...fields,
  });
}

/** Creates a tag through the API. */
export function createTag(
  who: Person,
  projectId: string,
  name: string,
  color: string,
): Promise<Row> {
  return api<Row>(who, 'POST', `/api/projects/${projectId}/tags`, { name, color });
}

/** A project made for a test: its id and its lists by name. */
export interface SeededBoard {
  projectId: string;
  lists: Record<string, Row>;
}

/**
 * Creates a project of this person with lists and their tasks, in order, through the API:
 * `seedBoard(ada, { 'To do': ['Alpha', 'Bravo'], Done: [] })`.
 */
export async function seedBoard(
  who: Person,
  lists: Record<string, string[]>,
): Promise<SeededBoard> {
  const projectId = await createProject(who, `Shop ${Date.now()}`);
  const rows: Record<string, Row> = {};
  for (const [name, tasks] of Object.entries(lists)) {
    const list = await createList(who, projectId, name);
    rows[name] = list;
    for (const task of tasks) await createTask(who, projectId, list.id, task);
  }
  return { projectId, lists: rows };
}

/** The board of a project. */
export const boardPath = (projectId: string) => `/app/projects/${projectId}/tasks`;

/** A list's column on the board. */
export function column(page: Page, listName: string): Locator {
  return page.getByRole('region', { name: `List ${listName}`, exact: true });
}

/** The names on the task cards of a list, in order. */
export function cards(page: Page, listName: string): Locator {
  return column(page, listName).locator('[data-task-id] > span:first-child');
}

/** A task's card anywhere on the board. */
export function card(page: Page, taskName: string): Locator {
  return page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: taskName });
}

/** The names of the board's lists, left to right. */
export function listNames(page: Page): Promise<string[]> {
  return page
    .locator('section[data-list-id]')
    .evaluateAll((sections) =>
      sections.map((s) => (s.getAttribute('aria-label') ?? '').replace(/^List /, '')),
    );
}

/** Expects the lists of the board in this order. */
export async function expectLists(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => listNames(page)).toEqual(names);
}

/**
 * Drags with the mouse from the middle of one element to a point of another (by default its
 * middle), in small steps as a hand would, past the 5 px threshold first.
 */
export async function drag(
  page: Page,
  from: Locator,
  to: Locator,
  at: { x?: number; y?: number } = {},
): Promise<void> {
  // A hand drags what it sees: both must be shown first (a box read while one is not is none;
  // a CI run once read none for a card just created, drawn a moment later).
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: an element is not visible');
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + (at.x ?? b.width / 2), y: b.y + (at.y ?? b.height / 2) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  // One more small move lets the board settle on the target before the drop.
  await page.mouse.move(end.x, end.y + 2, { steps: 2 });
  await page.mouse.up();
}

/** Waits for a write of the board to the server (a PATCH of a task or list). */
export function boardWrite(page: Page, kind: 'tasks' | 'task-lists'): Promise<unknown> {
  return page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/${kind}/`) && r.ok(),
  );
}
