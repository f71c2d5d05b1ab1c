import { describe, expect, it } from 'vitest';
import { importDiagramBodySchema } from './diagram';
import { importedDiagram } from './importedDiagram';

const column = { id: 'c', name: 'id', type: 'int' };

describe('importedDiagram', () => {
  const { model } = importDiagramBodySchema.parse({
    mode: 'add',
    model: {
      tables: [
        { id: 'a', name: 'a', x: 1, y: 2, attributes: [column], schema: '', color: '#112233' },
        { id: 'b', name: 'b', x: 3, y: 4, attributes: [column], comment: 'B' },
      ],
      relationships: [
        {
          id: 'r1',
          sourceTableId: 'a',
          targetTableId: 'b',
          sourceColumnId: 'c',
          targetColumnId: 'c',
        },
        {
          id: 'r2',
          sourceTableId: 'existing',
          targetTableId: 'a',
          sourceColumnId: 'c',
          targetColumnId: 'c',
          onDelete: 'CASCADE',
        },
      ],
    },
  });
  const answer = {
    tableIds: ['id-a', 'id-b'],
    relationshipIds: ['id-r1', 'id-r2'],
    comments: [],
    types: [],
    views: [],
    extraSql: [],
    areas: [],
  };

  it('makes the stored tables and relationships under the new ids, ends mapped, existing ends kept', () => {
    const d = importedDiagram('p', model, answer);
    expect(d.tables).toEqual([
      {
        id: 'id-a',
        project_id: 'p',
        name: 'a',
        x: 1,
        y: 2,
        width: 200,
        height: 100,
        version: 1,
        color: '#112233',
        attributes: [expect.objectContaining({ id: 'c', isNullable: true, isPrimaryKey: false })],
      },
      expect.objectContaining({ id: 'id-b', comment: 'B', version: 1 }),
    ]);
    expect('schema' in d.tables[0]!).toBe(false);
    expect(d.relationships).toEqual([
      {
        id: 'id-r1',
        project_id: 'p',
        name: '',
        sourceTableId: 'id-a',
        targetTableId: 'id-b',
        sourceColumnId: 'c',
        targetColumnId: 'c',
        cardinality: 'ONE_TO_MANY',
      },
      expect.objectContaining({
        id: 'id-r2',
        sourceTableId: 'existing',
        targetTableId: 'id-a',
        onDelete: 'CASCADE',
      }),
    ]);
  });

  it('flags the columns its relationships hold as foreign keys, as a reload presents them', () => {
    const flagged = importedDiagram('p', model, answer).tables.map((t) =>
      t.attributes.map((a) => a.isForeignKey),
    );
    expect(flagged).toEqual([[true], [true]]);
    // A flag with no relationship behind it is no foreign key.
    const stale = importDiagramBodySchema.parse({
      mode: 'add',
      model: {
        tables: [
          { id: 'a', name: 'a', x: 0, y: 0, attributes: [{ ...column, isForeignKey: true }] },
        ],
      },
    }).model;
    const alone = importedDiagram('p', stale, {
      ...answer,
      tableIds: ['id-a'],
      relationshipIds: [],
    });
    expect(alone.tables[0]?.attributes[0]?.isForeignKey).toBe(false);
  });

  it('refuses an answer that does not match what was sent', () => {
    expect(() => importedDiagram('p', model, { ...answer, tableIds: ['id-a'] })).toThrow(
      'does not match',
    );
  });
});
