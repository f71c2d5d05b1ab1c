import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/ports';
import { addMember, api, createProject, done, open, person, type Person } from '../support/people';
import { DESKTOP_SURFACE, WIRE_STYLE } from '../support/wireframes';

interface Component {
  id: string;
  parent_id: string | null;
  type: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  z: number;
  properties: Record<string, unknown>;
}

const path = (projectId: string) => `/app/projects/${projectId}/wireframes`;
const base = (projectId: string) => `/api/projects/${projectId}/wireframes`;
const list = (who: Person, projectId: string) =>
  api<Component[]>(who, 'GET', `${base(projectId)}/components`);
const find = async (who: Person, projectId: string, id: string) =>
  (await list(who, projectId)).find((c) => c.id === id);
const canvas = (page: Page) => page.getByTestId('wireframe-canvas');
const wire = (page: Page, id: string) => page.locator(`[data-wire-id="${id}"]`);

/** Creates components through the API (a seeded layout keeps the pointer maths exact). */
async function seed(who: Person, projectId: string, components: object[]): Promise<Component[]> {
  return api<Component[]>(who, 'POST', `${base(projectId)}/components`, { components });
}

/** Canvas units to screen pixels, read from where a known component is drawn. */
async function screenOf(page: Page, known: Component) {
  const box = await wire(page, known.id).boundingBox();
  if (!box) throw new Error('component not drawn');
  const zoom = box.width / known.width;
  return {
    zoom,
    x: (ux: number) => box.x + (ux - known.x) * zoom,
    y: (uy: number) => box.y + (uy - known.y) * zoom,
  };
}

/** Presses at a screen point and moves by (dx, dy) pixels in steps, running `during` before release. */
async function dragBy(
  page: Page,
  x: number,
  y: number,
  dx: number,
  dy: number,
  during?: () => Promise<void>,
) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  if (during) await during();
  await page.mouse.up();
}

async function seedLayout(who: Person, projectId: string) {
  const [desktop, mobile] = await seed(who, projectId, [
    DESKTOP_SURFACE,
    {
      type: 'surface',
      name: 'Mobile 1',
      parent_id: null,
      x: 2000,
      y: 0,
      width: 375,
      height: 667,
      properties: { device: 'mobile', backgroundColor: '#ffffff' },
    },
  ]);
  if (!desktop || !mobile) throw new Error('surfaces not created');
  const style = WIRE_STYLE;
  const [a, b, table] = await seed(who, projectId, [
    {
      type: 'button',
      name: 'A',
      parent_id: desktop.id,
      x: 100,
      y: 100,
      width: 100,
      height: 42,
      properties: { ...style, text: 'A' },
    },
    {
      type: 'button',
      name: 'B',
      parent_id: desktop.id,
      x: 300,
      y: 300,
      width: 100,
      height: 42,
      properties: { ...style, text: 'B' },
    },
    {
      type: 'datatable',
      name: 'Table',
      parent_id: desktop.id,
      x: 600,
      y: 100,
      width: 360,
      height: 160,
      properties: { ...style, columns: ['x'], rows: [['1']] },
    },
  ]);
  if (!a || !b || !table) throw new Error('components not created');
  return { desktop, mobile, a, b, table };
}

test('an editor adds desktop and mobile surfaces and places every kind of component', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await createProject(ada, `Wire ${Date.now()}`);
  await open(ada, path(projectId));
  await expect(page.getByText('Please select a component to edit.')).toBeVisible();

  await canvas(page).click({ button: 'right', position: { x: 300, y: 300 } });
  await page.getByRole('menuitem', { name: 'Add Desktop Wireframe' }).click();
  await expect(page.getByTestId('wire-surface')).toHaveCount(1);
  await canvas(page).hover({ position: { x: 200, y: 400 } });
  await page.keyboard.press('Control+Insert');
  await expect(page.getByTestId('wire-surface')).toHaveCount(2);
  const surfaces = (await list(ada, projectId)).filter((c) => c.type === 'surface');
  const desktop = surfaces.find((s) => s.properties.device === 'desktop');
  const mobile = surfaces.find((s) => s.properties.device === 'mobile');
  expect(desktop).toMatchObject({ x: 0, y: 0, width: 1920, height: 1080 });
  // Side by side: the mobile surface starts right of the desktop one.
  expect(mobile).toMatchObject({ y: 0, width: 375, height: 667 });
  expect(mobile?.x ?? 0).toBeGreaterThan(1920);

  // Every palette item, clicked while the desktop surface is selected, lands on it.
  await wire(page, desktop?.id ?? '').click({ position: { x: 300, y: 200 } });
  const items = page.getByTestId('palette-item');
  const count = await items.count();
  for (let i = 0; i < count; i++) await items.nth(i).click();
  await expect(page.getByTestId('wire-component')).toHaveCount(count);
  const placed = (await list(ada, projectId)).filter((c) => c.type !== 'surface');
  expect(new Set(placed.map((c) => c.type))).toEqual(
    new Set([
      'button',
      'input',
      'textarea',
      'checkbox',
      'select',
      'form',
      'text',
      'container',
      'datatable',
      'image',
      'icon',
      'chart',
    ]),
  );
  expect(placed.every((c) => c.parent_id === desktop?.id)).toBe(true);
  expect(placed.find((c) => c.type === 'button')).toMatchObject({
    width: 100,
    height: 42,
    properties: { fontSize: 16, fontWeight: 400 },
  });
  expect(placed.find((c) => c.type === 'input')).toMatchObject({ width: 130, height: 42 });
  expect(placed.find((c) => c.type === 'image')).toMatchObject({ width: 75, height: 75 });

  // A category shows its own components; one is dragged onto the mobile surface.
  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  await expect(items).toHaveCount(3);
  await items.first().dragTo(wire(page, mobile?.id ?? ''));
  await expect
    .poll(async () => (await list(ada, projectId)).filter((c) => c.parent_id === mobile?.id).length)
    .toBe(1);
});

