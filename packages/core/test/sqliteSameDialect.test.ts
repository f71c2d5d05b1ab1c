import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '../src/schema';
import { openSqlite, type Engine } from './engines';

/** A SQLite script read and written back as SQLite. */
const roundTrip = (sql: string): string => generateDdl(importDdl(sql, 'sqlite').model, 'sqlite');

/** What SQLite's catalog says of a table: its columns (declared types), keys and foreign keys. */
async function catalogOf(engine: Engine, table: string) {
  const of = (pragma: string) => engine.rows(`SELECT * FROM pragma_${pragma}('${table}')`);
  return {
    columns: await of('table_info'),
    indexes: (await of('index_list')).map(({ seq: _seq, ...i }) => i),
    foreignKeys: await of('foreign_key_list'),
  };
}

/** Loads the original script and its round trip, each in its own database. */
async function both(sql: string): Promise<[Engine, Engine]> {
  const original = await openSqlite();
  await original.exec(sql);
  const written = await openSqlite();
  await written.exec(roundTrip(sql));
  return [original, written];
}

/** Runs the same statements in both databases and returns each one's rows of `query` after. */
async function after(engines: Engine[], statements: string[], query: string) {
  return Promise.all(
    engines.map(async (e) => {
      for (const s of statements) await e.exec(s).catch(() => undefined);
      return e.rows(query);
    }),
  );
}

describe('a SQLite script read and written back as SQLite keeps what its catalog shows', () => {
  it('keeps every declared type (and so its affinity), ANY of a STRICT table too', async () => {
    const sql = `CREATE TABLE t (a1 uniqueidentifier, a2 uuid, a3 json, a4 jsonb, a9 inet, a10 serial,
      a18 unsigned big int, a19 native character(70), a28 xml, a29 geometry, a31 interval, a33 year,
      a34 enum, a35 string, a36 INTEGER, a27);
      CREATE TABLE s (k TEXT PRIMARY KEY, v ANY, n INT, r REAL, b BLOB) STRICT;`;
    const [original, written] = await both(sql);
    for (const table of ['t', 's'])
      expect(await catalogOf(written, table)).toEqual(await catalogOf(original, table));
    // `year` is NUMERIC, not INTEGER: '1.0' stays a real there.
    const rows = await after(
      [original, written],
      ["INSERT INTO t (a33, a2) VALUES ('1.0', '12')"],
      'SELECT typeof(a33) AS y, typeof(a2) AS u FROM t',
    );
    expect(rows[1]).toEqual(rows[0]);
    await Promise.all([original.close(), written.close()]);
  });

  it('keeps table constraints written without commas between them', async () => {
    const sql = `CREATE TABLE p (id INTEGER PRIMARY KEY);
      CREATE TABLE m (id INTEGER PRIMARY KEY, a INTEGER, b INTEGER,
        FOREIGN KEY (a) REFERENCES p(id) ON DELETE CASCADE CHECK(a != b) UNIQUE (a, b));`;
    const [original, written] = await both(sql);
    expect(await catalogOf(written, 'm')).toEqual(await catalogOf(original, 'm'));
    const rows = await after(
      [original, written],
      [
        'INSERT INTO p VALUES (1), (2)',
        'INSERT INTO m VALUES (1, 1, 2)',
        'INSERT INTO m VALUES (2, 1, 2)',
        'INSERT INTO m VALUES (3, 2, 2)',
      ],
      'SELECT * FROM m ORDER BY id',
    );
    expect(rows[0]).toEqual([{ id: 1, a: 1, b: 2 }]);
    expect(rows[1]).toEqual(rows[0]);
    await Promise.all([original.close(), written.close()]);
  });

  it('keeps ON CONFLICT of NOT NULL, UNIQUE and PRIMARY KEY', async () => {
    const sql = `CREATE TABLE u (id INTEGER PRIMARY KEY ON CONFLICT REPLACE, e TEXT UNIQUE ON CONFLICT REPLACE,
      f TEXT, g TEXT NOT NULL ON CONFLICT IGNORE, UNIQUE (e, f) ON CONFLICT IGNORE);`;
    const [original, written] = await both(sql);
    expect(await catalogOf(written, 'u')).toEqual(await catalogOf(original, 'u'));
    const rows = await after(
      [original, written],
      [
        "INSERT INTO u VALUES (1, 'x', 'y', 'first')",
        "INSERT INTO u VALUES (2, 'x', 'z', 'replaces 1')",
        "INSERT INTO u VALUES (3, 'w', 'v', NULL)",
        "INSERT INTO u VALUES (2, 'q', 'r', 'replaces 2')",
      ],
      'SELECT * FROM u ORDER BY id',
    );
    expect(rows[0]).toEqual([{ id: 2, e: 'q', f: 'r', g: 'replaces 2' }]);
    expect(rows[1]).toEqual(rows[0]);
    await Promise.all([original.close(), written.close()]);
  });

  it('leaves unnamed the foreign keys the script left unnamed, two to the same column too', async () => {
    const sql = `CREATE TABLE p (id INTEGER PRIMARY KEY);
      CREATE TABLE m (id INTEGER PRIMARY KEY, a INTEGER REFERENCES p(id),
        b INTEGER REFERENCES p(id) ON DELETE CASCADE);`;
    const [original, written] = await both(sql);
    const text = async (e: Engine) =>
      (await e.rows(`SELECT sql FROM sqlite_master WHERE name = 'm'`))[0]?.sql;
    expect(String(await text(written))).not.toMatch(/CONSTRAINT/i);
    expect(await catalogOf(written, 'm')).toEqual(await catalogOf(original, 'm'));
    await Promise.all([original.close(), written.close()]);
  });
});
