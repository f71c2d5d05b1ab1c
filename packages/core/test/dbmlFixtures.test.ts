import { describe, expect, it } from 'vitest';
import { generateDbml } from '../src/schema/dbml/writeDbml';
import { importDdl } from '../src/schema/import';
import type { DiagramModel } from '../src/schema/model';
import { fixtures, readFixture } from './scripts';

/** What a model holds that DBML keeps: tables, columns, keys, references, indexes, enums and notes. */
const counts = (m: DiagramModel) => ({
  tables: m.tables.map((t) => `${t.schema ? `${t.schema}.` : ''}${t.name}`),
  columns: m.tables.reduce((n, t) => n + t.attributes.length, 0),
  primaryKeys: m.tables.reduce((n, t) => n + t.attributes.filter((a) => a.isPrimaryKey).length, 0),
  relationships: m.relationships.length,
  indexes: m.tables.reduce((n, t) => n + (t.indexes?.length ?? 0) + (t.uniques?.length ?? 0), 0),
  enums: m.types?.filter((t) => t.kind === 'enum').length ?? 0,
  notes: m.tables.reduce(
    (n, t) => n + (t.comment ? 1 : 0) + t.attributes.filter((a) => a.comment).length,
    0,
  ),
});

describe('DBML export of every fixture', () => {
  it.each(fixtures())(
    '%s/%s reads back without errors and keeps what DBML holds',
    (_s, dialect, info) => {
      const model = importDdl(readFixture(info), dialect).model;
      const back = importDdl(generateDbml(model), 'dbml');
      expect(back.errors).toEqual([]);
      expect(counts(back.model)).toEqual(counts(model));
    },
  );
});
