import type { Locator, Page } from '@playwright/test';
import type { DatabaseType } from '@relata/core';
import { expect } from './fixtures';
import { api, createProject, open, person, type Person } from './people';
import { BASE_URL } from './ports';

/** A column as the diagram API stores it (spec 2 §3 "Attribute"). */
export interface Column {
  id: string;
  name: string;
  type: string;
  defaultValue: string | null;
  isNullable: boolean;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
  isUnique: boolean;
  isIdentity: boolean;
  isAutoIncrement: boolean;
}

/** A stored table, comment and relationship, as GET /diagram answers. */
export interface StoredTable {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  attributes: Column[];
  /** The header colour, `#rrggbb` or a palette token; absent for the theme's. */
  color?: string;
}
export interface StoredComment {
  id: string;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface StoredDiagram {
  tables: StoredTable[];
  comments: StoredComment[];
  relationships: { id: string; sourceTableId: string; targetTableId: string }[];
}

/** The viewport of the canvas as React Flow holds it. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** A column for seeding: nullable text unless told otherwise. */
export function column(name: string, flags: Partial<Column> = {}): Column {
  return {
    id: `col-${name}-${Math.random().toString(36).slice(2, 8)}`,
    name,
    type: 'text',
    defaultValue: null,
    isNullable: true,
    isPrimaryKey: false,
    isForeignKey: false,
    isUnique: false,
    isIdentity: false,
    isAutoIncrement: false,
    ...flags,
  };
}

/** A primary-key column for seeding. */
export function keyColumn(name = 'id'): Column {
  return column(name, { type: 'integer', isNullable: false, isPrimaryKey: true, isUnique: true });
}

/** Creates a project with a database type through the API and answers its id. */
export function diagramProject(
  who: Person,
  databaseType: DatabaseType = 'postgresql',
): Promise<string> {
  return createProject(who, 'Shop schema', '', databaseType);
}

/** Creates a table through the API (as another tab of the same person would). */
export function seedTable(
  who: Person,
  projectId: string,
  table: { name: string; x: number; y: number; attributes?: Column[]; color?: string },
): Promise<StoredTable> {
  return api<StoredTable>(who, 'POST', `/api/projects/${projectId}/tables`, table);
}

/** Creates a comment through the API. */
export function seedComment(
  who: Person,
  projectId: string,
  comment: { text: string; x: number; y: number; width?: number; height?: number },
): Promise<StoredComment> {
  return api<StoredComment>(who, 'POST', `/api/projects/${projectId}/comments`, comment);
}

/** Connects two tables through the API, as the canvas' Add Relationship does. */
export function seedRelationship(
  who: Person,
  projectId: string,
  sourceTableId: string,
  targetTableId: string,
): Promise<unknown> {
  return api(who, 'POST', `/api/projects/${projectId}/relationships/connect`, {
    sourceTableId,
    targetTableId,
  });
}

/** What the server holds for a project's diagram now. */
export function storedDiagram(who: Person, projectId: string): Promise<StoredDiagram> {
  return api<StoredDiagram>(who, 'GET', `/api/projects/${projectId}/diagram`);
}

/** Saves a viewport for a project under 'visualizer-pan' before the visualizer opens. */
export async function storeViewport(page: Page, projectId: string, viewport: Viewport) {
  // Local storage belongs to the app's origin: a page that has not opened the app yet goes to a
  // small document of that origin first (the health check), not through the whole app.
  if (!page.url().startsWith(BASE_URL)) await page.goto('/api/health');
  await page.evaluate(
    ([id, v]) => {
      const all = JSON.parse(localStorage.getItem('visualizer-pan') ?? '{}') as Record<
        string,
        unknown
      >;
      all[id] = { scale: v.zoom, translateX: v.x, translateY: v.y };
      localStorage.setItem('visualizer-pan', JSON.stringify(all));
    },
    [projectId, viewport] as const,
  );
}

/** The viewport saved for a project under 'visualizer-pan', if any. */
export function savedViewport(
  page: Page,
  projectId: string,
): Promise<{ scale: number; translateX: number; translateY: number } | null> {
  return page.evaluate((id) => {
    const all = JSON.parse(localStorage.getItem('visualizer-pan') ?? '{}') as Record<
      string,
      { scale: number; translateX: number; translateY: number } | undefined
    >;
    return all[id] ?? null;
  }, projectId);
}

/** Opens a project's visualizer and waits until the diagram the server holds is loaded. */
export async function openVisualizer(who: Person, projectId: string): Promise<void> {
  await open(who, `/app/projects/${projectId}/visualizer`);
  await expect(who.page.getByTestId('visualizer')).toHaveAttribute('aria-busy', 'false');
}

/** Reloads the visualizer and waits until the diagram is loaded again. */
export async function reloadVisualizer(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('visualizer')).toHaveAttribute('aria-busy', 'false');
}

