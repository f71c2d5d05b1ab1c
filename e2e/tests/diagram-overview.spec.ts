import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addMember, api, person, type Person } from '../support/people';
import {
  boxOf,
  canvasTransform,
  diagramProject,
  dragMouse,
  keyColumn,
  column,
  openVisualizer,
  storedDiagram,
  storeViewport,
} from '../support/visualizer';

/** Columns and rows of the grid, and the distance between tables' corners. */
const COLUMNS = 50;
const TABLES = 2500;
const DX = 320;
const DY = 140;

/** A grid of tables (t0000 at 0, 0), each but the first pointing at the one before. */
function gridModel() {
  const tables = Array.from({ length: TABLES }, (_, i) => ({
    id: `t${i}`,
    name: `t${String(i).padStart(4, '0')}`,
    x: (i % COLUMNS) * DX,
    y: Math.floor(i / COLUMNS) * DY,
    width: 300,
    attributes: [
      { ...keyColumn('id'), id: `t${i}-id` },
      ...(i > 0 ? [{ ...column('parent_id', { isForeignKey: true }), id: `t${i}-parent` }] : []),
    ],
  }));
  const relationships = tables.slice(1).map((t, i) => ({
    id: `r${i + 1}`,
    sourceTableId: `t${i}`,
    targetTableId: t.id,
    sourceColumnId: `t${i}-id`,
    targetColumnId: `${t.id}-parent`,
  }));
  return { tables, relationships };
}

/** Where a canvas point is on screen, through React Flow's transform. */
async function onScreen(page: Page, point: { x: number; y: number }) {
  const { pane, viewport } = await canvasTransform(page);
  return {
    x: pane.x + viewport.x + point.x * viewport.zoom,
    y: pane.y + viewport.y + point.y * viewport.zoom,
  };
}

/** Where the stored diagram has a table, rounded to whole pixels. */
async function storedPosition(ann: Person, projectId: string, name: string) {
  const t = (await storedDiagram(ann, projectId)).tables.find((x) => x.name === name);
  return t && [Math.round(t.x), Math.round(t.y)];
}

async function overviewOfTables(ann: Person, page: Page): Promise<string> {
  const id = await diagramProject(ann);
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, {
    mode: 'replace',
    model: gridModel(),
  });
  await storeViewport(page, id, { x: 40, y: 40, zoom: 0.1 });
  await openVisualizer(ann, id);
  return id;
}

test('zoomed out over 2500 tables, the canvas draws them itself; a press selects and a drag moves one', async ({
  page,
}) => {
  const ann = await person(page, 'Ann');
  const id = await overviewOfTables(ann, page);
  const overview = page.getByTestId('overview-canvas');
  await expect(overview).toHaveAttribute(
    'aria-label',
    'Overview of 2500 tables. Zoom in to edit them.',
  );
  // Drawn in the view at 0.1, and none is an element of its own.
  await expect
    .poll(async () => Number(await overview.getAttribute('data-tables')))
    .toBeGreaterThan(300);
  await expect(page.getByTestId('table-node')).toHaveCount(0);

  // A press on t0302's box selects it: it is React Flow's again, the side panel edits it.
  const first = await onScreen(page, { x: DX * 2 + 150, y: DY * 6 + 48 });
  // Over a drawn table the pointer says it can be pressed; beside the tables it does not.
  await page.mouse.move(first.x, first.y);
  await expect(page.locator('.react-flow__pane')).toHaveCSS('cursor', 'pointer');
  const beside = await onScreen(page, { x: -200, y: DY * 6 + 48 });
  await page.mouse.move(beside.x, beside.y);
  await expect(page.locator('.react-flow__pane')).not.toHaveCSS('cursor', 'pointer');
  await page.mouse.click(first.x, first.y);
  const selected = page.locator('.react-flow__node.selected [data-testid="table-node"]');
  await expect(selected).toHaveAttribute('data-name', 't0302');
  await expect(overview).toHaveAttribute(
    'aria-label',
    'Overview of 2499 tables. Zoom in to edit them.',
  );
  await expect(page.getByTestId('side-pane').getByLabel('Table name')).toHaveValue('t0302');

  // A drag of another table moves it by the pointer's distance over the zoom, saved for good.
  // The view stays: the press is the table's, not the pane's (no pan under the drag).
  const other = await onScreen(page, { x: DX * 5 + 150, y: DY * 3 + 48 });
  const view = (await canvasTransform(page)).viewport;
  await page.mouse.move(other.x, other.y);
  await page.mouse.down();
  await page.mouse.move(other.x + 30, other.y + 20, { steps: 5 });
  await page.mouse.move(other.x + 60, other.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(selected).toHaveAttribute('data-name', 't0155');
  expect((await canvasTransform(page)).viewport).toEqual(view);
  await expect.poll(() => storedPosition(ann, id, 't0155')).toEqual([DX * 5 + 600, DY * 3 + 400]);

  // The Select tool's rectangle takes the overview's tables wholly inside it: t0500 and t0501.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const from = await onScreen(page, { x: -10, y: DY * 10 - 10 });
  const to = await onScreen(page, { x: DX * 2 - 10, y: DY * 11 - 10 });
  await dragMouse(page, from, to);
  await expect(page.locator('.react-flow__node.selected [data-testid="table-node"]')).toHaveText([
    't0500',
    't0501',
  ]);
});

test('zoomed in, the same diagram is React Flow elements again', async ({ page }) => {
  const ann = await person(page, 'Ann');
  await overviewOfTables(ann, page);
  await expect(page.getByTestId('overview-canvas')).toBeVisible();
  // The wheel zooms in about the pointer, past the zoom where tables show their columns.
  const pane = await boxOf(page.getByTestId('diagram-canvas'));
  await page.mouse.move(pane.x + 200, pane.y + 200);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -500);
  await expect(page.getByTestId('overview-canvas')).toHaveCount(0);
  await expect(page.getByTestId('table-node').first()).toBeVisible();
});

