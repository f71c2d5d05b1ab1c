import { describe, expect, it } from 'vitest';
import { shopAfter, shopBefore } from '../testing/migrationModels';
import { narrowing } from './destructive';
import { planMigration } from './planMigration';

describe('migration plan', () => {
  it('wraps a PostgreSQL migration in a transaction and flags its destructive statements', () => {
    const plan = planMigration(shopBefore(), shopAfter(), 'postgresql', { from: 'v1', to: 'v2' });
    const lines = plan.script.split('\n');
    expect(lines[0]).toBe('-- Relata migration (PostgreSQL): v1 -> v2');
    expect(lines[2]).toBe('BEGIN;');
    expect(lines.at(-2)).toBe('COMMIT;');
    expect(plan.destructiveCount).toBe(plan.statements.filter((s) => s.destructive).length);
    const drop = lines.indexOf('DROP TABLE product_catalog_;');
    expect(lines[drop - 1]).toBe('-- DESTRUCTIVE: drops table product_catalog_ and its rows');
    expect(plan.script).toContain('-- DESTRUCTIVE: drops column users.bio and its values');
  });

  it('writes a version name holding line breaks as one comment line of the header', () => {
    const from = 'Release 1.2\nDROP TABLE users CASCADE;\n--';
    const names = [
      ['postgresql', 'PostgreSQL'],
      ['mysql', 'MySQL/MariaDB'],
      ['sqlite', 'SQLite'],
      ['mssql', 'SQL Server'],
    ] as const;
    for (const [dialect, name] of names) {
      const plan = planMigration(shopBefore(), shopAfter(), dialect, { from, to: 'v2\r\u2028' });
      expect(plan.script.split('\n')[0]).toBe(
        `-- Relata migration (${name}): Release 1.2\\nDROP TABLE users CASCADE;\\n-- -> v2\\r\\u2028`,
      );
      // No line of the script, whatever ends a line, is the statement the name holds.
      expect(plan.script.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)).not.toContain(
        'DROP TABLE users CASCADE;',
      );
      expect(plan.rollback.script.split('\n')[0]).toContain(': v2\\r\\u2028 -> Release 1.2\\n');
    }
  });

  it('makes the rollback from the after state, so renames reverse', () => {
    const plan = planMigration(shopBefore(), shopAfter(), 'postgresql');
    expect(plan.rollback.script).toContain('ALTER TABLE staff RENAME TO employees;');
    expect(plan.rollback.script).toContain(
      'ALTER TABLE users RENAME COLUMN created_at TO created;',
    );
    expect(plan.rollback.script).toContain(
      '-- DESTRUCTIVE: drops table reviews and its rows\nDROP TABLE reviews;',
    );
  });

  it('says MySQL runs without a transaction, and keeps SQLite foreign keys off outside its transaction', () => {
    const mysql = planMigration(shopBefore(), shopAfter(), 'mysql').script;
    expect(mysql).toContain('cannot run in a transaction');
    expect(mysql).not.toContain('BEGIN');
    const sqlite = planMigration(shopBefore(), shopAfter(), 'sqlite').script.split('\n');
    expect(sqlite.slice(2, 4)).toEqual(['PRAGMA foreign_keys = OFF;', 'BEGIN;']);
    expect(sqlite.slice(-3, -1)).toEqual(['COMMIT;', 'PRAGMA foreign_keys = ON;']);
  });

  it('rebuilds a PostgreSQL table to put an added column between others, keeping its rows', () => {
    const before = shopBefore();
    const after = shopBefore();
    const settings = after.tables.find((t) => t.id === 'settings');
    const [key] = settings?.attributes ?? [];
    if (!settings || !key) throw new Error('settings');
    settings.attributes.splice(1, 0, {
      ...key,
      id: 'settings.scope',
      name: 'scope',
      isPrimaryKey: false,
      isNullable: true,
    });
    const sql = planMigration(before, after, 'postgresql').statements.map((s) => s.sql);
    expect(sql).toEqual([
      'CREATE TEMP TABLE settings__rows AS SELECT * FROM settings;',
      'DROP TABLE settings;',
      expect.stringContaining(
        'CREATE TABLE settings (\n  "key" varchar(40) NOT NULL,\n  scope varchar(40) NULL,',
      ),
      'INSERT INTO settings ("key", value) OVERRIDING SYSTEM VALUE SELECT "key", value FROM settings__rows;',
      'DROP TABLE settings__rows;',
    ]);
  });

  it('has nothing to do for the same diagram', () => {
    const plan = planMigration(shopBefore(), shopBefore(), 'mssql');
    expect(plan.statements).toEqual([]);
    expect(plan.script).toBe('-- Relata migration (SQL Server)\n-- No changes.\n');
  });
});

describe('type narrowing', () => {
  it('flags shorter strings, smaller integers, fewer digits and text to numbers', () => {
    expect(narrowing('varchar(80)', 'varchar(40)')).toMatch(/narrows/);
    expect(narrowing('bigint', 'integer')).toMatch(/narrows/);
    expect(narrowing('decimal(10,2)', 'decimal(8,2)')).toMatch(/narrows/);
    expect(narrowing('text', 'integer')).toMatch(/narrows/);
  });

  it('lets widening changes pass', () => {
    expect(narrowing('varchar(40)', 'varchar(80)')).toBeNull();
    expect(narrowing('integer', 'bigint')).toBeNull();
    expect(narrowing('varchar(40)', 'text')).toBeNull();
    expect(narrowing('decimal(10,2)', 'decimal(12,3)')).toBeNull();
    expect(narrowing('date', 'timestamp')).toBeNull();
  });
});
