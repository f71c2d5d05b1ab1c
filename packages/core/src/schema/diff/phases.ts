/** One statement of a migration, with the reason when it may lose data. */
export interface MigrationStatement {
  sql: string;
  /** Why the statement is destructive (drops data, narrows a type, ...); absent when safe. */
  destructive?: string;
}

/**
 * The order a migration runs in: views and foreign keys that change go first, then the
 * constraints and indexes that change, dropped tables, types, renames, table changes, new
 * tables, re-created constraints and indexes, foreign keys, views, and finally dropped types.
 */
export const PHASES = [
  'dropViews',
  'dropForeignKeys',
  'dropConstraints',
  'dropTables',
  'types',
  'renames',
  'alterTables',
  'createTables',
  'addConstraints',
  'addForeignKeys',
  'createViews',
  'dropTypes',
] as const;

/** One step of the order above. */
export type Phase = (typeof PHASES)[number];

/** Statements collected per phase, read out in the order of PHASES. */
export class PhasedStatements {
  private readonly byPhase = new Map<Phase, MigrationStatement[]>(PHASES.map((p) => [p, []]));

  /** Adds statements (empty strings are skipped), flagged with `destructive` when given. */
  add(phase: Phase, sql: string | string[], destructive?: string): void {
    const list = this.byPhase.get(phase) ?? [];
    for (const s of Array.isArray(sql) ? sql : [sql])
      if (s !== '') list.push(destructive ? { sql: s, destructive } : { sql: s });
  }

  /** Every statement in phase order. */
  all(): MigrationStatement[] {
    return PHASES.flatMap((p) => this.byPhase.get(p) ?? []);
  }
}
