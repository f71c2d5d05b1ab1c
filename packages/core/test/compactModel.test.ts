import { describe, expect, it } from 'vitest';
import { importDiagramBodySchema } from '../src/api/diagram';
import { importDdl, withAttributeDefaults, withoutAttributeDefaults } from '../src/schema';
import { richModel } from '../src/schema/testing/sampleModels';
import { fixtures, fixturesPresent, readFixture } from './scripts';

// The import worker sends the model with each column's default fields left out (issue 21 item 5);
// the server and the importing screen read it with the import's schema, which must give back the
// model exactly, or the screen and the server would hold different columns.
const readBack = (json: string) =>
  importDiagramBodySchema.parse({ mode: 'add', model: JSON.parse(json) as unknown }).model;

/**
 * The importing screen fills the defaults in without the schema (it wrote the JSON itself) and
 * keeps the tables and relationships: they must be what the server stores, the schema's reading.
 */
function expectFilledAsRead(compact: string) {
  const filled = withAttributeDefaults(JSON.parse(compact) as never);
  const read = readBack(compact);
  expect(filled.tables).toStrictEqual(read.tables);
  expect(filled.relationships).toStrictEqual(read.relationships);
}

describe('a model without its columns’ default fields', () => {
  it('reads back as the same model, every flag and default included', () => {
    const model = richModel();
    const [first] = model.tables;
    first!.attributes = first!.attributes.map((a, i) =>
      i === 0 ? { ...a, isForeignKey: true, isUnique: true } : a,
    );
    const flags = model.tables.flatMap((t) => t.attributes);
    // Columns both with and without each flag, so that both ways are checked.
    for (const key of [
      'isNullable',
      'isPrimaryKey',
      'isForeignKey',
      'isUnique',
      'isIdentity',
      'isAutoIncrement',
    ] as const)
      expect(new Set(flags.map((a) => a[key]))).toEqual(new Set([true, false]));
    expect(flags.some((a) => a.defaultValue !== null)).toBe(true);
    const compact = JSON.stringify(withoutAttributeDefaults(model));
    expect(readBack(compact)).toEqual(readBack(JSON.stringify(model)));
    expectFilledAsRead(compact);
  });

  it('leaves out only the fields that hold their default', () => {
    const [table] = withoutAttributeDefaults({
      tables: [
        {
          id: 't',
          name: 't',
          x: 0,
          y: 0,
          width: 300,
          height: 100,
          attributes: [
            {
              id: 'a',
              name: 'id',
              type: 'integer',
              defaultValue: null,
              isNullable: false,
              isPrimaryKey: true,
              isForeignKey: false,
              isUnique: false,
              isIdentity: false,
              isAutoIncrement: false,
              comment: 'key',
            },
          ],
        },
      ],
      relationships: [],
      comments: [],
    }).tables!;
    expect(table?.attributes).toEqual([
      {
        id: 'a',
        name: 'id',
        type: 'integer',
        isNullable: false,
        isPrimaryKey: true,
        comment: 'key',
      },
    ]);
  });

  it("keeps MySQL's table storage, column character set and prefix lengths (issue 37)", () => {
    const { model } = importDdl(
      `CREATE TABLE t (id INT PRIMARY KEY, uri VARCHAR(600) CHARACTER SET latin1, KEY (uri(64)))
         ENGINE=MyISAM DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_bin;`,
      'mysql',
    );
    const [table] = readBack(JSON.stringify(withoutAttributeDefaults(model))).tables;
    expect(table?.storage).toEqual({
      engine: 'MyISAM',
      charset: 'utf8mb3',
      collation: 'utf8mb3_bin',
    });
    expect(table?.attributes[1]?.charset).toBe('latin1');
    expect(table?.indexes?.[0]?.parts[0]?.prefixLength).toBe(64);
  });

  it("keeps SQLite's WITHOUT ROWID and STRICT (decision 0056)", () => {
    const { model } = importDdl(
      'CREATE TABLE kv (k TEXT PRIMARY KEY, v INTEGER) WITHOUT ROWID, STRICT;',
      'sqlite',
    );
    const [table] = readBack(JSON.stringify(withoutAttributeDefaults(model))).tables;
    expect(table).toMatchObject({ withoutRowid: true, strict: true });
  });

  describe.skipIf(!fixturesPresent)('of the real-world fixtures', () => {
    it.each(fixtures())('%s reads back the same, from less JSON', (_name, dialect, info) => {
      const { model } = importDdl(readFixture(info), dialect);
      const full = JSON.stringify(model);
      const lean = withoutAttributeDefaults(model);
      const compact = JSON.stringify(lean);
      expect(readBack(compact)).toEqual(readBack(full));
      // The columns' part shrinks (a schema rich in views and checks has less else to lose).
      const columns = (m: { tables?: { attributes: unknown[] }[] }) =>
        JSON.stringify((m.tables ?? []).map((t) => t.attributes)).length;
      expect(columns(lean)).toBeLessThan(columns(model) * 0.85);
    });

    it.each(fixtures())('%s is filled in as the schema reads it', (_name, dialect, info) => {
      const { model } = importDdl(readFixture(info), dialect);
      expectFilledAsRead(JSON.stringify(withoutAttributeDefaults(model)));
    });
  });
});
