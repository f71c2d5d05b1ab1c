import { expect, test } from '../support/fixtures';
import { openDiagram, selectedItems, storedDiagram } from '../support/visualizer';

// Issue 21 item 5: a large import answers the new ids only; the importing screen makes the stored
// tables and relationships from the model its worker read, and sends that model compressed by the
// worker. What it shows must be what the server stored: an imported table is edited at once,
// without a reload.

/** `n` tables of 11 columns, each after the first referencing the one before. */
function chain(n: number): string {
  return Array.from({ length: n }, (_, i) =>
    [
      `CREATE TABLE t${i} (`,
      '  id integer PRIMARY KEY,',
      i > 0 ? `  parent_id integer NOT NULL REFERENCES t${i - 1} (id),` : '  parent_id integer,',
      ...Array.from({ length: 8 }, (_, c) => `  col_${c} varchar(40),`),
      '  note text',
      ');',
    ].join('\n'),
  ).join('\n');
}

test('an import of 300 tables is sent compressed, and an imported table is renamed at once, as stored', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'chain.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(chain(300)),
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/diagram/import'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  expect((await sent).headers()['content-encoding']).toBe('gzip');
  await expect(page.getByText('300 tables and 299 relationships imported.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Found, selected and renamed through the screen's own items: their ids are the stored ones.
  await page.getByTestId('diagram-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: 'Search the diagram' });
  await field.fill('t150');
  await page.keyboard.press('Enter');
  await expect(selectedItems(page)).toHaveCount(1);
  const name = page.getByTestId('side-pane').getByRole('textbox', { name: 'Table name' });
  await expect(name).toHaveValue('t150');
  // The worker sends each column without its default fields; the screen's columns have them all.
  const columns = page.getByTestId('side-pane').getByTestId('column-editor');
  await expect(columns).toHaveCount(11);
  const flag = (i: number, label: string) => columns.nth(i).getByRole('checkbox', { name: label });
  await expect(flag(0, 'Primary key')).toBeChecked();
  await expect(flag(0, 'Nullable')).not.toBeChecked();
  await expect(flag(1, 'Foreign key')).toBeChecked();
  await expect(flag(1, 'Nullable')).not.toBeChecked();
  await expect(flag(10, 'Nullable')).toBeChecked();
  await expect(flag(10, 'Primary key')).not.toBeChecked();
  await name.fill('renamed');
  await page.keyboard.press('Enter');

  await expect
    .poll(async () => (await storedDiagram(ann, id)).tables.some((t) => t.name === 'renamed'))
    .toBe(true);
  const stored = await storedDiagram(ann, id);
  expect(stored.tables).toHaveLength(300);
  const renamed = stored.tables.find((t) => t.name === 'renamed')!;
  expect(renamed.attributes.map((a) => a.name)).toEqual([
    'id',
    'parent_id',
    ...Array.from({ length: 8 }, (_, c) => `col_${c}`),
    'note',
  ]);
  expect(renamed.attributes[0]).toMatchObject({ isPrimaryKey: true, isNullable: false });
  expect(renamed.attributes[10]).toMatchObject({ isPrimaryKey: false, isNullable: true });
  expect(stored.tables.some((t) => t.name === 't150')).toBe(false);
});
