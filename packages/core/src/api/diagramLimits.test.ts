import { describe, expect, it } from 'vitest';
import { MAX_VERSION_SNAPSHOT_BYTES } from './versions';
import {
  DIAGRAM_LIMITS,
  EMPTY_DIAGRAM_SIZE,
  exceededDiagramLimit,
  jsonBytes,
  modelSize,
  utf8Bytes,
} from './diagramLimits';
import { importDiagramBodySchema, MAX_DIAGRAM_BYTES, MAX_DIAGRAM_TABLES } from './diagram';

describe('diagram limits', () => {
  it('leaves room for a version snapshot below the bytes cap', () => {
    expect(MAX_DIAGRAM_BYTES).toBeLessThanOrEqual(MAX_VERSION_SNAPSHOT_BYTES * 0.8);
    expect(DIAGRAM_LIMITS.tables).toBe(MAX_DIAGRAM_TABLES);
  });

  it('refuses an import past 10,000 tables, naming the limit', () => {
    const before = { ...EMPTY_DIAGRAM_SIZE, tables: 10_000 };
    expect(exceededDiagramLimit(before, { tables: 2000 }, DIAGRAM_LIMITS, 'this import')).toBe(
      'A diagram holds at most 10,000 tables: this import would make 12,000.',
    );
    expect(exceededDiagramLimit({ ...before, tables: 9000 }, { tables: 1000 })).toBeNull();
  });

  it('refuses bytes, columns and relationships past their caps at the real limits', () => {
    const full = { ...EMPTY_DIAGRAM_SIZE, bytes: MAX_DIAGRAM_BYTES };
    expect(exceededDiagramLimit(full, { bytes: 1 })).toMatch(
      /^A diagram holds at most 30\.0 MB of JSON: this change would make 30\.0 MB\.$/,
    );
    const columns = { ...EMPTY_DIAGRAM_SIZE, columns: DIAGRAM_LIMITS.columns };
    expect(exceededDiagramLimit(columns, { columns: 1 })).toBe(
      'A diagram holds at most 150,000 columns: this change would make 150,001.',
    );
    const relationships = { ...EMPTY_DIAGRAM_SIZE, relationships: 20_000 };
    expect(exceededDiagramLimit(relationships, { relationships: 1 })).toMatch(
      /20,000 relationships/,
    );
    expect(
      exceededDiagramLimit({ ...EMPTY_DIAGRAM_SIZE, comments: 10_000 }, { comments: 1 }),
    ).toMatch(/10,000 comments/);
  });

  it('lets a diagram over a cap shrink or change what is not over', () => {
    const over = { ...EMPTY_DIAGRAM_SIZE, tables: 20_000, bytes: MAX_DIAGRAM_BYTES * 2 };
    expect(exceededDiagramLimit(over, { tables: -1, bytes: -500 })).toBeNull();
    expect(exceededDiagramLimit(over, { tables: 1 })).toMatch(/tables/);
  });

  it('counts UTF-8 bytes', () => {
    expect([
      utf8Bytes('abc'),
      utf8Bytes('é'),
      utf8Bytes('€'),
      utf8Bytes('😀'),
      utf8Bytes(''),
    ]).toEqual([3, 2, 3, 4, 0]);
  });

  it('measures a model with each stored item wrapped', () => {
    const model = {
      tables: [{ id: 't', attributes: [{ id: 'a' }, { id: 'b' }] }],
      relationships: [],
      comments: [{ id: 'c', text: 'héllo' }],
    };
    const size = modelSize(model);
    expect(size).toMatchObject({ tables: 1, columns: 2, comments: 1, relationships: 0 });
    expect(size.bytes).toBeGreaterThan(jsonBytes(model));
  });

  it('accepts the largest import in one piece: 10,000 tables of 10 columns fit the bytes cap', () => {
    const body = importDiagramBodySchema.parse({
      mode: 'replace',
      model: {
        tables: Array.from({ length: MAX_DIAGRAM_TABLES }, (_, t) => ({
          id: `t${t}`,
          name: `table_${t}`,
          x: t,
          y: t,
          width: 200,
          height: 100,
          attributes: Array.from({ length: 10 }, (_, c) => ({
            id: `c${c}`,
            name: `column_${c}`,
            type: 'varchar(255)',
          })),
        })),
      },
    });
    expect(exceededDiagramLimit(EMPTY_DIAGRAM_SIZE, modelSize(body.model))).toBeNull();
  });
});
