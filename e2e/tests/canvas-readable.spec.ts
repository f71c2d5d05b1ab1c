import type { Page } from '@playwright/test';
import { drawnTableSize, TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from '@relata/core';
import { expect, test } from '../support/fixtures';
import {
  boxOf,
  column,
  dragMouse,
  keyColumn,
  openDiagram,
  rowOf,
  settled,
  startRelationship,
  storedDiagram,
  tableItem,
  tableNamed,
} from '../support/visualizer';

// Issue 36, items B8, B9 and B11: tables that show their text, lines that meet the columns they
// link, and relationships drawn by dragging from a column to a column.

/** Both ends of the first relationship line, on the screen: where it leaves and where it enters. */
function lineEnds(page: Page) {
  return page
    .locator('.react-flow__edge path.react-flow__edge-path')
    .first()
    .evaluate((el) => {
      const line = el as SVGPathElement;
      const onScreen = (at: number) => {
        const p = line.getPointAtLength(at);
        return new DOMPoint(p.x, p.y).matrixTransform(line.getScreenCTM() ?? undefined);
      };
      const [from, to] = [onScreen(0), onScreen(line.getTotalLength())];
      return { from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y } };
    });
}

test('names and types are not cut at 100%, and a cut cell shows its text on hover', async ({
  page,
}) => {
  const { tables } = await openDiagram(page, {
    tables: [
      {
        name: 'payment_events',
        x: 0,
        y: 0,
        attributes: [
          keyColumn('id'),
          column('occurred_at', { type: 'timestamp with time zone' }),
          column('customer_reference_number', { type: 'character varying(255)' }),
        ],
      },
    ],
    viewport: { x: 40, y: 120, zoom: 1 },
  });
  const table = tableNamed(page, 'payment_events');
  await expect(table.getByTestId('table-row')).toHaveCount(3);
  const cells = table
    .getByTestId('table-row')
    .locator('span[title]:not([data-testid="nullability"])');
  // Name and type of each row, each shown whole: nothing scrolls inside its cell.
  await expect(cells).toHaveCount(6);
  const cut = await cells.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
  await expect(table.getByTitle('timestamp with time zone')).toHaveText('timestamp with time zone');
  // The table grew to fit (spec 2 §9 keeps 300 as the least), as wide as core's drawnTableSize
  // says (what layouts, fits and areas use), and its rows are where the lines' ends are put.
  const node = await boxOf(tableItem(page, 'payment_events'));
  const [seeded] = tables;
  if (!seeded) throw new Error('no table');
  expect(node.width).toBeGreaterThan(300);
  expect(node.width).toBe(drawnTableSize(seeded).width);
  expect((await boxOf(table)).height).toBe(drawnTableSize(seeded).height);
  const tops = await table
    .locator('[data-column-id]')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops.map((top) => top - Math.round(node.y))).toEqual(
    [0, 1, 2].map((i) => TABLE_HEADER_HEIGHT + i * TABLE_ROW_HEIGHT),
  );
});

test("a line meets each table at its column's row, in every notation", async ({ page }) => {
  const { id } = await openDiagram(page, {
    tables: [
      {
        name: 'users',
        x: 0,
        y: 0,
        // Enough rows that the middle of the side is not the key's row.
        attributes: [keyColumn('id'), column('email'), column('name'), column('bio')],
      },
      {
        name: 'orders',
        x: 560,
        y: 60,
        attributes: [keyColumn('id'), column('note'), column('total', { type: 'numeric' })],
      },
    ],
    relationships: [['users', 'orders']],
    viewport: { x: 40, y: 120, zoom: 1 },
  });
  for (const notation of ['arrows', 'crowsFoot', 'uml']) {
    // One's own choice, as the settings page of another tab keeps it (a storage event).
    await page.evaluate(
      ([key, value]) => {
        localStorage.setItem(key, value);
        window.dispatchEvent(new StorageEvent('storage', { key }));
      },
      [`relata-visualization:${id}`, JSON.stringify({ notation })] as const,
    );
    await expect(page.locator(`[data-notation="${notation}"]`)).toHaveCount(1);
    const ends = await lineEnds(page);
    // Add Relationship made orders.users_id, the last row, referencing users.id, the first.
    const key = await boxOf(rowOf(page, 'users', 'id'));
    const foreignKey = await boxOf(rowOf(page, 'orders', 'users_id'));
    expect(ends.from.y).toBeGreaterThan(key.y);
    expect(ends.from.y).toBeLessThan(key.y + key.height);
    expect(ends.to.y).toBeGreaterThan(foreignKey.y);
    expect(ends.to.y).toBeLessThan(foreignKey.y + foreignKey.height);
  }
});

test('dragging from a column’s handle to a column of another table relates them', async ({
  page,
}) => {
  const { ann, id, tables } = await openDiagram(page, {
    tables: [
      { name: 'customers', x: 0, y: 0, attributes: [keyColumn('id'), column('name')] },
      {
        name: 'invoices',
        x: 560,
        y: 0,
        attributes: [keyColumn('id'), column('customer_id', { type: 'integer' })],
      },
    ],
    viewport: { x: 40, y: 120, zoom: 1 },
  });
  const handle = tableNamed(page, 'customers')
    .locator('[data-column-id]')
    .filter({ has: page.getByText('id', { exact: true }) })
    .getByTestId('link-handle');
  // Shown on the table's hover only.
  await expect(handle).toHaveCSS('opacity', '0');
  await tableNamed(page, 'customers').hover();
  await expect(handle).toHaveCSS('opacity', '1');
  const from = await boxOf(handle);
  const to = await boxOf(rowOf(page, 'invoices', 'customer_id'));
  await dragMouse(
    page,
    { x: from.x + from.width / 2, y: from.y + from.height / 2 },
    { x: to.x + to.width / 3, y: to.y + to.height / 2 },
  );
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(rowOf(page, 'invoices', 'customer_id')).toContainText('FK');
  await settled(page);
  const customers = tables.find((t) => t.name === 'customers');
  const invoices = tables.find((t) => t.name === 'invoices');
  const [made] = (await storedDiagram(ann, id)).relationships as unknown as {
    sourceColumnId: string;
    targetColumnId: string;
  }[];
  expect(made).toMatchObject({
    sourceColumnId: customers?.attributes[0]?.id,
    targetColumnId: invoices?.attributes[1]?.id,
  });
  // No column was added, as Add Relationship would have.
  await expect(tableNamed(page, 'invoices').getByTestId('table-row')).toHaveCount(2);
});

test('while Add Relationship waits for its table, a hint says how to finish or cancel', async ({
  page,
}) => {
  await openDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0, attributes: [keyColumn('id')] },
      { name: 'orders', x: 450, y: 0, attributes: [keyColumn('id')] },
    ],
    viewport: { x: 60, y: 100, zoom: 1 },
  });
  const hint = page.getByRole('status').filter({ hasText: 'Click the table' });
  await startRelationship(page, 'users');
  await expect(hint).toHaveText('Click the table to link to, Esc to cancel');
  await page.keyboard.press('Escape');
  await expect(hint).toHaveCount(0);
});