test("a Viewer's press on an overview table pans the canvas and selects nothing", async ({
  page,
  browser,
}) => {
  const ann = await person(page, 'Ann');
  const id = await diagramProject(ann);
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, {
    mode: 'replace',
    model: gridModel(),
  });
  const vic = await person(browser, 'Vic');
  await addMember(ann, id, vic, 'Viewer');
  await storeViewport(vic.page, id, { x: 40, y: 40, zoom: 0.1 });
  await openVisualizer(vic, id);
  await expect(vic.page.getByTestId('overview-canvas')).toBeVisible();
  const table = await onScreen(vic.page, { x: DX * 2 + 150, y: DY * 6 + 48 });
  await dragMouse(vic.page, table, { x: table.x + 100, y: table.y + 50 });
  await expect
    .poll(async () => {
      const moved = await onScreen(vic.page, { x: DX * 2 + 150, y: DY * 6 + 48 });
      return [Math.round(moved.x - table.x), Math.round(moved.y - table.y)];
    })
    .toEqual([100, 50]);
  await expect(vic.page.locator('.react-flow__node.selected')).toHaveCount(0);
  const stored = (await storedDiagram(ann, id)).tables.find((t) => t.name === 't0302');
  expect([stored?.x, stored?.y]).toEqual([DX * 2, DY * 6]);
});

test('a finger drags an overview table without panning the canvas', async ({ page, browser }) => {
  const ann = await person(page, 'Ann');
  const id = await overviewOfTables(ann, page);
  const tablet = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
  });
  const touchPage = await tablet.newPage();
  await touchPage.goto(`/app/projects/${id}/visualizer`);
  await expect(touchPage.getByTestId('visualizer')).toHaveAttribute('aria-busy', 'false');
  await expect(touchPage.getByTestId('overview-canvas')).toBeVisible();
  const cdp = await tablet.newCDPSession(touchPage);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const view = (await canvasTransform(touchPage)).viewport;
  const from = await onScreen(touchPage, { x: DX * 5 + 150, y: DY * 3 + 48 });
  await touch('touchStart', from.x, from.y);
  for (let i = 1; i <= 10; i++) await touch('touchMove', from.x + i * 6, from.y + i * 4);
  await touch('touchEnd', from.x + 60, from.y + 40);
  await expect(
    touchPage.locator('.react-flow__node.selected [data-testid="table-node"]'),
  ).toHaveAttribute('data-name', 't0155');
  expect((await canvasTransform(touchPage)).viewport).toEqual(view);
  await expect.poll(() => storedPosition(ann, id, 't0155')).toEqual([DX * 5 + 600, DY * 3 + 400]);
  await tablet.close();
});
