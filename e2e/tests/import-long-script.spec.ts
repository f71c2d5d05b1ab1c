import { expect, test } from '../support/fixtures';
import { openDiagram, tableNamed } from '../support/visualizer';

// Issue 21 item 5: a long script (an opened dump of thousands of tables) is summed up in the Import
// dialog instead of laid out in its box, which took seconds at every redraw; it imports as it is,
// and can still be shown or cleared.

/** Two tables and about 0.9 MB of comment lines: longer than the dialog shows unasked (512 KB). */
function longScript(): string {
  const filler = Array.from({ length: 12_000 }, (_, i) => `-- line ${i} of a long dump`).join('\n');
  return [
    'CREATE TABLE customers (id integer PRIMARY KEY, email text NOT NULL);',
    filler,
    'CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customers (id));',
    '-- '.padEnd(600_000, 'x'),
  ].join('\n');
}

test('a long script opened from a file is summed up, imported as it is, and can be shown or cleared', async ({
  page,
}) => {
  await openDiagram(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  const script = longScript();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'dump.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(script),
  });
  const summary = dialog.getByRole('group', { name: 'SQL or DBML' });
  await expect(summary).toContainText('A long script (0.9 MB, 12,003 lines)');
  await expect(dialog.getByRole('textbox', { name: 'SQL or DBML' })).toHaveCount(0);

  // Shown on request, whole.
  await summary.getByRole('button', { name: 'Show the script' }).click();
  const box = dialog.getByRole('textbox', { name: 'SQL or DBML' });
  await expect(box).toHaveValue(script);

  // Imported as it is: both tables and their relationship.
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tableNamed(page, 'customers')).toBeVisible();
  await expect(tableNamed(page, 'orders')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  // Opened again, a long script can be cleared, which brings the empty box back.
  await page.getByRole('button', { name: 'Import' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'dump.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(script),
  });
  await summary.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog.getByRole('textbox', { name: 'SQL or DBML' })).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
});
