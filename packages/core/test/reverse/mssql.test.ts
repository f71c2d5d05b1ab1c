/**
 * SQL Server reverse engineering (issue 38, item 4): no engine runs here, so the catalog query is
 * checked with the T-SQL grammar and the script writer with a recorded dump, mssql-nursery.json:
 * rows as the query returns them for a small invented schema holding every kind the dump reads.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import TransactSqlParser from 'node-sql-parser/build/transactsql';
import { describe, expect, it } from 'vitest';
import {
  catalogQuery,
  catalogScript,
  readCatalogDump,
  reverseEngineer,
  type CatalogDump,
} from '../../src/schema';

const recorded = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), 'mssql-nursery.json'),
  'utf8',
);

/** The recorded dump, pasted as SSMS's grid copies a one-column result: a header, then the cell. */
function recordedDump(edit?: (dump: Record<string, unknown>) => void): CatalogDump {
  const dump = JSON.parse(recorded) as Record<string, unknown>;
  edit?.(dump);
  const read = readCatalogDump(`catalog\n${JSON.stringify(dump)}\n`);
  if ('error' in read) throw new Error(read.error);
  return read.dump;
}

describe('the SQL Server catalog query', () => {
  /**
   * node-sql-parser's transactsql grammar refuses a sub-query of more than one column in a select
   * list, which T-SQL takes under FOR JSON (each part is one, and so is the wrapped dump), and
   * takes WITHOUT_ARRAY_WRAPPER only inside parentheses: the parts are parsed as the statements
   * they are, then the frame with each part as NULL, unwrapped, its FOR JSON options as PATH.
   */
  it('parses with the T-SQL grammar: each part, and the SELECT around them', () => {
    const parser = new TransactSqlParser.Parser();
    const query = catalogQuery('mssql');
    const part = /\(SELECT ([\s\S]*?)\n\s*FOR JSON PATH\) AS \[(\w+)\]/g;
    const parts = [...query.matchAll(part)];
    expect(parts.map((m) => m[2])).toEqual([
      'schemas',
      'types',
      'tables',
      'columns',
      'indexes',
      'indexColumns',
      'foreignKeys',
      'foreignKeyColumns',
      'checks',
      'views',
    ]);
    const statements = [
      ...parts.map((m) => `SELECT ${m[1]} FOR JSON PATH`),
      query
        .replace(part, 'NULL AS [$2]')
        .replace(/^SELECT \(\s*/, '')
        .replace(/\s*\) AS catalog;\s*$/, '')
        .replace(/, WITHOUT_ARRAY_WRAPPER$/, ''),
    ];
    for (const sql of statements)
      expect(parser.astify(sql, { database: 'transactsql' })).toMatchObject({ type: 'select' });
  });

  it('reads only the catalog views of the current database', () => {
    const sources = [...catalogQuery('mssql').matchAll(/\b(?:FROM|JOIN)\s+([\w.]+)/gi)].map(
      (m) => m[1],
    );
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((s) => !s?.startsWith('sys.'))).toEqual([]);
  });
});

