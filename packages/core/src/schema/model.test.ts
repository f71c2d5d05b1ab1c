import { describe, expect, it } from 'vitest';
import {
  newColumn,
  newComment,
  newDefaultDataColumn,
  newEditorColumn,
  newFirstColumn,
  newPrimaryKeyColumn,
  newRelationship,
  newTable,
  sequentialIds,
} from './defaults';
import { diagramModelSchema } from './model';

describe('diagram model defaults (spec 2, §3)', () => {
  it('starts a new table as New Table, 200 x 100, with the id column', () => {
    const t = newTable({ x: 10, y: 20 }, sequentialIds());
    expect(t).toMatchObject({ name: 'New Table', x: 10, y: 20, width: 200, height: 100 });
    expect(t.attributes).toHaveLength(1);
  });

  it('makes the first column id, string, primary key, not nullable, unique, auto-increment', () => {
    expect(newFirstColumn(sequentialIds())).toMatchObject({
      name: 'id',
      type: 'string',
      isPrimaryKey: true,
      isNullable: false,
      isUnique: true,
      isAutoIncrement: true,
      isIdentity: false,
      isForeignKey: false,
    });
  });

  it('names a new key column new_primary_key (not nullable) and a new column new_column (nullable)', () => {
    expect(newPrimaryKeyColumn(sequentialIds())).toMatchObject({
      name: 'new_primary_key',
      type: 'string',
      isPrimaryKey: true,
      isNullable: false,
    });
    expect(newColumn(sequentialIds())).toMatchObject({
      name: 'new_column',
      type: 'string',
      isNullable: true,
      isPrimaryKey: false,
    });
  });

  it('starts an editor column empty and nullable, and a default-data column with type text', () => {
    expect(newEditorColumn(sequentialIds())).toMatchObject({
      name: '',
      type: '',
      defaultValue: null,
      isNullable: true,
      isPrimaryKey: false,
      isUnique: false,
    });
    expect(newDefaultDataColumn(sequentialIds()).type).toBe('text');
  });

  it('creates comments with the text New Comment and relationships as ONE_TO_MANY', () => {
    expect(newComment({ x: 0, y: 0 }, sequentialIds()).text).toBe('New Comment');
    expect(
      newRelationship(
        { sourceTableId: 'a', targetTableId: 'b', sourceColumnId: 'c', targetColumnId: 'd' },
        sequentialIds(),
      ).cardinality,
    ).toBe('ONE_TO_MANY');
  });

  it('fills missing fields with the defaults when a stored diagram is parsed', () => {
    const parsed = diagramModelSchema.parse({
      tables: [
        { id: 't', name: 'x', attributes: [{ id: 'a', name: 'n', type: 'text' }], x: 0, y: 0 },
      ],
    });
    expect(parsed.tables[0]).toMatchObject({ width: 200, height: 100 });
    expect(parsed.tables[0]?.attributes[0]).toMatchObject({
      isNullable: true,
      isPrimaryKey: false,
      defaultValue: null,
    });
    expect(parsed.relationships).toEqual([]);
  });

  it('rejects a relationship with an unknown cardinality', () => {
    const bad = {
      tables: [],
      relationships: [
        {
          id: 'r',
          sourceTableId: 'a',
          targetTableId: 'b',
          sourceColumnId: 'c',
          targetColumnId: 'd',
          cardinality: 'SOME',
        },
      ],
    };
    expect(diagramModelSchema.safeParse(bad).success).toBe(false);
  });
});
