import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addMember, done, person, type Person } from '../support/people';
import { BASE_URL } from '../support/ports';
import {
  clickTable,
  column,
  diagramProject,
  keyColumn,
  openVisualizer,
  rowOf,
  seedTable,
  settled,
} from '../support/visualizer';

/** Opens a tab of the side panel (Editor, Types, Parser). */
async function openTab(page: Page, name: 'Editor' | 'Types' | 'Parser'): Promise<void> {
  await page.getByTestId('side-pane').getByRole('tab', { name }).click();
}

/** The Parser tab's script in a dialect. */
async function scriptIn(page: Page, dialect: 'postgresql' | 'mysql') {
  await openTab(page, 'Parser');
  const pane = page.getByTestId('side-pane');
  await pane.getByRole('combobox', { name: 'Parser' }).click();
  await page.getByRole('option', { name: dialect, exact: true }).click();
  return pane.getByTestId('script-view');
}

/** Seeds the table both tests edit: products (id, name, price). */
const seedProducts = (who: Person, projectId: string) =>
  seedTable(who, projectId, {
    name: 'products',
    x: 0,
    y: 0,
    attributes: [keyColumn('id'), column('name'), column('price', { type: 'integer' })],
  });

/** Adds an index to products in its panel, named and on the name column, and answers its editor. */
async function startIndex(page: Page) {
  await clickTable(page, 'products');
  const panel = page.getByTestId('side-pane');
  await panel.getByRole('button', { name: 'Add index' }).click();
  const index = panel.getByTestId('index-editor');
  // The name waits for the 500 ms pause, or goes with the next pick, as here.
  await index.getByRole('textbox', { name: 'Index name' }).fill('products_name_price_idx');
  await index
    .getByRole('combobox', { name: 'Index column 1', exact: true })
    .selectOption({ label: 'name' });
  return index;
}

/** A mark of a column on the canvas (Indexed, Checked, Unique). */
const mark = (page: Page, table: string, col: string, title: string) =>
  rowOf(page, table, col).getByTitle(title, { exact: true });

test('indexes, checks and enums are edited in the panels, generated, undone, live for members, read-only for Viewers', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const [bob, vic] = await Promise.all([person(browser, 'Bob'), person(browser, 'Vic')]);
  const id = await diagramProject(ann);
  await seedProducts(ann, id);
  await addMember(ann, id, bob, 'Editor');
  await addMember(ann, id, vic, 'Viewer');
  for (const who of [ann, bob, vic]) await openVisualizer(who, id);
  const panel = page.getByTestId('side-pane');

  // An enum type in the Types tab: created, renamed, two values in order.
  await openTab(page, 'Types');
  await panel.getByRole('button', { name: 'Add enum' }).click();
  const type = panel.getByTestId('type-editor');
  await type.getByRole('textbox', { name: 'Type name' }).fill('mood');
  await expect(type).toHaveAttribute('data-name', 'mood');
  for (const value of ['sad', 'happy']) {
    await type.getByRole('textbox', { name: 'New value' }).fill(value);
    await type.getByRole('button', { name: 'Add value' }).click();
  }
  await expect(type.getByRole('textbox', { name: 'Value 2' })).toHaveValue('happy');
  await settled(page);

  // An index on two columns (name, price DESC) in the table's panel.
  await openTab(page, 'Editor');
  const index = await startIndex(page);
  await index.getByRole('button', { name: 'Add column' }).click();
  await index
    .getByRole('combobox', { name: 'Index column 2', exact: true })
    .selectOption({ label: 'price' });
  await index.getByRole('combobox', { name: 'Index column 2 order' }).selectOption('DESC');
  await expect(mark(page, 'products', 'name', 'Indexed')).toBeVisible();
  await expect(mark(page, 'products', 'price', 'Indexed')).toBeVisible();

  // A check on the price.
  await panel.getByRole('textbox', { name: 'New check expression' }).fill('price > 0');
  await panel.getByRole('button', { name: 'Add check' }).click();
  await expect(mark(page, 'products', 'price', 'Checked')).toBeVisible();
  await settled(page);

  // Bob receives each of them live.
  await expect(mark(bob.page, 'products', 'name', 'Indexed')).toBeVisible();
  await expect(mark(bob.page, 'products', 'price', 'Checked')).toBeVisible();
  await openTab(bob.page, 'Types');
  await expect(bob.page.getByTestId('type-editor')).toHaveAttribute('data-name', 'mood');

  // The Parser tab writes all three, in PostgreSQL and in MySQL.
  const postgres = await scriptIn(page, 'postgresql');
  await expect(postgres).toContainText(/CREATE TYPE "?mood"? AS ENUM \('sad', 'happy'\)/);
  await expect(postgres).toContainText(/INDEX "?products_name_price_idx"? ON "?products"?/);
  await expect(postgres).toContainText(/\(\s*"?name"?,\s*"?price"? DESC\s*\)/);
  await expect(postgres).toContainText(/CHECK \(price > 0\)/);
  const mysql = await scriptIn(page, 'mysql');
  await expect(mysql).toContainText(/INDEX `?products_name_price_idx`?/);
  await expect(mysql).toContainText(/CHECK \(price > 0\)/);

  // Undo takes back the check alone, for Ann and for Bob.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(mark(page, 'products', 'price', 'Checked')).toHaveCount(0);
  await expect(mysql).not.toContainText('CHECK (price > 0)');
  await expect(mysql).toContainText(/INDEX `?products_name_price_idx`?/);
  await expect(mark(bob.page, 'products', 'price', 'Checked')).toHaveCount(0);
  await expect(mark(bob.page, 'products', 'name', 'Indexed')).toBeVisible();

  // The Viewer sees the index and the type, and can change neither.
  await expect(mark(vic.page, 'products', 'name', 'Indexed')).toBeVisible();
  await openTab(vic.page, 'Types');
  const seen = vic.page.getByTestId('type-editor');
  await expect(seen).toHaveAttribute('data-name', 'mood');
  await expect(seen.getByRole('textbox', { name: 'Type name' })).toHaveAttribute('readonly', '');
  await expect(vic.page.getByRole('button', { name: 'Add enum' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /Delete type/ })).toHaveCount(0);
  const vicScript = await scriptIn(vic.page, 'postgresql');
  await expect(vicScript).toContainText(/INDEX "?products_name_price_idx"?/);
  const refused = await vic.page.request.post(`/api/projects/${id}/types`, {
    headers: { origin: BASE_URL },
    data: { name: 'colour', kind: 'enum', values: ['red'] },
  });
  expect(refused.status()).toBe(403);
  await done(bob, vic);
});

