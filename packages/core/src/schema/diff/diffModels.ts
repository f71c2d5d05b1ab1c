import { adaptSchema } from '../generate/adapt';
import { sqlWriter } from '../generate';
import type { DiagramModel } from '../model';
import {
  IDENTIFIER_LIMIT,
  mariadbRenamedForeignKey,
  nameKey,
  type PhysicalForeignKey,
  type PhysicalSchema,
  type PhysicalTable,
} from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { toPhysical } from '../toPhysical';
import { fkSignature, matchSchemas } from './matchSchemas';
import { diffTableObjects, diffTypes, diffViews } from './objectDiff';
import { PhasedStatements, type MigrationStatement } from './phases';
import { diffExtras } from './extraDiff';
import { rebuildPostgresTable, recreateTriggers, triggersOf } from './rebuild';
import {
  diffTableProperties,
  partitioningChanged,
  partitioningNote,
  sqliteOptionsChanged,
} from './tableProperties';
import { viewsToRecreate } from './viewDependencies';
import {
  addRebuild,
  addedAtEnd,
  alterSqliteTable,
  alterTable,
  dropTableKeys,
  primaryKeyChanged,
  renamer,
} from './tableDiff';

/** Whether some key or index of a table starts with these columns (else MariaDB made one for a foreign key). */
function keyLeadsWith(t: PhysicalTable, columns: string[]): boolean {
  const keys = [
    t.primaryKey,
    ...t.columns.filter((c) => c.unique).map((c) => [c.name]),
    ...(t.uniques ?? []).map((u) => u.columns),
    ...(t.indexes ?? []).map((i) => i.parts.map((p) => p.column ?? '')),
  ];
  const want = columns.map(nameKey).join(',');
  return keys.some((k) => k.slice(0, columns.length).map(nameKey).join(',') === want);
}

/**
 * The statements that take a database from one physical schema to another in a dialect, in a
 * safe order (see PHASES): views and changed foreign keys dropped first, then changed indexes,
 * unique keys, checks and primary keys, dropped tables; types created or extended; tables and
 * columns renamed (renames come from ids, so data stays), columns dropped, changed and added; new
 * tables; keys, checks and indexes added; foreign keys added; views created; old types dropped.
 * SQLite, which cannot alter columns or constraints, rebuilds a changed table and copies its rows.
 * Both schemas are first adapted to the dialect the way the generators adapt them.
 */
export function migrationStatements(
  source: PhysicalSchema,
  target: PhysicalSchema,
  dialect: SqlDialect,
): MigrationStatement[] {
  return adaptedStatements(adaptSchema(source, dialect), adaptSchema(target, dialect), dialect);
}

