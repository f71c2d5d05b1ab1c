// @vitest-environment node
import { makeAttribute, type Attribute, type DbEntity } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_DIAGRAM, type Diagram } from './diagramCache';
import { neighbourhood } from './neighbourhood';
import { MAX_HITS, searchDiagram } from './search';
import { searchTarget } from './searchTarget';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './constants';

const column = (id: string, name: string, type = 'INT', comment?: string): Attribute =>
  makeAttribute({ id, name, type, ...(comment ? { comment } : {}) });

const table = (id: string, name: string, attributes: Attribute[], extra = {}): DbEntity => ({
  id,
  project_id: 'p',
  name,
  attributes,
  x: 100,
  y: 200,
  width: 300,
  height: 100,
  version: 1,
  ...extra,
});

const diagram: Diagram = {
  ...EMPTY_DIAGRAM,
  tables: [
    table('t1', 'customer', [column('c1', 'id'), column('c2', 'email', 'VARCHAR(255)')], {
      schema: 'sales',
      comment: 'People who buy',
    }),
    table('t2', 'customer_address', [column('c3', 'customer_id'), column('c4', 'street')]),
    table('t3', 'invoice', [
      column('c5', 'id'),
      column('c6', 'total', 'DECIMAL(10,2)', 'Gross amount in euros'),
    ]),
  ],
  comments: [
    {
      id: 'n1',
      project_id: 'p',
      text: 'Ask finance about euros',
      x: 0,
      y: 0,
      width: 200,
      height: 80,
      version: 1,
    },
  ],
};

const labels = (query: string) => searchDiagram(diagram, query).map((h) => `${h.kind}:${h.label}`);

describe('searching the diagram', () => {
  it('lists areas by name first among equals, and a chosen area is fitted whole', () => {
    const area = {
      id: 'a1',
      project_id: 'p',
      name: 'Customer area',
      x: 0,
      y: 0,
      width: 800,
      height: 600,
      version: 1,
    };
    const withArea: Diagram = { ...diagram, areas: [area] };
    const hits = searchDiagram(withArea, 'customer area');
    expect(hits[0]).toEqual({ kind: 'area', areaId: 'a1', label: 'Customer area', detail: 'area' });
    expect(searchTarget(withArea, hits[0]!)).toEqual({
      x: 400,
      y: 300,
      nodeId: 'a1',
      fit: { x: 0, y: 0, width: 800, height: 600 },
    });
  });

  it('puts the exact name first, then names that start with the query, then the rest', () => {
    expect(labels('customer')).toEqual([
      'table:sales.customer',
      'table:customer_address',
      'column:customer_address.customer_id',
    ]);
  });

  it('finds columns by name, by their table and type, and by comment, case-insensitively', () => {
    expect(labels('EMAIL')).toEqual(['column:customer.email']);
    expect(labels('invoice total')).toEqual(['column:invoice.total']);
    expect(labels('decimal')).toEqual(['column:invoice.total']);
    expect(labels('euros')).toEqual(['column:invoice.total', 'comment:Ask finance about euros']);
  });

  it('finds a table by its schema and its comment, and nothing for a blank query', () => {
    expect(labels('sales.customer')[0]).toBe('table:sales.customer');
    expect(labels('who buy')).toEqual(['table:sales.customer']);
    expect(labels('   ')).toEqual([]);
    expect(labels('nowhere')).toEqual([]);
  });

  it('tells how many columns a table without a comment has, one in the singular', () => {
    const details = searchDiagram(diagram, 'customer_address').map((h) => h.detail);
    expect(details[0]).toBe('2 columns');
    const single = { ...diagram, tables: [table('t9', 'tag', [column('c9', 'id')])] };
    expect(searchDiagram(single, 'tag')[0]?.detail).toBe('1 column');
  });

  it('lists at most MAX_HITS', () => {
    const many: Diagram = {
      ...EMPTY_DIAGRAM,
      tables: Array.from({ length: 80 }, (_, i) => table(`t${i}`, `orders_${i}`, [])),
    };
    expect(searchDiagram(many, 'orders')).toHaveLength(MAX_HITS);
  });

  it("goes to a column's row and selects its table", () => {
    const [hit] = searchDiagram(diagram, 'total');
    expect(hit && searchTarget(diagram, hit)).toEqual({
      x: 250,
      y: 200 + TABLE_HEADER_HEIGHT + 1.5 * TABLE_ROW_HEIGHT,
      nodeId: 't3',
      column: { tableId: 't3', columnId: 'c6' },
    });
  });
});

describe('a neighbourhood', () => {
  const chain = ['a-b', 'b-c', 'c-d', 'x-a'].map((pair) => {
    const [sourceTableId = '', targetTableId = ''] = pair.split('-');
    return { sourceTableId, targetTableId };
  });

  it('reaches one or two relationships away, in either direction', () => {
    expect([...neighbourhood('b', chain, 1)].sort()).toEqual(['a', 'b', 'c']);
    expect([...neighbourhood('b', chain, 2)].sort()).toEqual(['a', 'b', 'c', 'd', 'x']);
    expect([...neighbourhood('lonely', chain, 2)]).toEqual(['lonely']);
  });
});
