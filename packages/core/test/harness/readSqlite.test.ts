import { describe, expect, it } from 'vitest';
import { openSqlite } from '../engines';
import { constraintNames, readSqlite } from './readSqlite';

/** SQLite keeps constraint names and declared types only in its text: the reader sees them there. */
describe('readSqlite', () => {
  const ddl = `CREATE TABLE p (id INTEGER, CONSTRAINT p_key PRIMARY KEY (id)) WITHOUT ROWID;
CREATE TABLE c (
  id INTEGER PRIMARY KEY, -- a comment with a quote ' and a comma,
  p_id INTEGER CONSTRAINT c_p REFERENCES p (id),
  code TEXT, flag BOOL, raw bytea, anything,
  CONSTRAINT "c_code" UNIQUE (code),
  UNIQUE (flag, raw),
  CONSTRAINT [code_like] CHECK (code LIKE 'A%'),
  CHECK (flag IN (0, 1))
);`;

  it('leaves out the shadow tables of a virtual table, in either SQLite build', async () => {
    for (const [script, module] of [
      ['CREATE VIRTUAL TABLE docs USING fts5(body);', 'fts5'],
      ['CREATE VIRTUAL TABLE docs USING fts4(body);', 'fts4'],
    ] as const) {
      const engine = await openSqlite(script);
      try {
        await engine.exec(script);
        const catalog = await readSqlite(engine);
        expect(
          catalog.tables.map((t) => t.name),
          module,
        ).toEqual(['docs']);
      } finally {
        await engine.close();
      }
    }
  });

  it('reads a virtual table that a .dump wrote into the schema table, without its shadow tables', async () => {
    const script = `PRAGMA writable_schema=ON;
INSERT INTO sqlite_schema(type,name,tbl_name,rootpage,sql)VALUES('table','docs','docs',0,'CREATE VIRTUAL TABLE docs USING fts4(body)');
CREATE TABLE IF NOT EXISTS 'docs_content'(docid INTEGER PRIMARY KEY, 'c0body');
CREATE TABLE IF NOT EXISTS 'docs_segments'(blockid INTEGER PRIMARY KEY, block BLOB);
CREATE TABLE IF NOT EXISTS 'docs_segdir'(level INTEGER,idx INTEGER,start_block INTEGER,leaves_end_block INTEGER,end_block INTEGER,root BLOB,PRIMARY KEY(level, idx));
CREATE TABLE IF NOT EXISTS 'docs_docsize'(docid INTEGER PRIMARY KEY, size BLOB);
CREATE TABLE IF NOT EXISTS 'docs_stat'(id INTEGER PRIMARY KEY, value BLOB);
PRAGMA writable_schema=OFF;`;
    const engine = await openSqlite(script);
    try {
      await engine.exec(script);
      expect((await readSqlite(engine)).tables.map((t) => t.name)).toEqual(['docs']);
    } finally {
      await engine.close();
    }
  });

  it('reads generated columns with their expressions, stored or virtual', async () => {
    const engine = await openSqlite();
    try {
      await engine.exec(`CREATE TABLE line (
  qty INTEGER, price REAL CHECK (price >= 0),
  "total (net)" REAL GENERATED ALWAYS AS (qty * (price - 0.5)) STORED,
  label TEXT AS (printf('%d x (%s)', qty, 'a,b')),
  note TEXT DEFAULT 'AS (x)'
);`);
      const catalog = await readSqlite(engine);
      expect(catalog.defaults.map((d) => [d.sub, d.value])).toEqual([
        ['total (net)', 'GENERATED ALWAYS AS (qty * (price - 0.5)) STORED'],
        ['label', "GENERATED ALWAYS AS (printf('%d x (%s)', qty, 'a,b')) VIRTUAL"],
        ['note', "'AS (x)'"],
      ]);
    } finally {
      await engine.close();
    }
  });

  it("reads a REFERENCES without columns as the referenced table's primary key", async () => {
    const engine = await openSqlite();
    try {
      await engine.exec(`CREATE TABLE account (region TEXT, code TEXT, PRIMARY KEY (region, code));
CREATE TABLE member (id INTEGER PRIMARY KEY, region TEXT, code TEXT,
  FOREIGN KEY (region, code) REFERENCES Account);`);
      const catalog = await readSqlite(engine);
      expect(catalog.foreignKeys.map((k) => k.sub)).toEqual([
        '(region, code) > Account(region, code)',
      ]);
    } finally {
      await engine.close();
    }
  });

  it('finds the CONSTRAINT names of a CREATE TABLE, with their columns', () => {
    const [, c = ''] = ddl.split(';\n');
    expect(constraintNames(c)).toEqual([
      { kind: 'FOREIGN KEY', name: 'c_p', columns: ['p_id'] },
      { kind: 'UNIQUE', name: 'c_code', columns: ['code'] },
      { kind: 'CHECK', name: 'code_like', columns: [] },
    ]);
  });

  it('reads check, unique, key and foreign-key names and the declared types exactly', async () => {
    const engine = await openSqlite();
    try {
      await engine.exec(ddl);
      const catalog = await readSqlite(engine);
      expect(catalog.checks.map((k) => [k.sub, k.value])).toEqual([
        ["code LIKE 'A%'", 'code_like'],
        ['flag IN (0, 1)', ''],
      ]);
      expect(catalog.uniques.map((u) => [u.sub, u.value]).sort()).toEqual([
        ['(code)', 'c_code'],
        ['(flag, raw)', ''],
      ]);
      expect(catalog.primaryKeys.find((k) => k.name === 'p')?.value).toBe('(id) p_key');
      expect(catalog.tableOptions.map((o) => [o.name, o.value])).toEqual([['p', 'WITHOUT ROWID']]);
      expect(catalog.foreignKeys[0]?.value).toBe('c_p ON DELETE NO ACTION ON UPDATE NO ACTION');
      expect(catalog.columns.filter((k) => k.name === 'c').map((k) => k.value)).toEqual([
        'INTEGER',
        'INTEGER',
        'TEXT',
        'BOOL',
        'bytea',
        '',
      ]);
    } finally {
      await engine.close();
    }
  });
});
