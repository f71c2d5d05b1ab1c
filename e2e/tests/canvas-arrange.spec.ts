import { expect, test } from '../support/fixtures';
import {
  keyColumn,
  openDiagram,
  reloadVisualizer,
  selectedItems,
  storedDiagram,
  storeViewport,
  tableNamed,
} from '../support/visualizer';

// Issue 21 item 3: Arrange lays out the whole diagram (or the selection) as imports do, saved
// at once and undone as one step.

const positions = async (who: Parameters<typeof storedDiagram>[0], id: string) =>
  Object.fromEntries(
    (await storedDiagram(who, id)).tables.map((t) => [t.name, { x: t.x, y: t.y }]),
  );

test('Arrange puts related tables side by side, and Ctrl+Z puts every table back', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'customer', x: 0, y: 0, attributes: [keyColumn()] },
      { name: 'invoice', x: 2600, y: 1800, attributes: [keyColumn()] },
      { name: 'invoice_line', x: -1800, y: 2400, attributes: [keyColumn()] },
      { name: 'warehouse', x: 700, y: 500, attributes: [keyColumn()] },
    ],
    relationships: [
      ['customer', 'invoice'],
      ['invoice', 'invoice_line'],
    ],
    viewport: { x: 150, y: 100, zoom: 0.5 },
  });
  const before = await positions(ann, id);
  await page.getByRole('button', { name: 'Arrange' }).click();
  await expect.poll(async () => (await positions(ann, id)).invoice).not.toEqual(before.invoice);
  const after = await positions(ann, id);
  // The chain reads left to right, each table beside the one it references.
  expect(after.customer!.x).toBeLessThan(after.invoice!.x);
  expect(after.invoice!.x).toBeLessThan(after.invoice_line!.x);
  expect(after.invoice!.x - after.customer!.x).toBeLessThan(700);
  expect(Math.abs(after.invoice!.y - after.customer!.y)).toBeLessThan(300);

  // One step back: every table where it was, on the server too.
  await page.getByTestId('diagram-canvas').click({ position: { x: 40, y: 500 } });
  await page.keyboard.press('Control+z');
  await expect.poll(() => positions(ann, id)).toEqual(before);

  // With two tables selected, only they move (Arrange fitted the view to the arranged diagram:
  // back to the first view).
  await storeViewport(page, id, { x: 150, y: 100, zoom: 0.5 });
  await reloadVisualizer(page);
  // At zoom 0.5 a table's title is near its top-left corner.
  await tableNamed(page, 'customer').click({ position: { x: 30, y: 8 } });
  await tableNamed(page, 'warehouse').click({ position: { x: 30, y: 8 }, modifiers: ['Shift'] });
  await expect(selectedItems(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Arrange' }).click();
  await expect.poll(async () => (await positions(ann, id)).warehouse).not.toEqual(before.warehouse);
  const selection = await positions(ann, id);
  expect(selection.invoice).toEqual(before.invoice);
  expect(selection.invoice_line).toEqual(before.invoice_line);
});
