import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import { diffModels } from '../diff/diffModels';
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

describe('SQLite declared types and conflict clauses, read from SQLite and written back', () => {
  const convert = (sql: string, to: 'sqlite' | 'postgresql' | 'mysql') =>
    generateDdl(importDdl(sql, 'sqlite').model, to);

  it('writes every declared type as written (its affinity is the text), ANY of a STRICT table too', () => {
    const types = [
      'uuid',
      'json',
      'jsonb',
      'inet',
      'xml',
      'interval',
      'uniqueidentifier',
      'enum',
      'geometry',
      'unsigned big int',
      'year',
      'string',
      'native character(70)',
      'serial',
    ];
    const sql = convert(
      `CREATE TABLE t (${types.map((t, i) => `c${i} ${t}`).join(', ')});
       CREATE TABLE s (k TEXT PRIMARY KEY, v ANY) STRICT;`,
      'sqlite',
    );
    for (const [i, t] of types.entries()) expect(sql).toContain(`  c${i} ${t} NULL`);
    expect(sql).toContain('  v ANY NULL');
    expect(sql).not.toContain('Note');
  });

  it('maps them in other dialects as before', () => {
    const sql = convert('CREATE TABLE t (a uuid, b string, c serial NOT NULL);', 'postgresql');
    expect(sql).toContain('  a uuid NULL');
    expect(sql).toContain('  b VARCHAR(255) NULL');
    expect(sql).toContain('  c integer NOT NULL');
  });

  it('keeps ON CONFLICT of NOT NULL, UNIQUE and PRIMARY KEY in SQLite, and notes it elsewhere', () => {
    const ddl = `CREATE TABLE u (id INTEGER PRIMARY KEY ON CONFLICT ROLLBACK, e TEXT UNIQUE ON CONFLICT REPLACE,
      f TEXT, g TEXT NOT NULL ON CONFLICT IGNORE, UNIQUE (e, f) ON CONFLICT ABORT);
      CREATE TABLE r (id INTEGER PRIMARY KEY ON CONFLICT FAIL AUTOINCREMENT);`;
    const sql = convert(ddl, 'sqlite');
    expect(sql).toContain('  e TEXT NULL UNIQUE ON CONFLICT REPLACE,');
    expect(sql).toContain('  g TEXT NOT NULL ON CONFLICT IGNORE,');
    expect(sql).toContain('  PRIMARY KEY (id) ON CONFLICT ROLLBACK,');
    expect(sql).toContain('  UNIQUE (e, f) ON CONFLICT ABORT');
    expect(sql).toContain('  id INTEGER PRIMARY KEY ON CONFLICT FAIL AUTOINCREMENT NULL');
    const pg = convert(ddl, 'postgresql');
    expect(pg.replace(/^-- Note: .*$/gm, '')).not.toContain('ON CONFLICT');
    expect(pg).toContain("-- Note: ON CONFLICT REPLACE is SQLite's: postgresql drops it (u.e)");
    expect(pg).toContain("-- Note: ON CONFLICT IGNORE is SQLite's: postgresql drops it (u.g)");
  });

  it('rebuilds a SQLite table whose conflict clause alone changed', () => {
    const before = importDdl('CREATE TABLE u (id INTEGER PRIMARY KEY, e TEXT UNIQUE);', 'sqlite');
    const after = importDdl(
      'CREATE TABLE u (id INTEGER PRIMARY KEY, e TEXT UNIQUE ON CONFLICT IGNORE);',
      'sqlite',
    );
    const sql = diffModels(before.model, after.model, 'sqlite');
    expect(sql).toContain('  e TEXT NULL UNIQUE ON CONFLICT IGNORE');
    expect(sql).toContain('ALTER TABLE u__new RENAME TO u;');
  });
});
