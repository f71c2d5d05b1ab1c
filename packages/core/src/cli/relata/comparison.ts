import {
  alignDatabase,
  databaseChanges,
  takeDatabaseChanges,
} from '../../schema/diff/databaseSync';
import type { ChangeGroup, DiagramChange } from '../../schema/diff/diagramChanges';
import {
  planMigration,
  type MigrationLabels,
  type MigrationPlan,
} from '../../schema/diff/planMigration';
import type { DiagramModel } from '../../schema/model';
import type { SqlDialect } from '../../schema/sql/dialects';

/** How a project's design and another schema (a file, a database) differ. */
export interface Comparison {
  /** Every difference, as the version compare lists them. */
  changes: DiagramChange[];
  /** The migration, with its rollback. */
  plan: MigrationPlan;
}

/**
 * The design against a schema file, as `push` and `diff PROJECT FILE` see it: the file lined up
 * with the design as the live-database re-sync lines a database up (same tables, columns and keys
 * by name keep the design's ids and places; new tables go beside the ones they relate to), what
 * differs, the design with every difference taken (what a push stores), and the migration from
 * the design to the file.
 */
export function compareFile(
  design: DiagramModel,
  file: DiagramModel,
  dialect: SqlDialect,
  labels: MigrationLabels,
): Comparison & { pushed: DiagramModel } {
  const aligned = alignDatabase(design, file);
  const { items } = databaseChanges(design, aligned, dialect);
  const pushed = takeDatabaseChanges(design, aligned, items, new Set(items.map((c) => c.key)));
  return { changes: items, pushed, plan: planMigration(design, pushed, dialect, labels) };
}

/**
 * The design against a live database (the drift check): what differs, and the migration that
 * brings the database to the design, in the database's dialect.
 */
export function compareDatabase(
  design: DiagramModel,
  database: DiagramModel,
  engine: SqlDialect,
  labels: MigrationLabels,
): Comparison {
  const aligned = alignDatabase(design, database);
  const { items } = databaseChanges(design, aligned, engine);
  return { changes: items, plan: planMigration(aligned, design, engine, labels) };
}

const MARKS = { added: '+', removed: '-', changed: '~' } as const;
const NOUNS: Record<ChangeGroup, string> = {
  tables: 'table',
  columns: 'column',
  keys: 'key',
  indexes: 'index',
  checks: 'check',
  types: 'type',
  relationships: 'relationship',
  views: 'view',
};

/** The differences as lines: `+ table orders`, `~ column users.email: type text -> varchar(80)`. */
export function changeLines(changes: readonly DiagramChange[]): string[] {
  return changes.map(
    (c) => `${MARKS[c.kind]} ${NOUNS[c.group]} ${c.label}${c.detail ? `: ${c.detail}` : ''}`,
  );
}
