import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { generateDdl } from '../generate';
import { importDdl } from '.';

const tableNames = (sql: string) => importDdl(sql, 'sqlite').model.tables.map((t) => t.name);
const notes = (sql: string) => importDdl(sql, 'sqlite').warnings.map((w) => w.message);

/** An FTS4 table over `docs`, kept up to date by a trigger, as SQLite's shell prints it. */
const BASE = `CREATE TABLE docs (id INTEGER PRIMARY KEY, body TEXT);`;
const SHADOWS = `CREATE TABLE IF NOT EXISTS 'docs_fts_segments'(blockid INTEGER PRIMARY KEY, block BLOB);
CREATE TABLE IF NOT EXISTS 'docs_fts_segdir'(level INTEGER,idx INTEGER,start_block INTEGER,leaves_end_block INTEGER,end_block INTEGER,root BLOB,PRIMARY KEY(level, idx));
CREATE TABLE IF NOT EXISTS 'docs_fts_docsize'(docid INTEGER PRIMARY KEY, size BLOB);
CREATE TABLE IF NOT EXISTS 'docs_fts_stat'(id INTEGER PRIMARY KEY, value BLOB);`;
const TRIGGER = `CREATE TRIGGER docs_ai AFTER INSERT ON docs BEGIN INSERT INTO docs_fts(docid, body) VALUES (new.id, new.body); END;`;
/** `.schema`: the virtual table's statement, then its shadow tables. */
const SCHEMA = `${BASE}
CREATE VIRTUAL TABLE docs_fts USING fts4(body, content=docs)
/* docs_fts(body) */;
${SHADOWS}
${TRIGGER}`;
/** `.dump`: the virtual table as a row of the schema table, then its shadow tables. */
const DUMP = `PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
${BASE}
PRAGMA writable_schema=ON;
INSERT INTO sqlite_schema(type,name,tbl_name,rootpage,sql)VALUES('table','docs_fts','docs_fts',0,'CREATE VIRTUAL TABLE docs_fts USING fts4(body, content=docs)');
${SHADOWS}
${TRIGGER}
PRAGMA writable_schema=OFF;
COMMIT;`;

describe('the shadow tables of a SQLite virtual table', () => {
  it('are left out, with a note, when the script creates the virtual table', () => {
    expect(tableNames(SCHEMA)).toEqual(['docs']);
    expect(notes(SCHEMA)).toContain(
      'skipped table docs_fts_segments: SQLite makes it for the virtual table docs_fts',
    );
    const sql = generateDdl(importDdl(SCHEMA, 'sqlite').model, 'sqlite');
    expect(sql).toContain('CREATE VIRTUAL TABLE docs_fts USING fts4(body, content=docs);');
    expect(sql).not.toContain('docs_fts_');
    const pg = generateDdl(importDdl(SCHEMA, 'sqlite').model, 'postgresql');
    expect(pg).not.toMatch(/docs_fts_(segments|segdir|docsize|stat|content)/);
    // The full-text table over docs is PostgreSQL's full-text index on docs.
    expect(pg).toContain(
      "CREATE INDEX docs_fts_search ON docs USING gin ((to_tsvector('simple'::regconfig, coalesce(body::text, ''))));",
    );
  });

  it("are those of the virtual table's module only, whatever the order", () => {
    const sql = `CREATE TABLE "Geo_node" (id INTEGER PRIMARY KEY);
      CREATE TABLE notes_data (id INTEGER PRIMARY KEY);
      CREATE TABLE notes_segments (id INTEGER PRIMARY KEY);
      CREATE TABLE idx_content (id INTEGER PRIMARY KEY);
      CREATE VIRTUAL TABLE geo USING rtree(id, minx, maxx);
      CREATE VIRTUAL TABLE notes USING FTS4(body);
      CREATE VIRTUAL TABLE idx USING fts5(body);
      CREATE TABLE idx_config (k PRIMARY KEY, v) WITHOUT ROWID;
      CREATE TABLE other_content (id INTEGER PRIMARY KEY);`;
    // notes_data is no FTS4 table's (FTS5 makes a _data table); other is no virtual table.
    expect(tableNames(sql)).toEqual(['notes_data', 'other_content']);
  });

  it('are kept when the script does not create their virtual table', () => {
    expect(tableNames(SHADOWS)).toEqual([
      'docs_fts_segments',
      'docs_fts_segdir',
      'docs_fts_docsize',
      'docs_fts_stat',
    ]);
  });
});

