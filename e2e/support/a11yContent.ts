import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { createList, createTag, createTask } from './board';
import { createProject, person, type Person } from './people';
import { openVisualizer, settled, storeViewport } from './visualizer';

/**
 * A small PostgreSQL script with one of each thing the visualizer draws or lists: an enum type,
 * tables with keys, a unique column and an index, a relationship (the foreign key) and a view.
 */
export const SHOP_SCRIPT = [
  "CREATE TYPE mood AS ENUM ('sad', 'happy');",
  'CREATE TABLE users (id integer PRIMARY KEY, email text NOT NULL UNIQUE, feeling mood);',
  'CREATE TABLE orders (id integer PRIMARY KEY, user_id integer REFERENCES users (id), total numeric);',
  'CREATE INDEX orders_total_idx ON orders (total);',
  'CREATE VIEW big_orders AS SELECT id, total FROM orders WHERE total > 100;',
].join('\n');

/** The CSS selector of the open dialog (Mantine's modal content), for `include`. */
export const DIALOG = '[role="dialog"]';

/** The CSS selector of the visualizer's side panel, for `include`. */
export const PANE = '[data-testid="side-pane"]';

/**
 * Signs Ann up with a PostgreSQL project and opens its visualizer, empty, at a viewport where the
 * imported tables land in sight.
 */
export async function openEmptyVisualizer(page: Page): Promise<{ ann: Person; id: string }> {
  const ann = await person(page, 'Ann');
  const id = await createProject(ann, 'Shop schema', '', 'postgresql');
  await storeViewport(page, id, { x: 20, y: 160, zoom: 0.6 });
  await openVisualizer(ann, id);
  return { ann, id };
}

/** Opens the Import dialog and pastes SHOP_SCRIPT into it, leaving the dialog open. */
export async function fillImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel('SQL or DBML').fill(SHOP_SCRIPT);
}

/** Imports the filled script and waits until the tables are drawn. */
export async function submitImport(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('table-node')).toHaveCount(2);
}

/** Opens an empty visualizer and imports SHOP_SCRIPT through the Import dialog. */
export async function openImportedVisualizer(page: Page): Promise<void> {
  await openEmptyVisualizer(page);
  await fillImport(page);
  await submitImport(page);
  await settled(page);
}

/** A board with two lists, tasks with tags, a description and a due date. */
export async function seedTaggedBoard(page: Page): Promise<{ ada: Person; projectId: string }> {
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, `Shop ${Date.now()}`);
  const schema = await createTag(ada, projectId, 'schema', '#4263eb');
  const urgent = await createTag(ada, projectId, 'urgent', '#e03131');
  const todo = await createList(ada, projectId, 'To do');
  const doing = await createList(ada, projectId, 'Done');
  await createTask(ada, projectId, todo.id, 'Design users table', {
    tag_ids: [schema.id, urgent.id],
    description: 'Columns, keys and constraints.',
    due_date: '2030-12-24',
  });
  await createTask(ada, projectId, todo.id, 'Seed users', { tag_ids: [schema.id] });
  await createTask(ada, projectId, doing.id, 'Pick a database', { completed: true });
  return { ada, projectId };
}