describe('a recorded SQL Server dump', () => {
  const { model, engine } = reverseEngineer(recordedDump());
  const table = (name: string) => model.tables.find((t) => t.name === name)!;
  const column = (tableName: string, name: string) =>
    table(tableName).attributes.find((a) => a.name === name)!;
  const columnName = (id: string | undefined) =>
    model.tables.flatMap((t) => t.attributes).find((a) => a.id === id)?.name;

  it('gives its tables in their schemas, with their columns in order', () => {
    expect(engine).toBe('mssql');
    expect(model.tables.map((t) => `${t.schema ?? 'dbo'}.${t.name}`).sort()).toEqual([
      'dbo.Sowing',
      'nursery.Bed',
      'nursery.Plant',
    ]);
    expect(table('Sowing').attributes.map((a) => a.name)).toEqual([
      'bed_code',
      'plant_id',
      'sown_on',
      'trays',
    ]);
  });

  it('gives types with their lengths, precisions and scales, and alias types', () => {
    expect(column('Plant', 'common_name').type).toBe('nvarchar(80)');
    expect(column('Plant', 'notes').type).toBe('nvarchar(max)');
    expect(column('Plant', 'price').type).toBe('decimal(9, 2)');
    expect(column('Plant', 'listed_at').type).toBe('datetime2(3)');
    expect(column('Bed', 'bed_code').type).toBe('char(4)');
    expect(column('Plant', 'sku').type).toBe('nursery.Sku');
    expect(model.types?.map((t) => [t.schema, t.name, t.baseType])).toEqual([
      ['nursery', 'Sku', 'nvarchar(12)'],
    ]);
  });

  it('gives nullability, identity, defaults, collations and computed columns', () => {
    expect(column('Plant', 'height_cm').isNullable).toBe(true);
    expect(column('Plant', 'common_name').isNullable).toBe(false);
    expect(column('Plant', 'plant_id').isIdentity).toBe(true);
    expect(column('Plant', 'price').defaultValue).toBe('0');
    expect(column('Plant', 'listed_at').defaultValue).toBe('sysutcdatetime()');
    expect(column('Bed', 'label').defaultValue).toBe("'it''s unnamed'");
    // A column in the database's collation says none; another says its own.
    expect(column('Plant', 'notes').collation).toBeUndefined();
    expect(column('Plant', 'common_name').collation).toBe('Latin1_General_100_CI_AI');
    expect(column('Plant', 'price_with_tax').generated).toEqual({
      expression: '[price]*(1.2)',
      stored: true,
    });
  });

  it('gives primary keys in key order, unique constraints and foreign keys with their actions', () => {
    expect(table('Sowing').primaryKeyName).toBe('PK_Sowing');
    expect(
      table('Sowing')
        .attributes.filter((a) => a.isPrimaryKey)
        .map((a) => a.name),
    ).toEqual(['bed_code', 'sown_on']);
    expect(table('Plant').uniques?.map((u) => [u.name, u.columnIds.map(columnName)])).toEqual([
      ['UQ_Plant_sku', ['sku']],
    ]);
    const keys = model.relationships.map((r) => [r.name, r.onDelete, r.onUpdate]).sort();
    expect(keys).toEqual([
      ['FK_Sowing_Bed', 'CASCADE', 'CASCADE'],
      ['FK_Sowing_Plant', 'SET NULL', undefined],
    ]);
  });

  it('gives indexes with their order, included columns and filter', () => {
    const [listed] = table('Plant').indexes ?? [];
    expect(listed?.name).toBe('IX_Plant_listed');
    expect(listed?.parts.map((p) => [columnName(p.columnId), p.order])).toEqual([
      ['listed_at', 'DESC'],
      ['common_name', 'ASC'],
    ]);
    expect(listed?.includeColumnIds?.map(columnName)).toEqual(['price']);
    expect(listed?.where).toBe('[height_cm] IS NOT NULL');
    expect(table('Sowing').indexes?.map((i) => [i.name, i.unique])).toEqual([
      ['UX_Sowing_plant_day', true],
    ]);
  });

  it('gives column and table checks, comments and views', () => {
    expect(table('Plant').checks?.map((c) => [c.name, columnName(c.columnId)])).toEqual([
      ['CK_Plant_height', 'height_cm'],
    ]);
    expect(table('Sowing').checks?.map((c) => c.expression)).toEqual([
      '[trays]>=(1) AND [trays]<=[trays]*(10)',
    ]);
    expect(table('Plant').comment).toBe('Every plant the nursery grows or sells');
    expect(column('Plant', 'common_name').comment).toBe('Name on the label');
    expect(model.views?.map((v) => [v.schema, v.name])).toEqual([['nursery', 'PlantsOnSale']]);
    expect(model.views?.[0]?.query).toContain('FROM nursery.Plant AS p');
  });
});

describe('what a dump may not do to its script', () => {
  it('leaves out a default that would end its statement', () => {
    const script = catalogScript(
      recordedDump((dump) => {
        const [first] = dump.columns as Record<string, unknown>[];
        first!.default = '(0)); DROP TABLE [dbo].[Sowing]; --';
      }),
    );
    expect(script).not.toContain('DROP TABLE');
  });

  it('refuses a type that is not a type name, saying where it is', () => {
    const dump = JSON.parse(recorded) as { columns: Record<string, unknown>[] };
    dump.columns[0]!.type = 'int; DROP TABLE x';
    const read = readCatalogDump(JSON.stringify(dump));
    expect('error' in read && read.error).toContain('columns[0].type');
  });

  it('keeps a name that closes its brackets as one name', () => {
    const script = catalogScript(
      recordedDump((dump) => {
        const [first] = dump.tables as Record<string, unknown>[];
        first!.name = 'Plant]; DROP TABLE [x';
      }),
    );
    expect(script).toContain('[nursery].[Plant]]; DROP TABLE [x]');
  });
});
