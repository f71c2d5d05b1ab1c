import { describe, expect, it } from 'vitest';
import TransactSqlParser from 'node-sql-parser/build/transactsql';
import { diffModels, generateDdl, importDdl } from '../src/schema';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { shopModel } from '../src/schema/testing/sampleModels';
import { shopAfter, shopBefore } from '../src/schema/testing/migrationModels';
import { openMariadb, openPostgres, openSqlite, type Engine } from './engines';
import { openedEngine } from './openedEngine';
import { compareCatalogs, tsqlCheckable, tsqlStatements } from './scripts';

const ENGINES: [SqlDialect, () => Promise<Engine>, string][] = [
  ['postgresql', openPostgres, 'PostgreSQL at 127.0.0.1:5432'],
  ['mysql', openMariadb, 'MariaDB at 127.0.0.1:3306'],
  ['sqlite', openSqlite, 'SQLite (sql.js)'],
];

for (const [dialect, open, label] of ENGINES) {
  describe(`generated ${dialect} DDL on ${label}`, () => {
    const opened = openedEngine(open, label);

    it('executes the shop diagram: every column flag, composite key, self-reference, many-to-many, reserved word', async (ctx) => {
      const engine = opened();
      if (typeof engine === 'string') return ctx.skip(engine);
      await engine.exec(generateDdl(shopModel(), dialect));
      const catalog = await engine.catalog();
      expect([...catalog.keys()].sort()).toEqual([
        'employees',
        'order',
        'order_items',
        'product_catalog_',
        'tags',
        'users',
        'users_tags_join',
      ]);
      expect(catalog.get('order_items')?.primaryKey).toEqual(['order_id', 'line_no']);
      expect(catalog.get('employees')?.foreignKeys).toEqual(['(manager_id)>employees(id)']);
      expect(catalog.get('users_tags_join')?.foreignKeys.sort()).toEqual([
        '(tags_id)>tags(id)',
        '(users_id)>users(id)',
      ]);
      expect(catalog.get('users')?.columns).toContain('display name');
    });

    it('migrates the shop diagram to its edited version, ending where a fresh script ends', async (ctx) => {
      const engine = opened();
      if (typeof engine === 'string') return ctx.skip(engine);
      const migrated = await open();
      const fresh = await open();
      try {
        await migrated.exec(generateDdl(shopBefore(), dialect));
        await migrated.exec(diffModels(shopBefore(), shopAfter(), dialect));
        await fresh.exec(generateDdl(shopAfter(), dialect));
        expect(compareCatalogs(await fresh.catalog(), await migrated.catalog())).toEqual([]);
      } finally {
        await migrated.close();
        await fresh.close();
      }
    }, 60_000);
  });
}

describe('generated T-SQL', () => {
  const parser = new TransactSqlParser.Parser();
  const check = (sql: string) => {
    for (const s of tsqlStatements(sql)) {
      const checkable = tsqlCheckable(s);
      if (checkable !== null)
        expect(() => parser.astify(checkable, { database: 'transactsql' }), s).not.toThrow();
    }
  };

  it('parses with the transactsql parser for the shop diagram', () => {
    check(generateDdl(shopModel(), 'mssql'));
  });

  it('parses computed columns read from SQLite: no NULL after PERSISTED, LEN for length', () => {
    const { model } = importDdl(
      `CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL,
        words INTEGER GENERATED ALWAYS AS (length(body) - length(replace(body, ' ', '')) + 1) VIRTUAL,
        lowered TEXT GENERATED ALWAYS AS (lower(title)) STORED,
        kept TEXT NOT NULL GENERATED ALWAYS AS (upper(title)) STORED);`,
      'sqlite',
    );
    const sql = generateDdl(model, 'mssql');
    expect(sql).toContain('lowered AS (lower(title)) PERSISTED,');
    expect(sql).toContain('kept AS (upper(title)) PERSISTED NOT NULL,');
    expect(sql).toContain("words AS (len(body) - len(replace(body, ' ', '')) + 1),");
    check(sql);
  });

  it('parses with the transactsql parser for the shop migration', () => {
    const sql = diffModels(shopBefore(), shopAfter(), 'mssql');
    expect(sql).toContain("EXEC sp_rename N'employees', N'staff';");
    check(sql);
  });
});
