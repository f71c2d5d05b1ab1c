import { makeAttribute, type DbEntity, type DbRelationship } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_DIAGRAM, type Diagram } from './diagramCache';
import { withForeignKeysAgreed } from './foreignKeyFlags';

const table = (id: string, columns: [string, boolean][]): DbEntity => ({
  id,
  project_id: 'p',
  name: id,
  x: 0,
  y: 0,
  width: 200,
  height: 100,
  version: 1,
  attributes: columns.map(([name, isForeignKey]) =>
    makeAttribute({ id: `${id}.${name}`, name, type: 'integer', isForeignKey }),
  ),
});

const link: DbRelationship = {
  id: 'r1',
  project_id: 'p',
  name: '',
  sourceTableId: 'customers',
  sourceColumnId: 'customers.id',
  targetTableId: 'orders',
  targetColumnId: 'orders.customer_id',
  cardinality: 'ONE_TO_MANY',
};

const flags = (d: Diagram, id: string) =>
  d.tables.find((t) => t.id === id)?.attributes.map((a) => [a.name, a.isForeignKey]);

describe('the diagram the screen shows', () => {
  it('draws no foreign key a stored flag claims without a relationship', () => {
    const stale: Diagram = {
      ...EMPTY_DIAGRAM,
      tables: [table('customers', [['id', false]]), table('orders', [['customer_id', true]])],
    };
    expect(flags(withForeignKeysAgreed(stale), 'orders')).toEqual([['customer_id', false]]);
  });

  it('clears the badge the moment the relationship is gone, before its table is updated', () => {
    const tables = [table('customers', [['id', false]]), table('orders', [['customer_id', true]])];
    const linked: Diagram = { ...EMPTY_DIAGRAM, tables, relationships: [link] };
    expect(withForeignKeysAgreed(linked)).toBe(linked);
    const deleted = { ...linked, relationships: [] };
    const shown = withForeignKeysAgreed(deleted);
    expect(flags(shown, 'orders')).toEqual([['customer_id', false]]);
    // The table without a key in it is the same object: its node does not render again.
    expect(shown.tables[0]).toBe(tables[0]);
  });

  it('flags a column a relationship holds, and keeps a corrected table the same across changes', () => {
    const orders = table('orders', [['customer_id', false]]);
    const before: Diagram = {
      ...EMPTY_DIAGRAM,
      tables: [table('customers', [['id', false]]), orders],
      relationships: [link],
    };
    const shown = withForeignKeysAgreed(before);
    expect(flags(shown, 'orders')).toEqual([['customer_id', true]]);
    // Another change (a comment added): the corrected table keeps its identity.
    const later = withForeignKeysAgreed({ ...before, relationships: [...before.relationships] });
    expect(later.tables[1]).toBe(shown.tables[1]);
  });
});
