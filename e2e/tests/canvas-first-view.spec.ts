import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  boxOf,
  column,
  keyColumn,
  openDiagram,
  tableNamed,
  type DiagramSeed,
} from '../support/visualizer';

// Issue 17 item 7, continued from canvas-papercuts.spec.ts (split so each file keeps its 90 s
// budget): the first view of a diagram keeps tables readable on a phone and whole on a desktop.

/** Twelve tables as the AI lays them out (4 columns, 500 apart), most of them joined to orders. */
const TWELVE_TABLES: DiagramSeed = {
  tables: [
    'customers',
    'orders',
    'products',
    'suppliers',
    'order_items',
    'payments',
    'shipments',
    'addresses',
    'categories',
    'reviews',
    'coupons',
    'warehouses',
  ].map((name, i) => ({
    name,
    x: (i % 4) * 500,
    y: Math.floor(i / 4) * 500,
    attributes: [keyColumn('id'), column('name'), column('created_at'), column('note')],
  })),
  relationships: [
    ['customers', 'orders'],
    ['orders', 'order_items'],
    ['orders', 'payments'],
    ['orders', 'shipments'],
    ['products', 'order_items'],
  ],
  viewport: null,
};

/** The tables drawn wholly inside the canvas, and of those, how many show their column rows. */
async function tablesInView(page: Page): Promise<{ names: string[]; withRows: number }> {
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  return page.getByTestId('table-node').evaluateAll((nodes, c) => {
    const inside = nodes.filter((n) => {
      const r = n.getBoundingClientRect();
      return (
        r.left >= c.x - 1 &&
        r.top >= c.y - 1 &&
        r.right <= c.x + c.width + 1 &&
        r.bottom <= c.y + c.height + 1
      );
    });
    return {
      names: inside.map((n) => n.getAttribute('data-name') ?? ''),
      withRows: inside.filter((n) => n.querySelector('[data-testid="table-row"]')).length,
    };
  }, canvas);
}

test('on a 390 px phone the first view shows readable tables; Fit to screen still shows all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDiagram(page, TWELVE_TABLES);
  // Columns are drawn (not name-only boxes), for the most connected table and what is around it.
  await expect(tableNamed(page, 'orders').getByTestId('table-row').first()).toBeVisible();
  const first = await tablesInView(page);
  expect(first.names).toContain('orders');
  expect(first.withRows).toBe(first.names.length);
  expect(first.names.length).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath('phone-first-fit.png') });

  // Asked for explicitly, Fit to screen shows the whole diagram, however small (spec 2 §9).
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await expect.poll(async () => (await tablesInView(page)).names.length).toBe(12);
});

test('on a desktop a small diagram still opens whole with the room of Fit to screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tables = TWELVE_TABLES.tables?.slice(0, 2);
  await openDiagram(page, { ...TWELVE_TABLES, tables, relationships: [] });
  await expect.poll(async () => (await tablesInView(page)).names.length).toBe(2);
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  const left = await boxOf(tableNamed(page, 'customers'));
  const right = await boxOf(tableNamed(page, 'orders'));
  // Centred with the spec's padding of 120 px on the side that limits the zoom (spec 2 §9).
  expect(left.x - canvas.x).toBeCloseTo(120, 0);
  expect(canvas.x + canvas.width - (right.x + right.width)).toBeCloseTo(120, 0);
  expect((await tablesInView(page)).withRows).toBe(2);
});

test('on a desktop the first view of twelve tables draws their columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDiagram(page, TWELVE_TABLES);
  await expect(tableNamed(page, 'orders').getByTestId('table-row').first()).toBeVisible();
  const first = await tablesInView(page);
  expect(first.withRows).toBe(first.names.length);
  expect(first.names).toContain('orders');
});