describe("SQLite's .dump of a virtual table (a row of sqlite_schema)", () => {
  it('is read as the CREATE VIRTUAL TABLE the row holds', () => {
    const { model, warnings, errors } = importDdl(DUMP, 'sqlite');
    expect(errors).toEqual([]);
    expect(model.tables.map((t) => t.name)).toEqual(['docs']);
    expect(warnings.map((w) => w.message)).not.toContain(
      'skipped INSERT statement (not part of the diagram)',
    );
    const sql = generateDdl(model, 'sqlite');
    expect(sql).toContain('CREATE VIRTUAL TABLE docs_fts USING fts4(body, content=docs);');
    expect(sql.indexOf('CREATE VIRTUAL TABLE')).toBeLessThan(sql.indexOf('CREATE TRIGGER'));
  });

  it("reads sqlite_master, a row without a column list, and quotes doubled in the row's text", () => {
    const sql = `INSERT INTO "main".sqlite_master VALUES('table','t','t',0,'CREATE VIRTUAL TABLE t USING fts5(a, tokenize=''porter'')');
      CREATE TABLE IF NOT EXISTS 't_data'(id INTEGER PRIMARY KEY, block BLOB);`;
    const { model, errors } = importDdl(sql, 'sqlite');
    expect(errors).toEqual([]);
    expect(model.tables).toEqual([]);
    expect(generateDdl(model, 'sqlite')).toContain(
      "CREATE VIRTUAL TABLE t USING fts5(a, tokenize='porter');",
    );
  });

  it('leaves INSERTs into other tables skipped, with their note', () => {
    const sql = `CREATE TABLE t (a TEXT);
      INSERT INTO t VALUES ('CREATE TABLE x (a)');
      INSERT INTO sqlite_temp_master VALUES ('table','y','y',0,'CREATE TABLE y (a)');`;
    expect(tableNames(sql)).toEqual(['t']);
    expect(notes(sql)).toEqual([
      'skipped INSERT statement (not part of the diagram)',
      'skipped INSERT statement (not part of the diagram)',
    ]);
  });

  it('gives a SQLite that loads the output a working virtual table, from .schema and .dump', async () => {
    const SQL = await initSqlJs();
    for (const script of [SCHEMA, DUMP]) {
      const db = new SQL.Database();
      db.exec(generateDdl(importDdl(script, 'sqlite').model, 'sqlite'));
      db.exec("INSERT INTO docs (body) VALUES ('hello world')");
      expect(db.exec("SELECT rowid FROM docs_fts WHERE docs_fts MATCH 'hello'")[0]?.values).toEqual(
        [[1]],
      );
      db.close();
    }
  });
});

describe("SQLite's own sqlite_ objects in a script", () => {
  it('are skipped with a note, as SQLite makes them itself', () => {
    const sql = `CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, v TEXT);
      CREATE TABLE sqlite_sequence(name,seq);
      CREATE TABLE IF NOT EXISTS main."SQLITE_STAT1"(tbl,idx,stat);
      CREATE INDEX stat_tbl ON sqlite_stat1 (tbl);`;
    expect(tableNames(sql)).toEqual(['t']);
    expect(notes(sql)).toEqual([
      'skipped CREATE TABLE sqlite_sequence: SQLite makes its own sqlite_ objects itself',
      'skipped CREATE TABLE SQLITE_STAT1: SQLite makes its own sqlite_ objects itself',
      'skipped CREATE INDEX on sqlite_stat1: SQLite indexes its own tables itself',
    ]);
    expect(generateDdl(importDdl(sql, 'sqlite').model, 'sqlite')).not.toContain('sqlite_');
  });

  it('are plain names in another dialect', () => {
    const { model } = importDdl('CREATE TABLE sqlite_sequence (name TEXT, seq INT);', 'postgresql');
    expect(model.tables.map((t) => t.name)).toEqual(['sqlite_sequence']);
  });
});

describe("SQLite's INTEGER PRIMARY KEY DESC", () => {
  it('is noted: it is no rowid alias, and the key written back is', () => {
    const sql = `CREATE TABLE r (id INTEGER PRIMARY KEY DESC, v TEXT);
      CREATE TABLE a (id INTEGER PRIMARY KEY ASC);
      CREATE TABLE n (id INT PRIMARY KEY DESC);
      CREATE TABLE w (id INTEGER PRIMARY KEY DESC) WITHOUT ROWID;
      CREATE TABLE p (id INTEGER, PRIMARY KEY (id DESC));`;
    expect(notes(sql)).toEqual([
      "the DESC of r.id INTEGER PRIMARY KEY is not kept: written back, the column is the table's rowid, which it was not",
    ]);
  });
});
