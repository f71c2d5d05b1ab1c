import { describe, expect, it } from 'vitest';
import {
  importDiagramBodySchema,
  MAX_DIAGRAM_TABLES,
  MAX_IMPORT_RELATIONSHIPS,
  movePositionsBodySchema,
} from './diagram';

const tables = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    name: `t${i}`,
    x: 0,
    y: 0,
    attributes: [],
  }));

const relationships = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    sourceTableId: 't0',
    targetTableId: 't1',
    sourceColumnId: 'c0',
    targetColumnId: 'c1',
    cardinality: 'ONE_TO_MANY',
  }));

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('the bounds of a diagram of 10 000 tables (issue 21 item 5)', () => {
  it('takes an import of 10 000 tables and 20 000 relationships, and not one more', () => {
    const parses = (model: unknown) =>
      importDiagramBodySchema.safeParse({ mode: 'add', model }).success;
    expect([MAX_DIAGRAM_TABLES, MAX_IMPORT_RELATIONSHIPS]).toEqual([10_000, 20_000]);
    expect(parses({ tables: tables(10_000), relationships: relationships(20_000) })).toBe(true);
    expect(parses({ tables: tables(10_001) })).toBe(false);
    expect(parses({ tables: tables(2), relationships: relationships(20_001) })).toBe(false);
  });

  it('takes a move of every table of such a diagram in one request, and not one more', () => {
    const moves = (n: number) => Array.from({ length: n }, (_, i) => ({ id: uuid(i), x: i, y: 0 }));
    expect(movePositionsBodySchema.safeParse({ tables: moves(10_000) }).success).toBe(true);
    expect(movePositionsBodySchema.safeParse({ tables: moves(10_001) }).success).toBe(false);
  });
});