/** The table with this name on the canvas. */
export function tableNamed(page: Page, name: string): Locator {
  return page.locator(`[data-testid="table-node"][data-name="${name}"]`);
}

/** The canvas node (React Flow's wrapper, which carries the selected class) of a table. */
export function tableItem(page: Page, name: string): Locator {
  return page.locator('.react-flow__node').filter({ has: tableNamed(page, name) });
}

/** The canvas node of a comment with this text. */
export function commentItem(page: Page, text: string): Locator {
  return page
    .locator('.react-flow__node')
    .filter({ has: page.getByTestId('comment-node').filter({ hasText: text }) });
}

/** The row of a column in a table on the canvas. */
export function rowOf(page: Page, table: string, columnName: string): Locator {
  return tableNamed(page, table)
    .getByTestId('table-row')
    .filter({ has: page.getByText(columnName, { exact: true }) });
}

/** The names of a table's rows, top to bottom, as drawn. */
export async function rowNames(page: Page, table: string): Promise<string[]> {
  const rows = tableNamed(page, table).getByTestId('table-row');
  return rows.evaluateAll((els) =>
    els.map((el) => el.querySelector('span')?.textContent?.trim() ?? ''),
  );
}

/** The items shown as selected on the canvas. */
export function selectedItems(page: Page): Locator {
  return page.locator('.react-flow__node.selected');
}

/** Where an element is on the screen, failing when it is not rendered. */
export async function boxOf(locator: Locator): Promise<{
  x: number;
  y: number;
  width: number;
  height: number;
}> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a bounding box').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** A point of the canvas that no item, toolbar or prompt box covers (right side, above the AI box). */
export async function emptySpot(page: Page): Promise<{ x: number; y: number }> {
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  return { x: canvas.x + canvas.width - 80, y: canvas.y + canvas.height - 170 };
}

/** Drags with the mouse from one screen point to another, in steps, as a person would. */
export async function dragMouse(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  modifiers: ('Shift' | 'Control')[] = [],
): Promise<void> {
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 6 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  for (const m of modifiers) await page.keyboard.up(m);
}

/** Waits until no write of the editor is in flight (the toolbar's saving spinner is gone). */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('saving')).toHaveCount(0);
}

/** The middle of a relationship line on the screen, where a person would right-click it. */
export async function edgeMidpoint(page: Page, index = 0): Promise<{ x: number; y: number }> {
  const path = page.locator('.react-flow__edge path.react-flow__edge-path').nth(index);
  await expect(path).toBeAttached();
  return path.evaluate((el) => {
    const line = el as SVGPathElement;
    const point = line.getPointAtLength(line.getTotalLength() / 2);
    const onScreen = new DOMPoint(point.x, point.y).matrixTransform(
      line.getScreenCTM() ?? undefined,
    );
    return { x: onScreen.x, y: onScreen.y };
  });
}

/** The context menu's entries, each as its label followed by its shortcut. */
export function menuEntries(page: Page): Locator {
  return page.getByTestId('context-menu').getByRole('menuitem');
}

/** What a test's diagram starts with; each table is { name, x, y, attributes? }. */
export interface DiagramSeed {
  databaseType?: DatabaseType;
  tables?: { name: string; x: number; y: number; attributes?: Column[]; color?: string }[];
  comments?: { text: string; x: number; y: number; width?: number; height?: number }[];
  /** Relationships between seeded tables, by name: [source, target]. */
  relationships?: [string, string][];
  /** The viewport saved before opening (default x 150, y 100 at zoom 1); null saves none. */
  viewport?: Viewport | null;
}

/** A signed-up person with a project whose diagram holds the seeded items. */
export interface SeededDiagram {
  ann: Person;
  id: string;
  tables: StoredTable[];
}

