import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { addMember, open, person } from '../support/people';
import {
  boxOf,
  column,
  keyColumn,
  clickTable,
  openDiagram,
  openVisualizer,
  prepareDiagram,
  rowOf,
  selectedItems,
  tableItem,
  tableNamed,
} from '../support/visualizer';

// Issue 21 item 4: finding one's way in a large diagram: Ctrl+K search, a link to a table, the
// neighbourhood of a table, the minimap.

/** Tables far apart, so that going to one moves the view: a chain a → b → c, and d alone. */
const SPREAD = {
  tables: [
    { name: 'customer', x: 0, y: 0, attributes: [keyColumn(), column('email')] },
    {
      name: 'invoice',
      x: 3000,
      y: 2000,
      attributes: [keyColumn(), column('customer_id'), column('grand_total')],
    },
    { name: 'invoice_line', x: 3600, y: 2000, attributes: [keyColumn(), column('amount')] },
    { name: 'warehouse', x: -2500, y: 2500, attributes: [keyColumn()] },
  ],
  relationships: [
    ['customer', 'invoice'],
    ['invoice', 'invoice_line'],
  ] as [string, string][],
};

/** Whether an element's centre is inside the canvas's visible part. */
async function inView(page: Page, name: string): Promise<boolean> {
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  // Tables outside the view are not rendered at all (onlyRenderVisibleElements).
  const table = tableNamed(page, name);
  if ((await table.count()) === 0) return false;
  const box = await table.boundingBox();
  if (!box) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return (
    x > canvas.x && x < canvas.x + canvas.width && y > canvas.y && y < canvas.y + canvas.height
  );
}

test('Ctrl+K finds a column by its table and name, and Enter goes to it, selects its table and marks the row', async ({
  page,
}) => {
  await openDiagram(page, SPREAD);
  await expect(tableNamed(page, 'customer')).toBeVisible();
  await page.getByTestId('diagram-canvas').click({ position: { x: 400, y: 500 } });
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: 'Search the diagram' });
  await expect(field).toBeFocused();
  await field.fill('invoice total');
  const hits = page.getByRole('listbox', { name: 'Hits' }).getByRole('option');
  await expect(hits).toHaveText([/Column\s*invoice\.grand_total/]);
  await field.fill('invoice');
  await expect(hits.first()).toContainText('invoice');
  await expect(hits.nth(1)).toContainText('invoice_line');
  await expectAccessible(page, 'the search with its hits');
  await field.fill('grand');
  await page.keyboard.press('Enter');
  await expect(field).toBeHidden();
  await expect(selectedItems(page)).toHaveCount(1);
  await expect(tableItem(page, 'invoice')).toHaveClass(/selected/);
  await expect.poll(() => inView(page, 'invoice')).toBe(true);
  const row = rowOf(page, 'invoice', 'grand_total');
  await expect(row.locator('xpath=..')).toHaveCSS('box-shadow', /inset/);
  // Escape ends the mark (and the selection).
  await page.getByTestId('diagram-canvas').click({ position: { x: 20, y: 400 } });
  await page.keyboard.press('Escape');
  await expect(row.locator('xpath=..')).toHaveCSS('box-shadow', 'none');

  // The arrows move through the hits; Escape closes the search without going anywhere.
  await page.getByRole('button', { name: 'Search the diagram' }).click();
  await field.fill('id');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await field.waitFor({ state: 'detached' });
  await page.keyboard.press('Control+k');
  await field.fill('nothing like it');
  await expect(page.getByText('Nothing in the diagram matches.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Ctrl+K works from the side panel too, not only on the canvas.
  await page.getByRole('tab', { name: 'Types' }).click();
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
});

test('a ?table= link opens the canvas on that table, selected; a Viewer gets the view and the search, not a selection', async ({
  page,
  browser,
}) => {
  const { ann, id } = await prepareDiagram(page, SPREAD);
  await openVisualizer(ann, `${id}`);
  await expect.poll(() => inView(page, 'customer')).toBe(true);
  await expect.poll(() => inView(page, 'warehouse')).toBe(false);
  await page.goto(`/app/projects/${id}/visualizer?table=warehouse`);
  await expect(tableItem(page, 'warehouse')).toHaveClass(/selected/);
  await expect.poll(() => inView(page, 'warehouse')).toBe(true);
  await expect.poll(() => inView(page, 'customer')).toBe(false);

  // Viewers select nothing (spec 2 §6): the link and the search still take them there.
  const vic = await person(browser, 'Vic');
  await addMember(ann, id, vic, 'Viewer');
  await open(vic, `/app/projects/${id}/visualizer?table=warehouse`);
  await expect.poll(() => inView(vic.page, 'warehouse')).toBe(true);
  await vic.page.keyboard.press('Control+k');
  await vic.page.getByRole('combobox', { name: 'Search the diagram' }).fill('grand_total');
  await vic.page.keyboard.press('Enter');
  await expect.poll(() => inView(vic.page, 'invoice')).toBe(true);
  await expect(selectedItems(vic.page)).toHaveCount(0);
  await expect(rowOf(vic.page, 'invoice', 'grand_total').locator('xpath=..')).toHaveCSS(
    'box-shadow',
    /inset/,
  );
});

test("a table's neighbourhood dims the rest, one or two relationships away; the minimap shows and hides", async ({
  page,
}) => {
  // Side by side, all in view with their columns drawn.
  await openDiagram(page, {
    tables: [
      { name: 'customer', x: 0, y: 0 },
      { name: 'invoice', x: 350, y: 0 },
      { name: 'invoice_line', x: 700, y: 0 },
      { name: 'warehouse', x: 0, y: 300 },
    ],
    relationships: SPREAD.relationships,
    viewport: { x: 20, y: 120, zoom: 0.6 },
  });
  const hoodButton = page.getByRole('button', { name: 'Show neighbourhood' });
  await expect(hoodButton).toBeDisabled();
  await clickTable(page, 'customer');
  await hoodButton.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Neighbourhood of customer' }),
  ).toBeVisible();
  const opacity = (name: string) => tableItem(page, name);
  await expect(opacity('customer')).toHaveCSS('opacity', '1');
  await expect(opacity('invoice')).toHaveCSS('opacity', '1');
  await expect(opacity('invoice_line')).toHaveCSS('opacity', '0.15');
  await expect(opacity('warehouse')).toHaveCSS('opacity', '0.15');
  await page.getByText('2 steps').click();
  await expect(opacity('invoice_line')).toHaveCSS('opacity', '1');
  await expect(opacity('warehouse')).toHaveCSS('opacity', '0.15');
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(opacity('warehouse')).toHaveCSS('opacity', '1');
  // N on the selected table does the same; Escape ends it.
  await clickTable(page, 'invoice_line');
  await page.keyboard.press('n');
  await expect(opacity('customer')).toHaveCSS('opacity', '0.15');
  await page.keyboard.press('Escape');
  await expect(opacity('customer')).toHaveCSS('opacity', '1');

  const minimap = page.getByRole('img', { name: 'Minimap' });
  await expect(minimap).toHaveCount(0);
  await page.getByRole('button', { name: 'Minimap' }).click();
  await expect(minimap).toBeVisible();
  await expect(page.getByRole('button', { name: 'Minimap' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One small box per table, and the choice is kept after a reload.
  await expect(minimap.locator('.react-flow__minimap-node')).toHaveCount(4);
  await page.reload();
  await expect(minimap).toBeVisible();
  await page.getByRole('button', { name: 'Minimap' }).click();
  await expect(minimap).toHaveCount(0);
});