test('moves, resizes, snaps, locks, copies, pastes, deletes, edits and keeps it all after a reload', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await createProject(ada, `Wire ${Date.now()}`);
  await api(ada, 'POST', `/api/projects/${projectId}/tables`, { name: 'customers', x: 0, y: 0 });
  const { desktop, mobile, a, b, table } = await seedLayout(ada, projectId);
  await open(ada, path(projectId));
  await expect(wire(page, b.id)).toBeVisible();
  let s = await screenOf(page, desktop);

  // B dragged to 3 units right of A's right edge snaps onto it, with a guide while dragging.
  await dragBy(page, s.x(350), s.y(321), (203 - 300) * s.zoom, (250 - 300) * s.zoom, async () => {
    await expect(page.getByTestId('snap-guide').first()).toBeVisible();
  });
  await expect.poll(async () => (await find(ada, projectId, b.id))?.x).toBe(200);
  expect(Math.abs(((await find(ada, projectId, b.id))?.y ?? 0) - 250)).toBeLessThanOrEqual(2);
  await expect(page.getByTestId('snap-guide')).toHaveCount(0);

  // A resized far below the minimum stops at 20 x 20.
  await wire(page, a.id).click();
  const handle = await wire(page, a.id).getByTestId('resize-se').boundingBox();
  await dragBy(page, (handle?.x ?? 0) + 3, (handle?.y ?? 0) + 3, -300, -300);
  await expect.poll(async () => (await find(ada, projectId, a.id))?.width).toBe(20);
  expect((await find(ada, projectId, a.id))?.height).toBe(20);

  // Copy and paste while the pointer is over the canvas: offset by 10.
  await wire(page, b.id).click();
  await canvas(page).hover({ position: { x: 20, y: 300 } });
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect
    .poll(async () => (await list(ada, projectId)).filter((c) => c.name === 'B').length)
    .toBe(2);
  const bNow = await find(ada, projectId, b.id);
  const copy = (await list(ada, projectId)).find((c) => c.name === 'B' && c.id !== b.id);
  expect(copy).toMatchObject({
    x: (bNow?.x ?? 0) + 10,
    y: (bNow?.y ?? 0) + 10,
    parent_id: desktop.id,
  });
  // Delete removes the pasted copy (selected after pasting); undo and redo.
  await page.keyboard.press('Delete');
  await expect
    .poll(async () => (await list(ada, projectId)).filter((c) => c.name === 'B').length)
    .toBe(1);
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => (await list(ada, projectId)).filter((c) => c.name === 'B').length)
    .toBe(2);
  await page.keyboard.press('Control+y');
  await expect
    .poll(async () => (await list(ada, projectId)).filter((c) => c.name === 'B').length)
    .toBe(1);

  // A surface is pasted to the right by its width plus 10.
  s = await screenOf(page, desktop);
  await page.mouse.click(s.x(2200), s.y(600));
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect
    .poll(async () => (await list(ada, projectId)).filter((c) => c.type === 'surface').length)
    .toBe(3);
  const pasted = (await list(ada, projectId)).find(
    (c) => c.type === 'surface' && c.id !== mobile.id && c.id !== desktop.id,
  );
  expect(pasted).toMatchObject({ x: 2000 + 375 + 10, y: 0, width: 375, height: 667 });

  // Locked, the desktop surface keeps its place and shows no handles.
  await page.getByRole('button', { name: 'Lock Desktop 1' }).click();
  await expect
    .poll(async () => (await find(ada, projectId, desktop.id))?.properties.locked)
    .toBe(true);
  s = await screenOf(page, desktop);
  await dragBy(page, s.x(1500), s.y(900), 120, 80);
  await expect(wire(page, desktop.id).getByTestId('resize-se')).toHaveCount(0);
  expect(await find(ada, projectId, desktop.id)).toMatchObject({ x: 0, y: 0 });

  // Properties: text, font size, border style; stacking order.
  await wire(page, b.id).click();
  const panel = page.getByRole('complementary', { name: 'Properties' });
  await panel.getByRole('textbox', { name: 'Text', exact: true }).fill('Save');
  await panel.getByRole('textbox', { name: 'Text', exact: true }).press('Enter');
  await expect(wire(page, b.id)).toContainText('Save');
  await panel.getByRole('textbox', { name: 'Font size' }).fill('20');
  await panel.getByRole('textbox', { name: 'Font size' }).press('Enter');
  await panel.getByRole('combobox', { name: 'Border style' }).click();
  await page.getByRole('option', { name: 'dashed' }).click();
  await expect
    .poll(async () => (await find(ada, projectId, b.id))?.properties)
    .toMatchObject({ text: 'Save', fontSize: 20, borderStyle: 'dashed' });
  await panel.getByRole('button', { name: 'Send Backward' }).click();
  await expect
    .poll(
      async () =>
        ((await find(ada, projectId, b.id))?.z ?? 0) < ((await find(ada, projectId, a.id))?.z ?? 0),
    )
    .toBe(true);

  // A data table takes its columns from a diagram table.
  await wire(page, table.id).click({ position: { x: 5, y: 5 } });
  await panel.getByRole('combobox', { name: 'Columns from diagram table' }).click();
  await page.getByRole('option', { name: 'customers' }).click();
  await expect(wire(page, table.id).locator('th').first()).toHaveText('id');

  // Export the desktop surface as PNG.
  await wire(page, desktop.id).click({ position: { x: 5, y: 5 } });
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as PNG' }).click();
  expect((await download).suggestedFilename()).toBe('Desktop-1.png');

  await page.reload();
  await expect(wire(page, b.id)).toContainText('Save');
  await expect(wire(page, table.id).locator('th').first()).toHaveText('id');
  await expect(page.getByRole('button', { name: 'Unlock Desktop 1' })).toBeVisible();
  await expect(page.getByTestId('wire-surface')).toHaveCount(3);
});

