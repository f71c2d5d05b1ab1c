import { describe, expect, it } from 'vitest';
import { sqlWriter } from '../generate';
import type { PhysicalExtra } from '../physical';
import { planSchemaMigration } from './planMigration';
import { dropExtra } from './extraDiff';
import { routineArguments, triggerTable } from '../sql/routineText';

const writer = (dialect: 'postgresql' | 'mysql' | 'sqlite') =>
  sqlWriter({ tables: [], notes: [] }, dialect);

describe('kept routines, triggers and sequences in a migration', () => {
  it('drops a PostgreSQL routine by its arguments (overloads share a name), without defaults', () => {
    expect(
      routineArguments(
        "CREATE FUNCTION public.f(p_id integer, OUT n bigint, p_note text DEFAULT 'a, (b)', p_x int = 2) RETURNS SETOF integer AS $$ SELECT 1 $$",
      ),
    ).toBe('p_id integer, OUT n bigint, p_note text, p_x int');
    const f: PhysicalExtra = {
      dialect: 'postgresql',
      kind: 'function',
      name: 'public.f',
      sql: 'CREATE FUNCTION public.f(a numeric(10, 2)) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
    };
    expect(dropExtra(writer('postgresql'), f)).toBe(
      'DROP FUNCTION IF EXISTS public.f(a numeric(10, 2));',
    );
    expect(dropExtra(writer('mysql'), { ...f, dialect: 'mysql', name: 'f' })).toBe(
      'DROP FUNCTION IF EXISTS f;',
    );
  });

  it('drops a trigger on its table in PostgreSQL, by name elsewhere; every name quoted', () => {
    const sql =
      'CREATE TRIGGER "t""x" BEFORE UPDATE OF a, b ON ONLY "my schema"."Orders" FOR EACH ROW EXECUTE FUNCTION f()';
    expect(triggerTable(sql)).toEqual({ schema: 'my schema', name: 'Orders' });
    const trigger: PhysicalExtra = { dialect: 'postgresql', kind: 'trigger', name: 't"x', sql };
    expect(dropExtra(writer('postgresql'), trigger)).toBe(
      'DROP TRIGGER IF EXISTS "t""x" ON "my schema"."Orders";',
    );
    expect(dropExtra(writer('sqlite'), { ...trigger, dialect: 'sqlite' })).toBe(
      'DROP TRIGGER IF EXISTS "t""x";',
    );
    // SQLite has no functions to drop.
    expect(dropExtra(writer('sqlite'), { ...trigger, dialect: 'sqlite', kind: 'function' })).toBe(
      null,
    );
  });

  it('replaces a PostgreSQL function whose head is the same, drops and creates one whose head changes', () => {
    const fn = (sql: string): PhysicalExtra => ({
      dialect: 'postgresql',
      kind: 'function',
      name: 'f',
      sql,
    });
    const before = {
      tables: [],
      notes: [],
      extras: [fn('CREATE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ SELECT a $$;')],
    };
    const same = {
      ...before,
      extras: [fn('CREATE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ SELECT a + 1 $$;')],
    };
    expect(planSchemaMigration(before, same, 'postgresql').statements.map((s) => s.sql)).toEqual([
      'CREATE OR REPLACE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ SELECT a + 1 $$;',
    ]);
    const other = {
      ...before,
      extras: [fn('CREATE FUNCTION f(a bigint) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;')],
    };
    expect(planSchemaMigration(before, other, 'postgresql').statements.map((s) => s.sql)).toEqual([
      'DROP FUNCTION IF EXISTS f(a int);',
      'CREATE FUNCTION f(a bigint) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
    ]);
    // Another dialect's routine is not this engine's to create.
    expect(planSchemaMigration(before, other, 'mysql').statements).toEqual([]);
  });

  it('flags a dropped sequence: it starts over when created again', () => {
    const seq: PhysicalExtra = {
      dialect: 'postgresql',
      kind: 'sequence',
      name: 'public.s',
      sql: 'CREATE SEQUENCE public.s;',
    };
    const plan = planSchemaMigration(
      { tables: [], notes: [], extras: [seq] },
      { tables: [], notes: [] },
      'postgresql',
    );
    expect(plan.statements).toEqual([
      {
        sql: 'DROP SEQUENCE IF EXISTS public.s;',
        destructive: 'drops sequence public.s and the value it had reached',
      },
    ]);
    expect(plan.rollback.statements.map((s) => s.sql)).toEqual(['CREATE SEQUENCE public.s;']);
  });
});
