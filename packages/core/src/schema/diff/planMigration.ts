import type { DiagramModel } from '../model';
import { IDENTIFIER_LIMIT, type PhysicalSchema } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { toPhysical } from '../toPhysical';
import { adaptSchema } from '../generate/adapt';
import { sqlCommentLine } from '../quoting';
import { adaptedStatements } from './diffModels';
import type { MigrationStatement } from './phases';

export type { MigrationStatement } from './phases';

/** One direction of a migration: its statements, how many are destructive, and the whole script. */
export interface MigrationScript {
  statements: MigrationStatement[];
  destructiveCount: number;
  /** Header comment, `-- DESTRUCTIVE:` comments, and BEGIN/COMMIT where the dialect allows DDL in a transaction. */
  script: string;
}

/** A migration and its rollback (the plan from the after state back to the before state). */
export interface MigrationPlan extends MigrationScript {
  dialect: SqlDialect;
  rollback: MigrationScript;
}

/** Labels for the script header (version names, file names). */
export interface MigrationLabels {
  from?: string;
  to?: string;
}

const DIALECT_NAMES: Record<SqlDialect, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL/MariaDB',
  sqlite: 'SQLite',
  mssql: 'SQL Server',
};

/** How each dialect opens and closes a transaction around DDL; null where DDL commits on its own. */
const TRANSACTION: Record<SqlDialect, [string, string] | null> = {
  postgresql: ['BEGIN;', 'COMMIT;'],
  sqlite: ['BEGIN;', 'COMMIT;'],
  mssql: ['BEGIN TRANSACTION;', 'COMMIT TRANSACTION;'],
  mysql: null,
};

/** The script of a list of statements: header, flagged statements, transaction where possible. */
export function migrationScript(
  statements: MigrationStatement[],
  dialect: SqlDialect,
  labels: MigrationLabels = {},
): MigrationScript {
  const destructiveCount = statements.filter((s) => s.destructive).length;
  // Version and file names are one comment line however many lines they hold (issue 35).
  const head = [
    sqlCommentLine(
      `Relata migration (${DIALECT_NAMES[dialect]})${labels.from || labels.to ? `: ${labels.from ?? 'before'} -> ${labels.to ?? 'after'}` : ''}`,
    ),
    `-- ${statements.length} statement${statements.length === 1 ? '' : 's'}, ${destructiveCount} destructive${destructiveCount > 0 ? ' (marked -- DESTRUCTIVE below): back up the data first' : ''}.`,
  ];
  if (statements.length === 0)
    return { statements, destructiveCount, script: `${head[0]}\n-- No changes.\n` };
  const tx = TRANSACTION[dialect];
  if (!tx)
    head.push(
      '-- MySQL and MariaDB commit each DDL statement on its own: this script cannot run in a transaction, and a failure leaves the statements before it applied.',
    );
  const body = statements.map((s) =>
    s.destructive ? `${sqlCommentLine(`DESTRUCTIVE: ${s.destructive}`)}\n${s.sql}` : s.sql,
  );
  // SQLite ignores PRAGMA foreign_keys inside a transaction: it is switched off around it.
  const lines =
    dialect === 'sqlite'
      ? ['PRAGMA foreign_keys = OFF;', 'BEGIN;', ...body, 'COMMIT;', 'PRAGMA foreign_keys = ON;']
      : tx
        ? [tx[0], ...body, tx[1]]
        : body;
  return { statements, destructiveCount, script: `${head.join('\n')}\n${lines.join('\n')}\n` };
}

/**
 * The migration between two physical schemas in a dialect and its rollback (the same planner from
 * the after schema to the before one; tables and columns pair by id, so renames reverse too).
 */
export function planSchemaMigration(
  before: PhysicalSchema,
  after: PhysicalSchema,
  dialect: SqlDialect,
  labels: MigrationLabels = {},
): MigrationPlan {
  const [a, b] = [adaptSchema(before, dialect), adaptSchema(after, dialect)];
  const forward = migrationScript(adaptedStatements(a, b, dialect), dialect, labels);
  const rollback = migrationScript(adaptedStatements(b, a, dialect), dialect, {
    from: labels.to,
    to: labels.from,
  });
  return { dialect, ...forward, rollback };
}

/**
 * The migration script from one diagram to another in a dialect, with destructive statements
 * flagged (drops, narrowed types, NOT NULL without a default) and the rollback script.
 */
export function planMigration(
  before: DiagramModel,
  after: DiagramModel,
  dialect: SqlDialect,
  labels: MigrationLabels = {},
): MigrationPlan {
  return planSchemaMigration(
    toPhysical(before, IDENTIFIER_LIMIT[dialect]),
    toPhysical(after, IDENTIFIER_LIMIT[dialect]),
    dialect,
    labels,
  );
}