test('a second member sees changes live and a Viewer cannot change anything', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const bob = await person(browser, 'Bob');
  const cara = await person(browser, 'Cara');
  const projectId = await createProject(ada, `Wire ${Date.now()}`);
  await addMember(ada, projectId, bob, 'Editor');
  await addMember(ada, projectId, cara, 'Viewer');
  const { b } = await seedLayout(ada, projectId);
  await open(ada, path(projectId));
  await open(bob, path(projectId));
  await open(cara, path(projectId));

  // Ada renames B's text and adds a button; Bob and Cara see both.
  await wire(page, b.id).click();
  const text = page
    .getByRole('complementary', { name: 'Properties' })
    .getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('Live');
  await text.press('Enter');
  await page.getByRole('button', { name: 'Button, add to the wireframe', exact: true }).click();
  for (const who of [bob, cara]) {
    await expect(wire(who.page, b.id)).toContainText('Live');
    await expect(who.page.getByTestId('wire-component')).toHaveCount(4);
  }
  // Bob moves B with the arrow keys; Ada sees it.
  await wire(bob.page, b.id).click();
  await bob.page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await find(ada, projectId, b.id))?.x).toBe(310);
  await expect(wire(page, b.id)).toHaveCSS('left', '310px');

  // Cara: no palette, no adding from the menu, no deleting, disabled fields, 403 from the API.
  const viewer = cara.page;
  await expect(viewer.getByRole('region', { name: 'Component palette' })).toHaveCount(0);
  await canvas(viewer).click({ button: 'right', position: { x: 200, y: 500 } });
  await expect(viewer.getByRole('menuitem', { name: 'Add Desktop Wireframe' })).toHaveCount(0);
  await viewer.keyboard.press('Escape');
  await wire(viewer, b.id).click();
  await expect(wire(viewer, b.id).getByTestId('resize-se')).toHaveCount(0);
  await expect(viewer.getByRole('textbox', { name: 'Text', exact: true })).toBeDisabled();
  await canvas(viewer).hover({ position: { x: 30, y: 500 } });
  await viewer.keyboard.press('Delete');
  await viewer.keyboard.press('Insert');
  const refused = await viewer.request.delete(`${BASE_URL}${base(projectId)}/components/${b.id}`, {
    headers: { origin: BASE_URL },
  });
  expect(refused.status()).toBe(403);
  expect((await list(ada, projectId)).length).toBe(6);
  await expect(wire(viewer, b.id)).toBeVisible();
  await done(bob, cara);
});