test('quick index picks on a slow server each build on the one before', async ({
  page,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const id = await diagramProject(ann);
  await seedProducts(ann, id);
  await openVisualizer(ann, id);
  const index = await startIndex(page);
  await expect(mark(page, 'products', 'id', 'Indexed')).toHaveCount(0);
  await settled(page);

  // A slow server: "Add column" reaches it only after the price is picked, and the price pick
  // only after the order is set (the kernel sends one write after the other). Held before the
  // server, so that neither its answer nor its realtime echo comes early: the CI failure, in order.
  const answers: Array<() => void> = [];
  await page.route('**/api/projects/*/tables/*', async (route) => {
    if (route.request().method() !== 'PATCH' || answers.length >= 2) return route.fallback();
    await new Promise<void>((answer) => answers.push(answer));
    await route.fallback();
  });
  await index.getByRole('button', { name: 'Add column' }).click();
  await expect.poll(() => answers.length).toBe(1);
  await index
    .getByRole('combobox', { name: 'Index column 2', exact: true })
    .selectOption({ label: 'price' });
  answers[0]?.();
  // "Add column"'s answer (id as column 2) is on the canvas; the price pick is on its way.
  await expect(mark(page, 'products', 'id', 'Indexed')).toBeVisible();
  await expect.poll(() => answers.length).toBe(2);
  await expect(index.getByRole('combobox', { name: 'Index column 2', exact: true })).toHaveValue(
    /price/,
  );
  await index.getByRole('combobox', { name: 'Index column 2 order' }).selectOption('DESC');
  answers[1]?.();
  await settled(page);
  await expect(mark(page, 'products', 'price', 'Indexed')).toBeVisible();
  await expect(mark(page, 'products', 'id', 'Indexed')).toHaveCount(0);
  await expect(index.getByRole('textbox', { name: 'Index name' })).toHaveValue(
    'products_name_price_idx',
  );
  await expect(index.getByRole('combobox', { name: 'Index column 2 order' })).toHaveValue('DESC');
  const script = await scriptIn(page, 'postgresql');
  await expect(script).toContainText(/\(\s*"?name"?,\s*"?price"? DESC\s*\)/);
});
