import { expect, test } from '../support/fixtures';
import { addMember, api, open, person, type Person } from '../support/people';
import {
  boxOf,
  clickTable,
  dragMouse,
  emptySpot,
  openDiagram,
  openVisualizer,
  selectedItems,
  settled,
} from '../support/visualizer';

// Issue 21 item 2: subject areas. An area made around a selection moves the tables inside it,
// in one step that Ctrl+Z undoes; other members see it live; Viewers cannot move it.

interface Placed {
  id: string;
  name: string;
  x: number;
  y: number;
}

/** Where the server holds the tables and areas now, by name. */
async function placements(who: Person, projectId: string) {
  const d = await api<{ tables: Placed[]; areas: Placed[] }>(
    who,
    'GET',
    `/api/projects/${projectId}/diagram`,
  );
  const at = (items: Placed[]) =>
    Object.fromEntries(items.map((i) => [i.name, { x: Math.round(i.x), y: Math.round(i.y) }]));
  return { tables: at(d.tables), areas: at(d.areas) };
}

const SEED = {
  tables: [
    { name: 'customer', x: 0, y: 0 },
    { name: 'invoice', x: 400, y: 0 },
    { name: 'warehouse', x: 0, y: 420 },
  ],
  // Low enough that the area's name, above the tables, is clear of the toolbar.
  viewport: { x: 150, y: 260, zoom: 1 },
};

test('an area made around two tables carries them when dragged, Ctrl+Z puts all back, a member sees it live and a Viewer cannot move it', async ({
  page,
  browser,
}) => {
  const { ann, id } = await openDiagram(page, SEED);
  const bob = await person(browser, 'Bob');
  await addMember(ann, id, bob, 'Editor');
  await openVisualizer(bob, id);

  const add = page.getByRole('button', { name: 'Add area around selection' });
  await expect(add).toBeDisabled();
  await clickTable(page, 'customer');
  await clickTable(page, 'invoice');
  await page.keyboard.down('Shift');
  await clickTable(page, 'customer');
  await page.keyboard.up('Shift');
  await expect(selectedItems(page)).toHaveCount(2);
  await add.click();
  const area = page.getByTestId('area-node');
  await expect(area).toHaveCount(1);
  await expect(area.getByText('Area 1')).toBeVisible();
  await settled(page);
  // Live for the other member.
  const bobsLabel = bob.page.getByTestId('area-node').getByText('Area 1');
  await expect(bobsLabel).toBeVisible();
  const bobsBefore = await boxOf(bobsLabel);

  const before = await placements(ann, id);
  // The area lies around both tables, not the third.
  expect(before.areas['Area 1']!.x).toBeLessThan(0);
  expect(before.areas['Area 1']!.y).toBeLessThan(0);

  const label = await boxOf(area.getByText('Area 1'));
  const from = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
  await dragMouse(page, from, { x: from.x + 120, y: from.y + 90 });
  await settled(page);
  await expect
    .poll(async () => (await placements(ann, id)).tables.customer)
    .not.toEqual(before.tables.customer);
  const after = await placements(ann, id);
  const moved = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    dx: b.x - a.x,
    dy: b.y - a.y,
  });
  const areaMove = moved(before.areas['Area 1']!, after.areas['Area 1']!);
  expect(areaMove.dx).toBeGreaterThan(100);
  expect(areaMove.dy).toBeGreaterThan(70);
  expect(moved(before.tables.customer!, after.tables.customer!)).toEqual(areaMove);
  expect(moved(before.tables.invoice!, after.tables.invoice!)).toEqual(areaMove);
  expect(after.tables.warehouse).toEqual(before.tables.warehouse);
  // The other member's canvas follows.
  await expect.poll(async () => (await boxOf(bobsLabel)).x).toBeGreaterThan(bobsBefore.x + 10);

  // One Ctrl+Z: the area and both tables back, on the server too.
  const spot = await emptySpot(page);
  await page.mouse.click(spot.x, spot.y);
  await page.keyboard.press('Control+z');
  await expect.poll(() => placements(ann, id)).toEqual(before);

  // A Viewer sees the area but cannot drag it, and has no area tools.
  const vic = await person(browser, 'Vic');
  await addMember(ann, id, vic, 'Viewer');
  await open(vic, `/app/projects/${id}/visualizer`);
  const seen = vic.page.getByTestId('area-node').getByText('Area 1');
  await expect(seen).toBeVisible();
  await expect(vic.page.getByRole('button', { name: 'Add area around selection' })).toHaveCount(0);
  await expect(vic.page.getByRole('button', { name: 'Draw area' })).toHaveCount(0);
  const vicLabel = await boxOf(seen);
  const vicFrom = { x: vicLabel.x + vicLabel.width / 2, y: vicLabel.y + vicLabel.height / 2 };
  await dragMouse(vic.page, vicFrom, { x: vicFrom.x + 120, y: vicFrom.y + 90 });
  await expect(selectedItems(vic.page)).toHaveCount(0);
  expect(await placements(ann, id)).toEqual(before);
});
