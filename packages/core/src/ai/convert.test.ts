import { describe, expect, it } from 'vitest';
import { newFirstColumn, sequentialIds } from '../schema/defaults';
import type { ExistingDiagram, ExistingTable } from './context';
import { AiResponseError, convertAiResponse } from './convert';

const col = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'text',
  ...extra,
});
const table = (id: string, name: string, ...names: string[]) => ({
  id,
  name,
  attributes: [
    col(`${id}_id`, 'id', { isPrimaryKey: true }),
    ...names.map((n) => col(`${id}_${n}`, n)),
  ],
});
const empty: ExistingDiagram = { tables: [], relationships: [] };
const convert = (raw: unknown, existing: ExistingDiagram = empty) =>
  convertAiResponse(raw, existing, { idFactory: sequentialIds('n') });

function existingTable(
  id: string,
  name: string,
  extra: Partial<ExistingTable> = {},
): ExistingTable {
  const ids = sequentialIds(`${id}c`);
  return {
    id,
    name,
    attributes: [
      newFirstColumn(ids),
      { ...newFirstColumn(ids), name: 'email', isPrimaryKey: false },
    ],
    x: 0,
    y: 0,
    width: 300,
    height: 200,
    ...extra,
  };
}

describe('convertAiResponse (spec 2 §5)', () => {
  it('lays new tables out in a grid of 4 columns, 500 apart, with width and height 0', () => {
    const tables = Array.from({ length: 6 }, (_, i) => table(`t${i}`, `table_${i}`));
    const { model } = convert({ tables, relationships: [] });
    expect(model.tables.map((t) => [t.name, t.x, t.y, t.width, t.height])).toEqual([
      ['table_0', 0, 0, 0, 0],
      ['table_1', 500, 0, 0, 0],
      ['table_2', 1000, 0, 0, 0],
      ['table_3', 1500, 0, 0, 0],
      ['table_4', 0, 500, 0, 0],
      ['table_5', 500, 500, 0, 0],
    ]);
  });

  it('starts the grid one row below the lowest existing table', () => {
    const existing = {
      tables: [
        existingTable('e1', 'people', { x: 40, y: 100, height: 800 }),
        existingTable('e2', 'x', { x: 900, y: 300, height: 0 }),
      ],
      relationships: [],
    };
    const { model } = convert({ tables: [table('a', 'a'), table('b', 'b')] }, existing);
    expect(model.tables.map((t) => [t.x, t.y])).toEqual([
      [40, 900],
      [540, 900],
    ]);
  });

  it('maps the lower-case relationship types to cardinalities and marks the foreign-key column', () => {
    const types = ['one_to_many', 'many_to_one', 'one_to_one', 'MANY_TO_MANY'];
    const { model } = convert({
      tables: [table('a', 'authors'), table('b', 'books', 'author_id')],
      relationships: types.map((type) => ({
        name: type,
        sourceTableId: 'a',
        targetTableId: 'b',
        sourceColumnId: 'a_id',
        targetColumnId: type === 'many_to_one' ? 'b_id' : 'b_author_id',
        type,
      })),
    });
    expect(model.relationships.map((r) => r.cardinality)).toEqual([
      'ONE_TO_MANY',
      'MANY_TO_ONE',
      'ONE_TO_ONE',
      'MANY_TO_MANY',
    ]);
    const books = model.tables[1];
    expect(books?.attributes.find((a) => a.name === 'author_id')?.isForeignKey).toBe(true);
    expect(books?.attributes.find((a) => a.name === 'id')).toMatchObject({
      isPrimaryKey: true,
      isNullable: false,
    });
    // Every relationship end is a table of the model, every column one of its columns.
    for (const r of model.relationships) {
      const src = model.tables.find((t) => t.id === r.sourceTableId);
      const dst = model.tables.find((t) => t.id === r.targetTableId);
      expect(src?.attributes.some((a) => a.id === r.sourceColumnId)).toBe(true);
      expect(dst?.attributes.some((a) => a.id === r.targetColumnId)).toBe(true);
    }
  });

  it('resolves relationship ends by table and column name as well as by id', () => {
    const { model } = convert({
      tables: [table('a', 'customers'), table('b', 'orders', 'customer_id')],
      relationships: [
        {
          sourceTableId: 'Customers',
          targetTableId: 'order',
          sourceColumnId: 'id',
          targetColumnId: 'orders.customer_id',
          type: 'one_to_many',
        },
      ],
    });
    expect(model.relationships).toHaveLength(1);
  });

  it('refuses a relationship whose table cannot be resolved', () => {
    const raw = {
      tables: [table('a', 'authors')],
      relationships: [
        {
          name: 'x',
          sourceTableId: 'a',
          targetTableId: 'publishers',
          sourceColumnId: 'a_id',
          targetColumnId: 'id',
          type: 'one_to_many',
        },
      ],
    };
    expect(() => convert(raw)).toThrow(AiResponseError);
    expect(() => convert(raw)).toThrow(
      /"publishers", which is neither in the answer nor in the diagram/,
    );
  });

  it('refuses a column a new table does not have, a bad shape, an unknown type and an empty answer', () => {
    const badColumn = {
      tables: [table('a', 'a'), table('b', 'b')],
      relationships: [
        {
          sourceTableId: 'a',
          targetTableId: 'b',
          sourceColumnId: 'a_id',
          targetColumnId: 'nope',
          type: 'one_to_many',
        },
      ],
    };
    expect(() => convert(badColumn)).toThrow(AiResponseError);
    expect(() => convert('not json')).toThrow(AiResponseError);
    expect(() => convert({ tables: [{ id: 'a', attributes: 'x' }] })).toThrow(AiResponseError);
    expect(() =>
      convert({
        ...badColumn,
        relationships: [
          { ...badColumn.relationships[0], targetColumnId: 'b_id', type: 'sideways' },
        ],
      }),
    ).toThrow(AiResponseError);
    expect(() => convert({ tables: [] })).toThrow(/holds no tables/);
    expect(() => convert({ tables: [table('a', 'x'), table('a', 'y')] })).toThrow(/share the id/);
  });

  it("names an unnamed table 'Untitled Table' (spec 2 §3)", () => {
    const { model } = convert({ tables: [{ id: 'a', name: '', attributes: [] }] });
    expect(model.tables[0]?.name).toBe('Untitled Table');
  });

  it('reuses an existing table of the same normalised name instead of creating it again', () => {
    const existing = { tables: [existingTable('E1', 'Customer')], relationships: [] };
    const result = convert(
      {
        tables: [table('c', 'customers'), table('o', 'orders', 'customer_id')],
        relationships: [
          {
            sourceTableId: 'c',
            targetTableId: 'o',
            sourceColumnId: 'c_id',
            targetColumnId: 'o_customer_id',
            type: 'one_to_many',
          },
        ],
      },
      existing,
    );
    expect(result.createdTableNames).toEqual(['orders']);
    expect(result.reusedTableNames).toEqual(['Customer']);
    expect(result.model.relationships[0]).toMatchObject({
      sourceTableId: 'E1',
      sourceColumnId: 'E1c1',
    });
  });

  it('points at existing tables named by id, and leaves out a key column an existing table lacks', () => {
    const existing = { tables: [existingTable('E1', 'users')], relationships: [] };
    const result = convert(
      {
        tables: [table('p', 'posts', 'user_id')],
        relationships: [
          {
            sourceTableId: 'E1',
            targetTableId: 'p',
            sourceColumnId: 'E1c1',
            targetColumnId: 'p_user_id',
            type: 'one_to_many',
          },
          {
            sourceTableId: 'p',
            targetTableId: 'E1',
            sourceColumnId: 'p_id',
            targetColumnId: 'favourite_post_id',
            type: 'one_to_many',
          },
        ],
      },
      existing,
    );
    expect(result.model.relationships).toHaveLength(1);
    expect(result.model.relationships[0]).toMatchObject({
      sourceTableId: 'E1',
      sourceColumnId: 'E1c1',
    });
    expect(result.notes).toEqual([
      expect.stringContaining('users has no column "favourite_post_id"'),
    ]);
  });

  it('does not repeat a relationship the diagram already has', () => {
    const a = existingTable('A', 'authors');
    const b = existingTable('B', 'books');
    const existing = {
      tables: [a, b],
      relationships: [
        {
          sourceTableId: 'A',
          targetTableId: 'B',
          sourceColumnId: 'Ac1',
          targetColumnId: 'Bc2',
          cardinality: 'ONE_TO_MANY' as const,
        },
      ],
    };
    const result = convert(
      {
        tables: [table('g', 'genres')],
        relationships: [
          {
            sourceTableId: 'authors',
            targetTableId: 'books',
            sourceColumnId: 'id',
            targetColumnId: 'email',
            type: 'one_to_many',
          },
        ],
      },
      existing,
    );
    expect(result.model.relationships).toEqual([]);
    expect(result.notes).toEqual([expect.stringContaining('already in the diagram')]);
  });
});
