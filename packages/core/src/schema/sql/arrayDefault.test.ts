import { describe, expect, it } from 'vitest';
import { generateDdl } from '../generate';
import { importDdl } from '../import';
import type { SqlDialect } from './dialects';

/** A PostgreSQL script written for another dialect. */
const fromPostgres = (sql: string, to: SqlDialect): string =>
  generateDdl(importDdl(sql, 'postgresql').model, to);

describe("PostgreSQL's array defaults where there are no arrays", () => {
  it.each([
    ["'{}'::text[]", '[]'],
    ['\'{a,"b c",NULL}\'::character varying(20)[]', '["a","b c",null]'],
    ["'{1,2.5}'::numeric[]", '[1,2.5]'],
    ["'{{1,2},{3,4}}'::integer[]", '[[1,2],[3,4]]'],
    ["'{1,2}'::text[]", '["1","2"]'],
    ['ARRAY[]::integer[]', '[]'],
    ["ARRAY['p'::character varying, 'it''s'::character varying]", '["p","it\'s"]'],
  ])('writes %s as the JSON array %s', (value, json) => {
    const sql = `CREATE TABLE a (id int PRIMARY KEY, v text[] DEFAULT ${value});`;
    for (const dialect of ['mysql', 'sqlite'] as const)
      expect(fromPostgres(sql, dialect)).toContain(`DEFAULT '${json.replace(/'/g, "''")}'`);
    expect(fromPostgres(sql, 'mssql')).toContain(`DEFAULT N'${json.replace(/'/g, "''")}' FOR v`);
    // PostgreSQL keeps its own spelling.
    expect(fromPostgres(sql, 'postgresql')).toContain(`DEFAULT ${value}`);
  });

  it('reads a literal without a cast by the column’s array type, booleans as booleans', () => {
    const sql = `CREATE TABLE s (h bool[24] NOT NULL DEFAULT '{f,t}', i int[] DEFAULT '{1,2}',
      t text[] DEFAULT '{1,x}', b boolean[] DEFAULT '{true,NULL}'::boolean[]);`;
    for (const dialect of ['mysql', 'sqlite'] as const) {
      const out = fromPostgres(sql, dialect);
      expect(out).toContain("NOT NULL DEFAULT '[false,true]'");
      expect(out).toContain("DEFAULT '[1,2]'");
      expect(out).toContain('DEFAULT \'["1","x"]\'');
      expect(out).toContain("DEFAULT '[true,null]'");
    }
    // PostgreSQL keeps them, and takes them: an array's default is no element value.
    const same = fromPostgres(sql, 'postgresql');
    expect(same).toContain("h bool[24] NOT NULL DEFAULT '{f,t}'");
    expect(same).toContain("i int[] NULL DEFAULT '{1,2}'");
    expect(same).not.toContain('Note');
  });

  it('leaves a default that is no array of literals to the other rules', () => {
    const sql = "CREATE TABLE b (id int, v jsonb DEFAULT '{}'::jsonb, w int[] DEFAULT ARRAY[id]);";
    const out = fromPostgres(sql, 'mysql');
    expect(out).toContain("v JSON NULL DEFAULT '{}'");
    expect(out).toContain('  w JSON NULL\n');
    expect(out).toContain(
      '-- Note: b.w: default is left out: ARRAY[id] builds a PostgreSQL array of values that are no literals',
    );
  });
});

describe('checks calling a function SQLite lacks', () => {
  it("leaves out the check with a note, so that SQLite takes the table; btrim is SQLite's trim", () => {
    const sql = `CREATE TABLE c (t text CHECK (length(btrim(t)) > 0), u text CHECK (to_tsvector(u) IS NOT NULL));`;
    const out = fromPostgres(sql, 'sqlite');
    expect(out).toContain('CHECK (length(trim(t)) > 0)');
    expect(out).not.toContain('to_tsvector(u)');
    expect(out).toContain('-- Note: check on c.u is left out: SQLite has no function to_tsvector');
  });
});