/** migrationStatements for schemas already adapted to the dialect (a plan adapts each once). */
export function adaptedStatements(
  before: PhysicalSchema,
  after: PhysicalSchema,
  dialect: SqlDialect,
): MigrationStatement[] {
  const w = sqlWriter(after, dialect);
  const match = matchSchemas(before, after);
  const rename = renamer(match);
  const out = new PhasedStatements();
  const same = (x: string, c?: string) => c ?? x;
  const pkChanged = new Set(
    match.pairs.filter(primaryKeyChanged).map((p) => nameKey(p.before.name)),
  );
  // Foreign keys on a column whose type changes, or to a key that changes, go and come back.
  const retyped = new Set(
    match.pairs.flatMap((p) =>
      p.columns
        .filter((c) => c.before.type !== c.after.type)
        .map((c) => nameKey(`${p.before.name}.${c.before.name}`)),
    ),
  );
  // SQLite: whether a table must be rebuilt depends on its constraints, known after this pass.
  const objects = diffTableObjects(w, match, rename, () => false, new PhasedStatements());
  // MariaDB refuses to drop a key a foreign key of its table uses: those foreign keys go first.
  const keysDropped = new Set(
    dialect !== 'mysql'
      ? []
      : match.pairs
          .filter(
            (p) =>
              primaryKeyChanged(p) ||
              objects.keysDropped.has(nameKey(p.before.name)) ||
              p.columns.some((c) => c.before.unique && !c.after.unique),
          )
          .map((p) => nameKey(p.before.name)),
  );
  // PostgreSQL adds columns last: a table gaining a column between others is rebuilt.
  // Partitioning and inheritance, which no ALTER TABLE changes, rebuild the table too.
  const pgRebuilt = new Set(
    dialect !== 'postgresql'
      ? []
      : match.pairs
          .filter((p) => !addedAtEnd(p) || partitioningChanged(p))
          .map((p) => nameKey(p.before.name)),
  );
  const droppedTables = new Set(match.dropped.map((t) => nameKey(t.name)));
  const afterFks = new Set(
    after.tables.flatMap((t) => t.foreignKeys.map((fk) => fkSignature(t.name, fk, same))),
  );
  const readded = new Set<string>();
  const fkChangedTables = new Set<string>();
  // MariaDB renames a table's `old_ibfk_N` foreign keys to `new_ibfk_N` with the table: a design
  // that keeps the old name gets its key dropped before the rename and added after it.
  const engineFk = (table: string, fk: PhysicalForeignKey): PhysicalForeignKey =>
    dialect === 'mysql' && rename(table) !== table
      ? { ...fk, name: mariadbRenamedForeignKey(fk.name, table, rename(table)) }
      : fk;
  for (const t of before.tables)
    for (const fk of t.foreignKeys) {
      const sig = fkSignature(t.name, engineFk(t.name, fk), rename);
      const forced =
        pkChanged.has(nameKey(fk.refTable)) ||
        keysDropped.has(nameKey(t.name)) ||
        pgRebuilt.has(nameKey(t.name)) ||
        pgRebuilt.has(nameKey(fk.refTable)) ||
        fk.columns.some((c) => retyped.has(nameKey(`${t.name}.${c}`))) ||
        fk.refColumns.some((c) => retyped.has(nameKey(`${fk.refTable}.${c}`)));
      if (afterFks.has(sig) && !forced) continue;
      if (afterFks.has(sig)) readded.add(sig);
      else fkChangedTables.add(nameKey(rename(t.name)));
      if (dialect !== 'sqlite') out.add('dropForeignKeys', w.spec.dropForeignKey(t, fk));
      if (
        dialect === 'mysql' &&
        !droppedTables.has(nameKey(t.name)) &&
        !keyLeadsWith(t, fk.columns)
      )
        // The index MariaDB made for the foreign key (named after it) stays when the key goes.
        out.add(
          'dropForeignKeys',
          `ALTER TABLE ${w.ref(t.name, t.schema)} DROP INDEX ${w.q(fk.name)};`,
        );
    }
  const beforeFks = new Set(
    before.tables.flatMap((t) =>
      t.foreignKeys.map((fk) => fkSignature(t.name, engineFk(t.name, fk), rename)),
    ),
  );
  for (const t of after.tables)
    for (const fk of t.foreignKeys) {
      const sig = fkSignature(t.name, fk, same);
      if (beforeFks.has(sig) && !readded.has(sig)) continue;
      if (!beforeFks.has(sig)) fkChangedTables.add(nameKey(t.name));
      if (dialect !== 'sqlite') out.add('addForeignKeys', w.addForeignKey(t, fk));
    }

  for (const t of match.dropped)
    out.add('dropTables', w.dropTable(t), `drops table ${t.name} and its rows`);
  for (const pair of match.pairs) {
    if (pair.before.name !== pair.after.name)
      out.add('renames', w.spec.renameTable(pair.before, pair.after.name));
    dropTableKeys(w, pair, out);
  }
  const rebuilt = new Set<string>();
  for (const pair of match.pairs) {
    if (pgRebuilt.has(nameKey(pair.before.name))) {
      if (partitioningChanged(pair)) out.add('alterTables', partitioningNote(pair));
      addRebuild(rebuildPostgresTable(w, pair), pair, out);
      rebuilt.add(nameKey(pair.after.name));
    } else if (dialect !== 'sqlite') {
      alterTable(w, pair, out);
      diffTableProperties(w, pair, out);
    } else {
      const key = nameKey(pair.after.name);
      const constraints =
        fkChangedTables.has(key) ||
        objects.constraintsChanged.has(key) ||
        sqliteOptionsChanged(pair);
      if (alterSqliteTable(w, pair, constraints, out)) rebuilt.add(key);
      diffTableProperties(w, pair, out);
    }
  }
  // Routines, triggers, sequences and extensions, around the types (the triggers of rebuilt
  // tables are re-created with them, below).
  const rebuiltPairs = match.pairs.filter((p) => rebuilt.has(nameKey(p.after.name)));
  const recreated = new Set([
    ...triggersOf(
      before,
      rebuiltPairs.map((p) => p.before.name),
      dialect,
    ),
    ...triggersOf(
      after,
      rebuiltPairs.map((p) => p.after.name),
      dialect,
    ),
  ]);
  const extras = diffExtras(w, before, after, (e) => recreated.has(e));
  extras.drops(out);
  extras.creates('foundations', out);
  diffTypes(w, before, after, out);
  extras.creates('beforeTables', out);
  for (const t of match.created) out.add('createTables', w.createTable(t));
  diffTableObjects(w, match, rename, (name) => rebuilt.has(nameKey(name)), out);
  extras.creates('beforeViews', out);
  diffViews(w, before, after, viewsToRecreate(before, match, rebuilt), out);
  recreateTriggers(w, before, after, match, rebuilt, out);
  extras.creates('last', out);
  return out.all();
}

/** The migration script between two physical schemas: its statements, one a line (see migrationStatements). */
export function diffSchemas(
  before: PhysicalSchema,
  after: PhysicalSchema,
  dialect: SqlDialect,
): string {
  const body = migrationStatements(before, after, dialect).map((s) => s.sql);
  if (body.length === 0) return '-- No changes.\n';
  return (
    (dialect === 'sqlite'
      ? ['PRAGMA foreign_keys = OFF;', ...body, 'PRAGMA foreign_keys = ON;']
      : body
    ).join('\n') + '\n'
  );
}

/**
 * The migration script from one diagram to another in a dialect, without header or transaction
 * (see planMigration for the flagged, transactional script and its rollback).
 */
export function diffModels(before: DiagramModel, after: DiagramModel, dialect: SqlDialect): string {
  return diffSchemas(
    toPhysical(before, IDENTIFIER_LIMIT[dialect]),
    toPhysical(after, IDENTIFIER_LIMIT[dialect]),
    dialect,
  );
}
