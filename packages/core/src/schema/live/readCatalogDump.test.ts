import { describe, expect, it } from 'vitest';
import { catalogQuery, catalogScript, LIVE_ENGINES, readCatalogDump } from '.';

/** A small SQLite dump, as its catalog query returns it. */
const SQLITE_DUMP = {
  relata_catalog: 1,
  engine: 'sqlite',
  version: '3.45.0',
  objects: [
    { type: 'table', name: 'a', table: 'a', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' },
    { type: 'index', name: 'a_i', table: 'a', sql: 'CREATE INDEX a_i ON a (id) -- by id' },
  ],
};
const JSON_TEXT = JSON.stringify(SQLITE_DUMP);

/** A PostgreSQL dump with one table, as json_build_object prints it (a break between rows). */
const POSTGRES_JSON = `{"relata_catalog" : 1, "engine" : "postgresql", "version" : "15.4", "schemas" : [], "extensions" : [], "types" : [], "sequences" : [], "functions" : [], "aggregates" : [], "tables" : [{"schema":"public","name":"t","persistence":"p","comment":"a | b +","partition_key":null,"partition_bound":null,"parents":[],"columns":[{"name":"id","type":"integer","not_null":true,"default_value":null,"identity":"a","generated":null,"collation":null,"collation_schema":null,"comment":null,"local":true}],"constraints":[{"name":"t_pkey","type":"p","definition":"PRIMARY KEY (id)"}]}, 
 {"schema":"public","name":"Order","persistence":"p","comment":null,"partition_key":null,"partition_bound":null,"parents":[],"columns":[],"constraints":[]}], "indexes" : [], "views" : [], "triggers" : [], "rules" : []}`;

const dumpOf = (text: string) => {
  const read = readCatalogDump(text);
  if ('error' in read) throw new Error(read.error);
  return read.dump;
};

describe('readCatalogDump', () => {
  it('reads the JSON a catalog query returns', () => {
    expect(dumpOf(JSON_TEXT)).toMatchObject({ engine: 'sqlite', version: '3.45.0' });
  });

  it("reads psql's aligned output, with its header, + continuations and row count", () => {
    const lines = POSTGRES_JSON.split('\n');
    const printed = [
      '                catalog',
      '----------------------------------------',
      ...lines.map((l, i) => ` ${l}${i < lines.length - 1 ? '+' : ''}`),
      '(1 row)',
    ].join('\n');
    const dump = dumpOf(printed);
    expect(dump.engine).toBe('postgresql');
    expect(catalogScript(dump)).toContain('CREATE TABLE "Order"');
    expect(catalogScript(dump)).toContain("COMMENT ON TABLE t IS 'a | b +';");
  });

  it("reads psql's expanded (\\x) output", () => {
    const [first, ...rest] = POSTGRES_JSON.split('\n');
    const printed = [
      '-[ RECORD 1 ]-------------------------',
      `catalog | ${first}+`,
      ...rest.map((l) => `        | ${l}`),
    ].join('\n');
    expect(dumpOf(printed).engine).toBe('postgresql');
  });

  it('reads a JSON string holding the JSON', () => {
    expect(dumpOf(JSON.stringify(JSON_TEXT)).engine).toBe('sqlite');
  });

  it("reads a client's JSON export of the result row", () => {
    expect(dumpOf(JSON.stringify([{ catalog: JSON_TEXT }])).engine).toBe('sqlite');
    expect(dumpOf(JSON.stringify([{ catalog: SQLITE_DUMP }])).engine).toBe('sqlite');
  });

  it("reads a CSV export and a MySQL client's table border", () => {
    expect(dumpOf(`catalog\n"${JSON_TEXT.replaceAll('"', '""')}"\n`).engine).toBe('sqlite');
    const border = `+${'-'.repeat(20)}+`;
    expect(dumpOf(`${border}\n| catalog |\n${border}\n| ${JSON_TEXT} |\n${border}`).engine).toBe(
      'sqlite',
    );
  });

  it('says what is wrong with text that is not a dump, never throwing', () => {
    for (const text of ['', 'hello', '{"a": 1}', '[1, 2]', 'null', '{"relata_catalog": 1, "eng'])
      expect(readCatalogDump(text)).toEqual({
        error: expect.stringMatching(/catalog query/) as unknown,
      });
    expect(readCatalogDump('garbage')).toEqual({
      error: expect.stringContaining("This is not the result of Relata's catalog query") as unknown,
    });
  });

  it('refuses an unknown engine and a dump whose parts have the wrong shape', () => {
    const oracle = readCatalogDump(JSON.stringify({ ...SQLITE_DUMP, engine: 'oracle' }));
    expect(oracle).toEqual({ error: expect.stringContaining('oracle') as unknown });
    const broken = { ...SQLITE_DUMP, objects: [{ type: 'table', name: 'a', sql: 42 }] };
    expect(readCatalogDump(JSON.stringify(broken))).toEqual({
      error: expect.stringContaining('objects[0]') as unknown,
    });
    const postgres = JSON.parse(POSTGRES_JSON) as Record<string, unknown>;
    expect(readCatalogDump(JSON.stringify({ ...postgres, tables: 'none' }))).toEqual({
      error: expect.stringContaining('tables') as unknown,
    });
  });

  it('refuses text over the import limit', () => {
    const huge = ' '.repeat(20 * 1024 * 1024 + 1);
    expect(readCatalogDump(huge)).toEqual({ error: expect.stringContaining('MB') as unknown });
  });
});

describe('catalogScript', () => {
  it("writes SQLite's stored statements in order, a trailing comment's `;` on its own line", () => {
    expect(catalogScript(dumpOf(JSON_TEXT))).toBe(
      'CREATE TABLE a (id INTEGER PRIMARY KEY);\n\nCREATE INDEX a_i ON a (id) -- by id\n;\n',
    );
  });

  it('quotes names PostgreSQL would read otherwise', () => {
    const script = catalogScript(dumpOf(POSTGRES_JSON));
    expect(script).toContain(
      'CREATE TABLE t (\n    id integer GENERATED ALWAYS AS IDENTITY NOT NULL\n);',
    );
    expect(script).toContain('ALTER TABLE t ADD CONSTRAINT t_pkey PRIMARY KEY (id);');
  });
});

describe('catalogQuery', () => {
  it('gives one query per engine, reading only the catalog', () => {
    for (const engine of LIVE_ENGINES) expect(catalogQuery(engine)).toMatch(/SELECT/i);
    expect(catalogQuery('postgresql')).not.toMatch(/\b(INSERT|UPDATE|DELETE|CREATE|DROP)\b/);
    expect(catalogQuery('sqlite')).toContain('sqlite_master');
  });
});

describe('the SQL a dump carries', () => {
  it('refuses a definition that would end its statement and start another', () => {
    const postgres = JSON.parse(POSTGRES_JSON) as { tables: { constraints: unknown[] }[] };
    postgres.tables[0]!.constraints = [
      { name: 'k', type: 'c', definition: 'CHECK (true)); DROP TABLE t; --' },
    ];
    expect(readCatalogDump(JSON.stringify(postgres))).toEqual({
      error: expect.stringContaining('not what its query returns') as unknown,
    });
    const sqlite = {
      ...SQLITE_DUMP,
      objects: [{ ...SQLITE_DUMP.objects[0], sql: 'CREATE TABLE a (x); DROP TABLE b' }],
    };
    expect(readCatalogDump(JSON.stringify(sqlite))).toEqual({
      error: expect.stringContaining('not what its query returns') as unknown,
    });
  });
});

describe("a MySQL dump's partitioned tables", () => {
  const partition = (name: string, position: number, description: string | null) => ({
    table: 'history',
    name,
    subName: null,
    method: 'RANGE',
    expression: '`clock`',
    subMethod: null,
    subExpression: null,
    description,
    position,
    subPosition: null,
  });
  const dump = (partitions: unknown[]) =>
    JSON.stringify({
      relata_catalog: 1,
      engine: 'mysql',
      version: '10.11.6-MariaDB',
      database: 'zbx',
      tables: [{ name: 'history', engine: 'InnoDB', collation: null, charset: null }],
      columns: [{ table: 'history', name: 'clock', position: 1, type: 'int(11)', nullable: 'NO' }],
      partitions,
    });

  it('writes the PARTITION BY clause, each partition with its bound', () => {
    const script = catalogScript(
      dumpOf(dump([partition('p1', 1, '1706745600'), partition('pmax', 2, 'MAXVALUE')])),
    );
    expect(script).toContain(
      ') ENGINE=InnoDB\nPARTITION BY RANGE (`clock`) (PARTITION `p1` VALUES LESS THAN (1706745600), PARTITION `pmax` VALUES LESS THAN MAXVALUE);',
    );
  });

  it('leaves out a clause whose bound is not one piece of SQL, and reads a dump without partitions', () => {
    const forged = dump([partition('p1', 1, '1); DROP TABLE history; -- ')]);
    const script = catalogScript(dumpOf(forged));
    expect(script).not.toContain('PARTITION');
    expect(script).not.toContain('DROP');
    const { partitions: _, ...older } = JSON.parse(dump([])) as Record<string, unknown>;
    expect(catalogScript(dumpOf(JSON.stringify(older)))).toContain('CREATE TABLE `history`');
  });
});

describe("a PostgreSQL dump's identity options", () => {
  it('writes a start and step other than 1, and reads a dump taken before they were read', () => {
    const withOptions = POSTGRES_JSON.replace(
      '"identity":"a"',
      '"identity":"a","identity_start":"1000","identity_increment":"5"',
    );
    expect(catalogScript(dumpOf(withOptions))).toContain(
      'GENERATED ALWAYS AS IDENTITY (START WITH 1000 INCREMENT BY 5)',
    );
    expect(catalogScript(dumpOf(POSTGRES_JSON))).toMatch(/GENERATED ALWAYS AS IDENTITY NOT NULL/);
  });
});
