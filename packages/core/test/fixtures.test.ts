import { describe, expect, it } from 'vitest';
import { importDdl } from '../src/schema';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { readSqlDdl } from '../src/schema/import/importSql';
import { canonicalQualified, canonicalTable } from './engines';
import { fixtures, fixturesPresent, readFixture, type FixtureInfo } from './scripts';

if (!fixturesPresent && process.env.CI === 'true')
  throw new Error('The DDL fixtures (../shared/fixtures/ddl) are missing; CI needs them');

function expectCountsMatch(info: FixtureInfo, text: string, dialect: SqlDialect): void {
  const result = importDdl(text, dialect);
  expect(result.errors).toEqual([]);
  const read = readSqlDdl(text, dialect);
  const qualified = (schema: string | undefined, name: string) =>
    canonicalQualified(schema ? `${schema}.${name}` : name);
  const tables = read.schema.tables.map((t) => qualified(t.schema, t.name)).sort();
  const expectedTables = info.qualified_tables.map((q) => canonicalQualified(q)).sort();
  expect(tables).toEqual(expectedTables);
  expect(result.model.tables).toHaveLength(info.table_count);
  const fks = read.schema.tables
    .flatMap((t) =>
      t.foreignKeys.map((fk) =>
        `${qualified(t.schema, t.name)}(${fk.columns.join(',')})>${qualified(fk.refSchema, fk.refTable)}`.toLowerCase(),
      ),
    )
    .sort();
  const expectedFks = info.foreign_keys
    .map((fk) =>
      `${canonicalTable(fk.schema, fk.table)}(${fk.columns.join(',')})>${canonicalTable(fk.ref_schema, fk.ref_table)}`.toLowerCase(),
    )
    .sort();
  expect(fks).toEqual(expectedFks);
  expect(fks).toHaveLength(info.foreign_key_count);
  const views = (read.schema.views ?? []).map((v) => qualified(v.schema, v.name)).sort();
  expect(views).toEqual(info.views.map((q) => canonicalQualified(q)).sort());
}

/** Round trips through the engines and the T-SQL output are checked by fidelity.test.ts. */
describe.skipIf(!fixturesPresent)('real-world DDL fixtures', () => {
  for (const [schema, dialect, info] of fixtures()) {
    it(`${schema}/${dialect}: imports every table, foreign key and view listed in expected.json, with no unreadable statement`, () => {
      expectCountsMatch(info, readFixture(info), dialect);
    });
  }
});
