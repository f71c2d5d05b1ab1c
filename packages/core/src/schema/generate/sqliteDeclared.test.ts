import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import { generateDdl } from './index';

/** SQLite's own rules (decision 0056): what it keeps as written comes back as written. */
describe('SQLite output keeps what SQLite keeps', () => {
  const ddl = `DROP TABLE IF EXISTS [Owner];
CREATE TABLE [Owner] ([Id] INTEGER NOT NULL PRIMARY KEY, \`Label\` TEXT);
CREATE TABLE item (
  id INTEGER PRIMARY KEY,
  anything,
  flag BOOL DEFAULT 1,
  raw bytea,
  owner INTEGER REFERENCES [Owner] ([Id]),
  code TEXT,
  CONSTRAINT code_shape CHECK (code LIKE 'A%' ESCAPE '\\'),
  CHECK (code NOT LIKE '%x%' OR flag)
);`;
  const model = importDdl(ddl, 'sqlite').model;

  it('reads bracket- and backtick-quoted names as SQLite does', () => {
    expect(importDdl(ddl, 'sqlite').errors).toEqual([]);
    expect(model.tables.map((t) => t.name)).toEqual(['Owner', 'item']);
  });

  it('keeps a typeless column typeless, and declared types as declared', () => {
    const sql = generateDdl(model, 'sqlite');
    expect(sql).toContain('  anything NULL,');
    expect(sql).toContain('  flag BOOL NULL DEFAULT 1,');
    expect(sql).toContain('  raw bytea NULL,');
    expect(sql).not.toContain('Note: type');
  });

  it('gives other dialects the nearest type for a typeless column, with a note', () => {
    const sql = generateDdl(model, 'postgresql');
    expect(sql).toContain('  anything TEXT NULL,');
    expect(sql).toContain('-- Note: type (none) becomes TEXT in postgresql (item.anything)');
  });

  it('keeps table-level checks, named and not', () => {
    const sql = generateDdl(model, 'sqlite');
    expect(sql).toContain("CONSTRAINT code_shape CHECK (code LIKE 'A%' ESCAPE '\\')");
    expect(sql).toContain("CHECK (code NOT LIKE '%x%' OR flag)");
  });

  it('leaves a foreign key the source did not name unnamed (SQLite keeps names in its text)', () => {
    const sql = generateDdl(model, 'sqlite');
    expect(sql).toContain('  FOREIGN KEY (owner) REFERENCES Owner (Id)');
    expect(generateDdl(model, 'postgresql')).toContain('CONSTRAINT "fk_Owner_item" FOREIGN KEY');
  });
});

describe('SQLite table options and keys', () => {
  it('keeps WITHOUT ROWID and STRICT, and notes WITHOUT ROWID elsewhere', () => {
    const { model } = importDdl(
      'CREATE TABLE kv (k TEXT PRIMARY KEY, v INTEGER) WITHOUT ROWID, STRICT;',
      'sqlite',
    );
    expect(model.tables[0]).toMatchObject({ withoutRowid: true, strict: true });
    expect(generateDdl(model, 'sqlite')).toContain(') WITHOUT ROWID, STRICT;');
    expect(generateDdl(model, 'postgresql')).toContain(
      "-- Note: WITHOUT ROWID is SQLite's: postgresql has no rowid (kv)",
    );
  });

  it('reads AUTOINCREMENT in a table-level PRIMARY KEY', () => {
    const { model } = importDdl(
      'CREATE TABLE "t" ("id" INTEGER NOT NULL, "w" TEXT, PRIMARY KEY("id" AUTOINCREMENT));',
      'sqlite',
    );
    expect(generateDdl(model, 'sqlite')).toContain('id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL');
  });
});
