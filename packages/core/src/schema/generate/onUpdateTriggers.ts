import { NameScope, constraintName, type PhysicalSchema, type PhysicalTable } from '../physical';
import { quoteIdentifier } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { convertDefault } from '../sql/defaultValue';
import { tableRef } from './dialect';

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
      if (!column.onUpdate) continue;
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
