import { expect, test } from '../support/fixtures';
import {
  boxOf,
  column,
  emptySpot,
  keyColumn,
  openDiagram,
  reloadVisualizer,
  rowNames,
  rowOf,
  settled,
  storedDiagram,
  tableNamed,
} from '../support/visualizer';

test('a new table appears at the viewport centre with an id primary key column', async ({
  page,
}) => {
  const zoom = 0.8;
  const { ann, id } = await openDiagram(page, { viewport: { x: 40, y: -30, zoom } });

  await page.getByRole('button', { name: 'Add Table' }).click();
  const table = tableNamed(page, 'New Table');
  await expect(table).toBeVisible();
  // Placed at the centre of the canvas one sees, above the AI prompt box that lies along its
  // bottom (decision 0053), offset by -185 / -50 canvas units (spec 2 §9).
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  const room = await boxOf(page.locator('[data-canvas-room]'));
  const seenHeight = room.y - canvas.y;
  const box = await boxOf(table);
  expect(Math.abs(box.x - (canvas.x + canvas.width / 2 - 185 * zoom))).toBeLessThan(2);
  expect(Math.abs(box.y - (canvas.y + seenHeight / 2 - 50 * zoom))).toBeLessThan(2);

  // The first column: id, primary key, NOT NULL, unique and auto-increment (spec 2 §3).
  const idRow = rowOf(page, 'New Table', 'id');
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(idRow).toContainText('PK');
  await expect(idRow.getByTestId('nullability')).toHaveText('NOT NULL');
  // The new table is selected, so the Editor tab shows its column with every flag.
  const editor = page.getByTestId('column-editor');
  await expect(editor.getByLabel('Name')).toHaveValue('id');
  await expect(editor.getByLabel('Type')).toHaveValue('string');
  await expect(editor.getByRole('checkbox', { name: 'Primary key' })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: 'Nullable' })).not.toBeChecked();
  await expect(editor.getByRole('checkbox', { name: 'Nullable' })).toBeDisabled();
  await expect(editor.getByRole('checkbox', { name: 'Unique' })).toBeChecked();
  await expect(editor.getByRole('checkbox', { name: 'Auto-increment' })).toBeChecked();

  const [stored] = (await storedDiagram(ann, id)).tables;
  expect(stored?.name).toBe('New Table');
  expect(stored?.attributes).toEqual([
    expect.objectContaining({
      name: 'id',
      type: 'string',
      isPrimaryKey: true,
      isNullable: false,
      isUnique: true,
      isAutoIncrement: true,
    }),
  ]);
});

test('double-click edits a title or cell; Enter or leaving the field saves it trimmed', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [{ name: 'people', x: 0, y: 0, attributes: [keyColumn('id')] }],
  });
  const table = tableNamed(page, 'people');

  // Title: Enter saves.
  await table.getByText('people', { exact: true }).dblclick();
  const title = table.getByRole('textbox', { name: 'Table name' });
  await title.fill('  customers  ');
  await title.press('Enter');
  const customers = tableNamed(page, 'customers');
  await expect(customers.getByText('customers', { exact: true })).toBeVisible();
  await expect(title).toHaveCount(0);

  // Column name: leaving the field (a click on the canvas) saves.
  await customers.getByText('id', { exact: true }).dblclick();
  const name = customers.getByRole('textbox', { name: 'Column name' });
  await name.fill('  customer_id ');
  const empty = await emptySpot(page);
  await page.mouse.click(empty.x, empty.y);
  await expect(name).toHaveCount(0);
  await expect(rowOf(page, 'customers', 'customer_id')).toBeVisible();

  // Column type: Enter saves; Escape leaves the value as it was.
  await rowOf(page, 'customers', 'customer_id').getByText('integer', { exact: true }).dblclick();
  const type = customers.getByRole('textbox', { name: 'Column type' });
  await type.fill(' bigint  ');
  await type.press('Enter');
  await expect(rowOf(page, 'customers', 'customer_id')).toContainText('bigint');
  await rowOf(page, 'customers', 'customer_id').getByText('bigint', { exact: true }).dblclick();
  await customers.getByRole('textbox', { name: 'Column type' }).fill('uuid');
  await customers.getByRole('textbox', { name: 'Column type' }).press('Escape');
  await expect(rowOf(page, 'customers', 'customer_id')).toContainText('bigint');

  await settled(page);
  await reloadVisualizer(page);
  await expect(rowOf(page, 'customers', 'customer_id')).toContainText('bigint');
  const [stored] = (await storedDiagram(ann, id)).tables;
  expect(stored?.name).toBe('customers');
  // Editing a cell leaves the column's other flags as they were.
  expect(stored?.attributes.map((a) => [a.name, a.type, a.isPrimaryKey, a.isUnique])).toEqual([
    ['customer_id', 'bigint', true, true],
  ]);
});

