import { expect, test } from '../support/fixtures';
import { column, keyColumn, openDiagram, settled, tableNamed } from '../support/visualizer';
import { api } from '../support/people';

// Issue 36, item A7: "Add index" starts on the first column that has no index, not on the key.
test('"Add index" starts on the first column without an index', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      {
        name: 'orders',
        x: 0,
        y: 0,
        attributes: [keyColumn('id'), column('code', { isUnique: true }), column('customer_id')],
      },
    ],
  });
  await tableNamed(page, 'orders').getByText('orders', { exact: true }).click();
  const indexes = page.getByTestId('side-pane').getByRole('region', { name: 'Indexes' });
  await indexes.getByRole('button', { name: 'Add index' }).click();
  const first = indexes.getByRole('combobox', { name: 'Index column 1', exact: true });
  await expect(first.locator('option:checked')).toHaveText('customer_id');
  await settled(page);
  const { tables } = await api<{
    tables: {
      attributes: { id: string; name: string }[];
      indexes?: { parts: { columnId: string }[] }[];
    }[];
  }>(ann, 'GET', `/api/projects/${id}/diagram`);
  const [orders] = tables;
  const customerId = orders?.attributes.find((a) => a.name === 'customer_id')?.id;
  expect(orders?.indexes?.map((ix) => ix.parts.map((p) => p.columnId))).toEqual([[customerId]]);
});
