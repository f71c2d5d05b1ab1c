import { expect, test } from '../support/fixtures';
import { addMember, done, person } from '../support/people';
import { BASE_URL } from '../support/ports';
import { column, diagramProject, openVisualizer } from '../support/visualizer';

test('an editor adds and edits tables, comments and a relationship, then exports and imports', async ({
  page,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const id = await diagramProject(ann);
  await openVisualizer(ann, id);
  await page.getByRole('button', { name: 'Add Table' }).click();
  const table = page.getByTestId('table-node').first();
  await expect(table).toContainText('New Table');
  await expect(table.getByTestId('table-row')).toContainText('id');

  await table.getByText('New Table').dblclick();
  await page.getByLabel('Table name').first().fill('  users  ');
  await page.keyboard.press('Enter');
  await expect(table).toHaveAttribute('data-name', 'users');

  await table.getByRole('button', { name: '+ Add row' }).click();
  const added = table.getByTestId('table-row').nth(1);
  await expect(added).toContainText('new_column');
  await expect(added.getByTestId('nullability')).toHaveText('NULL');
  await added.getByTestId('nullability').dblclick();
  await expect(added.getByTestId('nullability')).toHaveText('NOT NULL');

  // A second table, moved away by the canvas' own drag, then a relationship from users to it.
  await page.getByTestId('diagram-canvas').click({ button: 'right', position: { x: 60, y: 400 } });
  await page.getByRole('menuitem', { name: 'Add Table' }).click();
  await expect(page.getByTestId('table-node')).toHaveCount(2);
  const second = page.getByTestId('table-node').nth(1);
  const box = await second.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 15);
  await page.mouse.down();
  await page.mouse.move((box?.x ?? 0) + 120, (box?.y ?? 0) + 200, { steps: 8 });
  await page.mouse.up();
  await table.click({ button: 'right', position: { x: 150, y: 15 } });
  await page.getByRole('menuitem', { name: 'Add Relationship' }).click();
  // Drawing a relationship shows as the crosshair; the line follows the pointer's next move.
  await expect(page.getByTestId('diagram-canvas')).toHaveCSS('cursor', 'crosshair');
  await expect(page.getByTestId('connection-preview')).toHaveCount(0);
  await page.mouse.move(300, 300);
  await expect(page.getByTestId('connection-preview')).toBeVisible();
  await second.click({ position: { x: 150, y: 15 } });
  await expect(second).toContainText('users_id');
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByTestId('comment-node')).toContainText('New Comment');

  await page.getByRole('button', { name: 'Export screenshot' }).click();
  await expect(page.getByLabel('Filename')).toHaveValue(
    /^export-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}$/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);

  await page.getByRole('button', { name: 'Import' }).click();
  await page
    .getByLabel('SQL or DBML')
    .fill('CREATE TABLE orders (id integer PRIMARY KEY, total numeric);\nthis is not sql;');
  await page.getByRole('button', { name: 'Import', exact: true }).last().click();
  await expect(page.getByTestId('import-problems')).toContainText('Line 2');
  await expect(page.locator('[data-name="orders"]')).toHaveCount(1);
});

test('two members see each other live; edits of two columns both survive; a Viewer changes nothing', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const [bob, vic] = await Promise.all([person(browser, 'Bob'), person(browser, 'Vic')]);
  const id = await diagramProject(ann);
  await addMember(ann, id, bob, 'Editor');
  await addMember(ann, id, vic, 'Viewer');
  await openVisualizer(ann, id);
  await openVisualizer(bob, id);
  await openVisualizer(vic, id);

  await ann.page.getByRole('button', { name: 'Add Table' }).click();
  await expect(bob.page.getByTestId('table-node')).toHaveCount(1);
  await expect(vic.page.getByTestId('table-node')).toHaveCount(1);

  await ann.page.mouse.move(400, 500);
  await ann.page.mouse.move(450, 520, { steps: 5 });
  await expect(bob.page.getByTestId('remote-cursor')).toContainText('Ann');
  await expect(bob.page.getByTestId('presence').getByLabel('Ann')).toBeVisible();

  const tableId = await ann.page.evaluate(async (pid) => {
    const r = await fetch(`/api/projects/${pid}/diagram`);
    return ((await r.json()) as { tables: { id: string }[] }).tables[0]?.id ?? '';
  }, id);
  const headers = { origin: BASE_URL };
  const add = (page: typeof ann.page, name: string) =>
    page.request.patch(`/api/projects/${id}/tables/${tableId}`, {
      headers,
      data: {
        patches: [
          {
            op: 'add',
            attribute: { ...column(name), id: `col-${name}` },
          },
        ],
      },
    });
  expect((await add(ann.page, 'a_col')).ok()).toBe(true);
  expect((await add(bob.page, 'b_col')).ok()).toBe(true);
  await Promise.all([
    ann.page.request.patch(`/api/projects/${id}/tables/${tableId}`, {
      headers,
      data: { patches: [{ op: 'update', id: 'col-a_col', changes: { name: 'ann_edit' } }] },
    }),
    bob.page.request.patch(`/api/projects/${id}/tables/${tableId}`, {
      headers,
      data: { patches: [{ op: 'update', id: 'col-b_col', changes: { name: 'bob_edit' } }] },
    }),
  ]);
  for (const p of [ann.page, bob.page]) {
    await expect(p.getByTestId('table-node')).toContainText('ann_edit');
    await expect(p.getByTestId('table-node')).toContainText('bob_edit');
  }

  // The Viewer: no tools, no context menu, no selection, no cursor, and the server refuses writes.
  await expect(vic.page.getByRole('button', { name: 'Add Table' })).toHaveCount(0);
  await vic.page
    .getByTestId('diagram-canvas')
    .click({ button: 'right', position: { x: 40, y: 300 } });
  await expect(vic.page.getByTestId('context-menu')).toHaveCount(0);
  await vic.page.getByTestId('table-node').click();
  await expect(vic.page.locator('.react-flow__node.selected')).toHaveCount(0);
  await vic.page.mouse.move(500, 400);
  await vic.page.mouse.move(560, 420, { steps: 5 });
  await ann.page.waitForTimeout(500);
  await expect(ann.page.getByTestId('remote-cursor').filter({ hasText: 'Vic' })).toHaveCount(0);
  const refused = await vic.page.request.post(`/api/projects/${id}/tables`, {
    headers,
    data: { x: 0, y: 0 },
  });
  expect(refused.status()).toBe(403);
  await done(bob, vic);
});