test('NULL / NOT NULL toggles on double click, but not for primary-key rows', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    tables: [{ name: 'notes', x: 0, y: 0, attributes: [keyColumn('id'), column('body')] }],
  });
  const key = rowOf(page, 'notes', 'id').getByTestId('nullability');
  const body = rowOf(page, 'notes', 'body').getByTestId('nullability');
  await expect(key).toHaveAttribute('title', 'Primary keys are never null');

  await key.dblclick();
  await body.dblclick();
  await expect(body).toHaveText('NOT NULL');
  await expect(key).toHaveText('NOT NULL');
  await body.dblclick();
  await expect(body).toHaveText('NULL');

  await settled(page);
  const [stored] = (await storedDiagram(ann, id)).tables;
  expect(stored?.attributes.map((a) => [a.name, a.isNullable])).toEqual([
    ['id', false],
    ['body', true],
  ]);
});

test('dragging a row across the primary-key boundary toggles its key and nullability', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      {
        name: 'accounts',
        x: 0,
        y: 0,
        attributes: [keyColumn('id'), column('email'), column('note')],
      },
    ],
  });
  const email = rowOf(page, 'accounts', 'email');

  // email onto the key row: it joins the primary key and becomes NOT NULL.
  await email.dragTo(rowOf(page, 'accounts', 'id'));
  await expect(email).toContainText('PK');
  await expect(email.getByTestId('nullability')).toHaveText('NOT NULL');
  await expect.poll(() => rowNames(page, 'accounts')).toEqual(['email', 'id', 'note']);

  // id onto the last ordinary row: it leaves the key area and is no longer a key.
  const idRow = rowOf(page, 'accounts', 'id');
  await idRow.dragTo(rowOf(page, 'accounts', 'note'));
  await expect.poll(() => rowNames(page, 'accounts')).toEqual(['email', 'note', 'id']);
  await expect(idRow).not.toContainText('PK');

  // A row dropped on the add row stays above it: the add row is always last.
  await email.dragTo(tableNamed(page, 'accounts').getByRole('button', { name: '+ Add row' }));
  await expect.poll(() => rowNames(page, 'accounts')).toEqual(['note', 'id', 'email']);
  await expect(email).not.toContainText('PK');
  const lastChild = tableNamed(page, 'accounts').locator(':scope > div').last();
  await expect(lastChild.getByRole('button', { name: '+ Add row' })).toBeVisible();

  await settled(page);
  const [stored] = (await storedDiagram(ann, id)).tables;
  expect(stored?.attributes.map((a) => [a.name, a.isPrimaryKey, a.isNullable])).toEqual([
    ['note', false, true],
    ['id', false, false],
    ['email', false, false],
  ]);
});

test('rows are added with + Add row and + Add key and deleted from their menu', async ({
  page,
}) => {
  await openDiagram(page, {
    tables: [{ name: 'items', x: 0, y: 0, attributes: [keyColumn('id')] }],
  });
  const table = tableNamed(page, 'items');

  await table.getByRole('button', { name: '+ Add row' }).click();
  await expect(rowOf(page, 'items', 'new_column').getByTestId('nullability')).toHaveText('NULL');
  await table.getByRole('button', { name: '+ Add key' }).click();
  // A new key goes to the end of the key area, above the ordinary rows.
  await expect.poll(() => rowNames(page, 'items')).toEqual(['id', 'new_primary_key', 'new_column']);
  await expect(rowOf(page, 'items', 'new_primary_key')).toContainText('PK');
  await expect(rowOf(page, 'items', 'new_primary_key').getByTestId('nullability')).toHaveText(
    'NOT NULL',
  );

  await rowOf(page, 'items', 'new_column').click({ button: 'right' });
  const menu = page.getByTestId('context-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Delete RowDEL']);
  await menu.getByRole('menuitem', { name: 'Delete Row' }).click();
  await expect(rowOf(page, 'items', 'new_column')).toHaveCount(0);

  await settled(page);
  await reloadVisualizer(page);
  await expect.poll(() => rowNames(page, 'items')).toEqual(['id', 'new_primary_key']);
});
