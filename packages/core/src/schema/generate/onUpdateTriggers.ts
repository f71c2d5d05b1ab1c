import {
  NameScope,
  constraintName,
  findColumn,
  nameKey,
  type PhysicalColumn,
  type PhysicalExtra,
  type PhysicalSchema,
  type PhysicalTable,
} from '../physical';
import { parseType } from '../sql/types';
import { triggerTable } from '../sql/routineText';
import { quoteIdentifier } from '../quoting';
import { namedSqlDialect, type SqlDialect } from '../sql/dialects';
import { convertDefault } from '../sql/defaultValue';
import { tableRef } from './dialect';

/** What MySQL takes after ON UPDATE: the current time, by any of its names, with a precision. */
export const ON_UPDATE_NOW =
  /^\s*(?:current_timestamp|now|localtime|localtimestamp)\s*(?:\(\s*\d*\s*\))?\s*$/i;

/**
 * A dollar-quote tag the body does not hold (a quoted name may hold `$$`), so no name can end the
 * body early.
 */
function dollarTag(body: string): string {
  let tag = '$relata$';
  for (let n = 1; body.includes(tag); n++) tag = `$relata${n}$`;
  return tag;
}

/**
 * MySQL's `ON UPDATE CURRENT_TIMESTAMP` as the trigger PostgreSQL and SQLite need for it (they
 * have no such clause; pgloader does the same): when an update changes the row but not the
 * column, the column takes the current time.
 * - PostgreSQL: a trigger function per table, setting each such column, and its BEFORE UPDATE
 *   trigger;
 * - SQLite: an AFTER UPDATE trigger per column that updates the row again (by its primary key, or
 *   rowid), only when the column was not set and another column changed, so it does not run
 *   again for its own update.
 * The columns lose the clause in the adapted schema, and a note names the trigger. Names are
 * claimed against the script's own routines and triggers. Other dialects keep their note.
 */
export function onUpdateTriggers(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'postgresql' && dialect !== 'sqlite') return;
  const tables = schema.tables.filter((t) => t.columns.some((c) => c.onUpdate));
  if (tables.length === 0) return;
  const names = new NameScope(dialect === 'postgresql' ? 63 : Infinity);
  for (const e of schema.extras ?? []) if (e.name) names.claim(e.name.replace(/^.*\./, ''));
  const extras = [...(schema.extras ?? [])];
  const q = (name: string) => quoteIdentifier(name, dialect);
  for (const table of tables) {
    const set: { name: string; value: string }[] = [];
    for (const column of table.columns) {
      if (!column.onUpdate || !ON_UPDATE_NOW.test(column.onUpdate)) continue;
      // The value as the column's default would be written (MySQL allows only the current time).
      const value = convertDefault(column.onUpdate, dialect, {
        boolean: false,
        type: column.type,
        from: 'mysql',
      }).sql;
      if (!value) continue;
      set.push({ name: column.name, value });
      delete column.onUpdate;
    }
    if (set.length === 0) continue;
    const ref = tableRef(table, dialect);
    if (dialect === 'postgresql') {
      const fn = names.claim(constraintName(table.name, 'on_update'));
      const fnRef = tableRef({ name: fn, schema: table.schema }, dialect);
      const body = [
        'BEGIN',
        ...set.map(
          (c) =>
            `  IF NEW IS DISTINCT FROM OLD AND NEW.${q(c.name)} IS NOT DISTINCT FROM OLD.${q(c.name)} THEN NEW.${q(c.name)} := ${c.value}; END IF;`,
        ),
        '  RETURN NEW;',
        'END',
      ].join('\n');
      const tag = dollarTag(body);
      extras.push(
        {
          dialect,
          kind: 'function',
          name: table.schema ? `${table.schema}.${fn}` : fn,
          sql: `CREATE FUNCTION ${fnRef}() RETURNS trigger LANGUAGE plpgsql AS ${tag}\n${body}\n${tag};`,
        },
        {
          dialect,
          kind: 'trigger',
          name: fn,
          sql: `CREATE TRIGGER ${q(fn)} BEFORE UPDATE ON ${ref} FOR EACH ROW EXECUTE FUNCTION ${fnRef}();`,
        },
      );
      schema.notes.push(
        `${table.name}: ON UPDATE of ${set.map((c) => c.name).join(', ')} is the trigger ${fn} in postgresql`,
      );
      continue;
    }
    const key = keyColumns(table);
    const row = key ? key.map((k) => `${q(k)} IS NEW.${q(k)}`).join(' AND ') : 'rowid = NEW.rowid';
    for (const c of set) {
      const name = names.claim(constraintName(table.name, c.name, 'on_update'));
      const others = table.columns.filter((o) => o.name !== c.name && !o.generated);
      const changed = others.map((o) => `NEW.${q(o.name)} IS NOT OLD.${q(o.name)}`).join(' OR ');
      extras.push({
        dialect,
        kind: 'trigger',
        name,
        sql: `CREATE TRIGGER ${q(name)} AFTER UPDATE ON ${ref} FOR EACH ROW WHEN NEW.${q(c.name)} IS OLD.${q(c.name)}${changed ? ` AND (${changed})` : ''}\nBEGIN\n  UPDATE ${ref} SET ${q(c.name)} = ${c.value} WHERE ${row};\nEND;`,
      });
      schema.notes.push(`${table.name}: ON UPDATE of ${c.name} is the trigger ${name} in sqlite`);
    }
  }
  schema.extras = extras;
}

