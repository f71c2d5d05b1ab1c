import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { api } from './people';
import { column, keyColumn, prepareDiagram, type StoredTable } from './visualizer';

/** Users, orders (with a note) and notes; a version "Before the edits"; then edits through the API. */
export async function editedProject(page: Page) {
  const seeded = await prepareDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0, attributes: [keyColumn(), column('email')] },
      {
        name: 'orders',
        x: 400,
        y: 0,
        attributes: [keyColumn(), column('total', { type: 'integer' }), column('note')],
      },
      { name: 'notes', x: 2400, y: 1600, attributes: [keyColumn()] },
    ],
    relationships: [['users', 'orders']],
  });
  const { ann, id } = seeded;
  const version = await api<{ id: string }>(ann, 'POST', `/api/projects/${id}/versions`, {
    name: 'Before the edits',
  });
  const byName = (name: string) => seeded.tables.find((t) => t.name === name) as StoredTable;
  const orders = byName('orders');
  const col = (name: string) => orders.attributes.find((c) => c.name === name)?.id ?? '';
  await api(ann, 'PATCH', `/api/projects/${id}/tables/${orders.id}`, {
    name: 'purchases',
    patches: [
      { op: 'update', id: col('total'), changes: { type: 'bigint' } },
      { op: 'remove', id: col('note') },
    ],
  });
  await api(ann, 'DELETE', `/api/projects/${id}/tables/${byName('notes').id}`);
  await api(ann, 'POST', `/api/projects/${id}/tables`, {
    name: 'invoices',
    x: 0,
    y: 400,
    attributes: [keyColumn()],
  });
  return { ...seeded, versionId: version.id };
}

/** Opens the comparison of a version with the current diagram and waits until it is drawn. */
export async function openComparison(page: Page, projectId: string, versionId: string) {
  await page.goto(`/app/projects/${projectId}/visualizer?compare=${versionId}`);
  await expect(page.getByTestId('visualizer')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('toolbar', { name: 'Comparison' })).toContainText(
    'Comparing Before the edits → Current diagram',
  );
}
