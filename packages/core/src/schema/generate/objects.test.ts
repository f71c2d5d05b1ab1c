import { describe, expect, it } from 'vitest';
import type { PhysicalExtra } from '../physical';
import { ModelBuilder } from '../testing/sampleModels';
import { generateDdl } from '.';
import { extraPlace } from './objects';

/** A routine of the given kind as PostgreSQL's pg_get_functiondef or MySQL's SHOW CREATE writes it. */
const routine = (sql: string, dialect = 'postgresql', kind = 'function'): PhysicalExtra => ({
  dialect,
  kind,
  name: 'f',
  sql,
});

const tables = new Set(['language', 'customer']);

describe('where a routine goes in the script', () => {
  it('keeps a function whose attributes name a table word (LANGUAGE sql) before the tables', () => {
    const sql = `CREATE OR REPLACE FUNCTION public._group_concat(text, text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT $1 || ', ' || $2 $function$`;
    expect(extraPlace(routine(sql), 'postgresql', tables)).toBe('beforeTables');
  });

  it('puts a function after the tables when its return type is a table, however it is spelled', () => {
    for (const returns of ['language', 'SETOF language', 'public.language', 'SETOF "language"'])
      expect(
        extraPlace(
          routine(`CREATE FUNCTION f() RETURNS ${returns} LANGUAGE sql STABLE AS 'SELECT 1'`),
          'postgresql',
          tables,
        ),
      ).toBe('beforeViews');
  });

  it('reads arguments named like attributes (rows, cost, language) as arguments', () => {
    const sql = `CREATE FUNCTION f(rows integer, cost numeric DEFAULT 0) RETURNS SETOF customer
 RETURNS NULL ON NULL INPUT LANGUAGE plpgsql AS $$ BEGIN RETURN; END $$`;
    expect(extraPlace(routine(sql), 'postgresql', tables)).toBe('beforeViews');
  });

  it('ends the head at every attribute, not at the first table name after it', () => {
    for (const attribute of ['STRICT', 'SECURITY DEFINER', 'COST 10', 'PARALLEL SAFE', 'SET x = 1'])
      expect(
        extraPlace(
          routine(`CREATE FUNCTION f() RETURNS integer ${attribute} LANGUAGE sql AS 'x'`),
          'postgresql',
          tables,
        ),
      ).toBe('beforeTables');
  });

  it("ends a MySQL function's head at its characteristics and body", () => {
    const sql = `CREATE DEFINER=\`root\`@\`localhost\` FUNCTION f(p INT) RETURNS int
    DETERMINISTIC READS SQL DATA
RETURN (SELECT COUNT(*) FROM language WHERE language_id = p)`;
    expect(extraPlace(routine(sql, 'mysql'), 'mysql', tables)).toBe('beforeTables');
  });

  it('creates a function before the aggregate built on it when a table is named language', () => {
    const model = new ModelBuilder()
      .table('language', [{ name: 'language_id', type: 'integer', isPrimaryKey: true }])
      .table('film', [{ name: 'film_id', type: 'integer', isPrimaryKey: true }]).model;
    model.extraSql = [
      {
        id: 'x1',
        dialect: 'postgresql',
        kind: 'function',
        name: '_group_concat',
        sql: `CREATE OR REPLACE FUNCTION public._group_concat(text, text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT $1 || ', ' || $2 $function$`,
      },
      {
        id: 'x2',
        dialect: 'postgresql',
        kind: 'aggregate',
        name: 'group_concat',
        sql: 'CREATE AGGREGATE public.group_concat(text) (SFUNC = public._group_concat, STYPE = text)',
      },
    ];
    const script = generateDdl(model, 'postgresql');
    const at = (text: string) => script.indexOf(text);
    expect(at('CREATE OR REPLACE FUNCTION public._group_concat')).toBeGreaterThan(-1);
    expect(at('CREATE OR REPLACE FUNCTION public._group_concat')).toBeLessThan(
      at('CREATE AGGREGATE public.group_concat'),
    );
  });
});
