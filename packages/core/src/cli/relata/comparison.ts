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
import type { DiagramModel, ExtraSql } from '../../schema/model';
import type { SqlDialect } from '../../schema/sql/dialects';

/** One difference: as the version compare lists it, or a statement kept verbatim. */
export type SchemaChange = Pick<DiagramChange, 'kind' | 'label' | 'detail'> & {
  group: ChangeGroup | 'statements';
};

/** How a project's design and another schema (a file, a database) differ. */
export interface Comparison {
  /** Every difference, as the version compare lists them, then the statements'. */
  changes: SchemaChange[];
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
  /** Whether the file carries statements (SQL and JSON do; DBML cannot): then they are taken. */
  withStatements: boolean,
): Comparison & { pushed: DiagramModel } {
  const aligned = alignDatabase(design, file);
  const { items } = databaseChanges(design, aligned, dialect);
  const taken = takeDatabaseChanges(design, aligned, items, new Set(items.map((c) => c.key)));
  const statements = withStatements
    ? takeStatements(design.extraSql ?? [], file.extraSql ?? [])
    : { changes: [], list: design.extraSql };
  const pushed = { ...taken, extraSql: statements.list };
  return {
    changes: [...items, ...statements.changes],
    pushed,
    plan: planMigration(design, pushed, dialect, labels),
  };
}

/** What names a statement across two schemas: its dialect, kind and name (else its text). */
const statementKey = (s: ExtraSql) => `${s.dialect}\u0000${s.kind}\u0000${s.name ?? s.sql}`;

/**
 * The file's statements kept verbatim (functions, triggers, ...) in place of the design's, those
 * that are the same statement keeping the design's ids; and how they differ.
 */
function takeStatements(design: readonly ExtraSql[], file: readonly ExtraSql[]) {
  // Statements of one key pair in order: a trigger of one name on several tables is several.
  const own = new Map<string, ExtraSql[]>();
  for (const s of design) own.set(statementKey(s), [...(own.get(statementKey(s)) ?? []), s]);
  const changes: SchemaChange[] = [];
  const label = (s: ExtraSql) => `${s.kind} ${s.name ?? s.sql.split('\n')[0]?.slice(0, 60)}`;
  const list = file.map((s) => {
    const mine = own.get(statementKey(s))?.shift();
    if (!mine) changes.push({ group: 'statements', kind: 'added', label: label(s) });
    else if (mine.sql.trim() !== s.sql.trim())
      changes.push({ group: 'statements', kind: 'changed', label: label(s), detail: 'text' });
    return mine ? { ...s, id: mine.id } : s;
  });
  for (const gone of [...own.values()].flat())
    changes.push({ group: 'statements', kind: 'removed', label: label(gone) });
  return { changes, list };
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
const NOUNS: Record<SchemaChange['group'], string> = {
  tables: 'table',
  columns: 'column',
  keys: 'key',
  indexes: 'index',
  checks: 'check',
  types: 'type',
  relationships: 'relationship',
  views: 'view',
  statements: 'statement',
};

/** The differences as lines: `+ table orders`, `~ column users.email: type text -> varchar(80)`. */
export function changeLines(changes: readonly SchemaChange[]): string[] {
  return changes.map(
    (c) => `${MARKS[c.kind]} ${NOUNS[c.group]} ${c.label}${c.detail ? `: ${c.detail}` : ''}`,
  );
}