/** The primary key's columns, or null for a table without one (SQLite then finds the row by rowid). */
function keyColumns(table: PhysicalTable): string[] | null {
  return table.primaryKey.length > 0 ? table.primaryKey : null;
}

/** A PostgreSQL name, quoted or not, as the engine folds it. */
const PG_NAME = String.raw`(?:"(?:[^"]|"")+"|[\p{L}_][\p{L}\p{N}_$]*)`;
const pgName = (written: string): string =>
  written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written.toLowerCase();

/** A plpgsql body that only stamps columns with the current time: `NEW.col = now(); RETURN NEW;`. */
const STAMPS = new RegExp(
  String.raw`^\s*BEGIN\s+((?:NEW\s*\.\s*${PG_NAME}\s*:?=\s*(?:now\s*\(\s*\)|CURRENT_TIMESTAMP|LOCALTIMESTAMP|clock_timestamp\s*\(\s*\)|statement_timestamp\s*\(\s*\)|transaction_timestamp\s*\(\s*\))\s*;\s*)+)RETURN\s+NEW\s*;\s*END\s*;?\s*$`,
  'iu',
);
const STAMP = new RegExp(String.raw`NEW\s*\.\s*(${PG_NAME})`, 'giu');

/** The columns a PostgreSQL trigger function stamps with the current time, or null. */
function stampedColumns(sql: string): string[] | null {
  if (!/\bLANGUAGE\s+'?plpgsql\b/i.test(sql) || !/\bRETURNS\s+trigger\b/i.test(sql)) return null;
  const body = /\bAS\s+(\$\w*\$)([\s\S]*?)\1/i.exec(sql)?.[2]?.replace(/--[^\n]*/g, '');
  const stamps = body === undefined ? null : STAMPS.exec(body);
  return stamps?.[1] ? [...stamps[1].matchAll(STAMP)].map((m) => pgName(m[1] ?? '')) : null;
}

/** `CREATE TRIGGER t BEFORE UPDATE ON table FOR EACH ROW EXECUTE FUNCTION fn()`: the function's name. */
const STAMP_TRIGGER = new RegExp(
  String.raw`^\s*CREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+${PG_NAME}\s+BEFORE\s+UPDATE\s+ON\s+(?:ONLY\s+)?${PG_NAME}(?:\s*\.\s*${PG_NAME})?\s+FOR\s+EACH\s+ROW\s+EXECUTE\s+(?:FUNCTION|PROCEDURE)\s+(?:${PG_NAME}\s*\.\s*)?(${PG_NAME})\s*\(\s*\)\s*;?\s*$`,
  'iu',
);

/**
 * PostgreSQL's trigger that stamps a row's column with the current time on every update (sakila's
 * `last_updated()`, the common `set_updated_at()`) is MySQL's `ON UPDATE CURRENT_TIMESTAMP` in
 * MySQL, and the trigger onUpdateTriggers writes in SQLite, where the PL/pgSQL cannot run. The
 * trigger (and its function, once no other trigger calls it) gives way to the clause, with a
 * note: an update that sets the column itself keeps its value there.
 */
export function onUpdateFromTriggers(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'mysql' && dialect !== 'sqlite') return;
  const extras = schema.extras ?? [];
  const functions = new Map<string, { extra: PhysicalExtra; columns: string[] }>();
  for (const e of extras) {
    if (!/^function$/i.test(e.kind) || namedSqlDialect(e.dialect) !== 'postgresql' || !e.name)
      continue;
    const columns = stampedColumns(e.sql);
    if (columns) functions.set(e.name.replace(/^.*\./, '').toLowerCase(), { extra: e, columns });
  }
  if (functions.size === 0) return;
  const taken = new Set<PhysicalExtra>();
  // A stamping function stays while a trigger that is not taken still calls it.
  const stillCalled = new Set<PhysicalExtra>();
  for (const e of extras) {
    if (!/^trigger$/i.test(e.kind) || namedSqlDialect(e.dialect) !== 'postgresql') continue;
    const called =
      STAMP_TRIGGER.exec(e.sql)?.[1] ??
      /\bEXECUTE\s+(?:FUNCTION|PROCEDURE)\s+(?:[^\s(]+\.)?([^\s(.]+)\s*\(/i.exec(e.sql)?.[1];
    const fn = called === undefined ? undefined : functions.get(pgName(called).toLowerCase());
    if (!fn) continue;
    const table = STAMP_TRIGGER.test(e.sql) ? tableOf(schema, e.sql) : undefined;
    const columns = table ? fn.columns.map((c) => findColumn(table, c)) : [];
    if (!table || columns.some((c) => !c || !stampable(c, dialect))) {
      stillCalled.add(fn.extra);
      continue;
    }
    for (const c of columns) if (c && !c.onUpdate) c.onUpdate = 'CURRENT_TIMESTAMP';
    taken.add(e);
    schema.notes.push(
      `trigger ${e.name ?? ''} on ${table.name} is ON UPDATE CURRENT_TIMESTAMP of ${fn.columns.join(', ')} in ${dialect} (an update that sets the column keeps its value)`,
    );
  }
  if (taken.size === 0) return;
  for (const { extra } of functions.values()) if (!stillCalled.has(extra)) taken.add(extra);
  schema.extras = extras.filter((e) => !taken.has(e));
}

/** The table a PostgreSQL trigger is on, found by schema and name (or by name alone). */
function tableOf(schema: PhysicalSchema, sql: string): PhysicalTable | undefined {
  const on = triggerTable(sql);
  if (!on) return undefined;
  const key = nameKey(on.name);
  const named = schema.tables.filter((t) => nameKey(t.name) === key);
  return (
    named.find((t) => (t.schema ?? 'public') === (on.schema ?? t.schema ?? 'public')) ?? named[0]
  );
}

/** Whether the dialect takes ON UPDATE on the column (MySQL: a TIMESTAMP or DATETIME). */
function stampable(column: PhysicalColumn, dialect: SqlDialect): boolean {
  if (dialect !== 'mysql') return true;
  const kind = parseType(column.type).kind;
  return kind === 'datetime' || kind === 'datetimetz';
}