/**
 * A model for the diagram import route: `count` tables, each but the first with a `parent_id`
 * referencing the one before, where `place` puts the i-th, named by `name` (`t{i}` by default).
 */
export function chainModel(
  count: number,
  place: (i: number) => { x: number; y: number },
  name: (i: number) => string = (i) => `t${i}`,
) {
  const tables = Array.from({ length: count }, (_, i) => ({
    id: `t${i}`,
    name: name(i),
    ...place(i),
    attributes: [
      { ...keyColumn('id'), id: `t${i}-id` },
      ...(i > 0 ? [{ ...column('parent_id', { isForeignKey: true }), id: `t${i}-parent` }] : []),
    ],
  }));
  const relationships = tables.slice(1).map((t, i) => ({
    id: `r${i + 1}`,
    sourceTableId: t.id,
    targetTableId: `t${i}`,
    sourceColumnId: `${t.id}-parent`,
    targetColumnId: `t${i}-id`,
  }));
  return { tables, relationships };
}

/** Two tables side by side and a comment below the first: the start of the selection tests. */
export const TWO_TABLES_AND_A_NOTE: DiagramSeed = {
  tables: [
    { name: 'users', x: 0, y: 0 },
    { name: 'orders', x: 400, y: 0 },
  ],
  comments: [{ text: 'About users', x: 0, y: 250 }],
};

/** Signs Ann up and gives her a project with the seeded items, without opening it. */
export async function prepareDiagram(page: Page, seed: DiagramSeed = {}): Promise<SeededDiagram> {
  const ann = await person(page, 'Ann');
  const id = await diagramProject(ann, seed.databaseType);
  const tables: StoredTable[] = [];
  for (const table of seed.tables ?? []) tables.push(await seedTable(ann, id, table));
  for (const comment of seed.comments ?? []) await seedComment(ann, id, comment);
  for (const [from, to] of seed.relationships ?? []) {
    const source = tables.find((t) => t.name === from)?.id ?? '';
    const target = tables.find((t) => t.name === to)?.id ?? '';
    await seedRelationship(ann, id, source, target);
  }
  const viewport = seed.viewport === undefined ? { x: 150, y: 100, zoom: 1 } : seed.viewport;
  if (viewport) await storeViewport(page, id, viewport);
  return { ann, id, tables };
}

/** Signs Ann up, gives her a project with the seeded items and opens its visualizer. */
export async function openDiagram(page: Page, seed: DiagramSeed = {}): Promise<SeededDiagram> {
  const seeded = await prepareDiagram(page, seed);
  await openVisualizer(seeded.ann, seeded.id);
  return seeded;
}

/** The Editor tab's messages (spec 2 §2). */
export const NONE_SELECTED = 'Select a table to edit its details.';
export const SEVERAL_SELECTED = 'Select a single table to edit its details.';

/** Starts a relationship from a table's menu (Add Relationship); the line then follows the pointer. */
export async function startRelationship(page: Page, from: string): Promise<void> {
  await tableNamed(page, from).click({ button: 'right', position: { x: 150, y: 15 } });
  await expect(menuEntries(page)).toHaveText(['Add Relationship', 'Delete TableDEL']);
  await menuEntries(page).filter({ hasText: 'Add Relationship' }).click();
  await page.mouse.move(400, 450, { steps: 3 });
  await expect(page.getByTestId('connection-preview')).toBeVisible();
}

/** Clicks a table's title, as the end of a relationship or to select it. */
export async function clickTable(page: Page, name: string): Promise<void> {
  await tableNamed(page, name).click({ position: { x: 150, y: 15 } });
}

/** The canvas's box on the page and React Flow's transform: the translation and the zoom. */
export async function canvasTransform(
  page: Page,
): Promise<{ pane: { x: number; y: number; width: number; height: number }; viewport: Viewport }> {
  const pane = await page.getByTestId('diagram-canvas').boundingBox();
  const transform = await page
    .locator('.react-flow__viewport')
    .evaluate((el) => (el as HTMLElement).style.transform);
  const m = /translate\(([-\d.e]+)px, ([-\d.e]+)px\) scale\(([\d.e-]+)\)/.exec(transform);
  if (!pane || !m) throw new Error(`no viewport: ${transform}`);
  return { pane, viewport: { x: Number(m[1]), y: Number(m[2]), zoom: Number(m[3]) } };
}
