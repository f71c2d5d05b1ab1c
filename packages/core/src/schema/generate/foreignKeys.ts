import type { PhysicalForeignKey, PhysicalSchema, PhysicalTable } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import type { ReferentialAction } from '../model';

/**
 * Where a foreign key's actions are written: the dialect, whether a key column is NOT NULL, and
 * whether a check of its table reads a key column.
 */
export interface ActionContext {
  dialect: SqlDialect;
  notNull: boolean;
  checked: boolean;
}

/** The action a dialect writes for the one asked (null: none), and why it differs. */
interface WrittenAction {
  action: ReferentialAction | null;
  why?: string;
}

/**
 * The action a dialect writes for the one asked: InnoDB refuses SET DEFAULT, and any action that
 * changes a column a check reads (ON UPDATE CASCADE, SET NULL); MariaDB and MSSQL refuse SET NULL
 * on a NOT NULL column, where PostgreSQL and SQLite take it and fail each delete, which is what
 * NO ACTION does.
 */
function actionIn(
  event: 'DELETE' | 'UPDATE',
  action: ReferentialAction,
  { dialect, notNull, checked }: ActionContext,
): WrittenAction {
  const mysqlOrMssql = dialect === 'mysql' || dialect === 'mssql';
  if (action === 'SET NULL' && notNull && mysqlOrMssql)
    return { action: 'NO ACTION', why: 'its column is NOT NULL' };
  if (dialect === 'mysql' && action === 'SET DEFAULT') return { action: null };
  const changes = action === 'SET NULL' || (event === 'UPDATE' && action === 'CASCADE');
  if (dialect === 'mysql' && checked && changes)
    return {
      action: 'NO ACTION',
      why: 'MariaDB changes no column that a check of the table reads',
    };
  if (dialect === 'mssql' && action === 'RESTRICT') return { action: 'NO ACTION' };
  return { action };
}

/** ` ON DELETE x ON UPDATE y DEFERRABLE ...` for a foreign key, noting what the dialect cannot keep. */
export function foreignKeyActions(
  fk: PhysicalForeignKey,
  context: ActionContext,
  where: string,
  notes: string[],
): string {
  const { dialect } = context;
  let out = '';
  for (const [event, action] of [
    ['DELETE', fk.onDelete],
    ['UPDATE', fk.onUpdate],
  ] as const) {
    if (!action) continue;
    const { action: written, why } = actionIn(event, action, context);
    if (written !== action)
      notes.push(
        `foreign key ${where}: ON ${event} ${action} is ${written ? `written as ${written}` : 'left out'} in ${dialect}${why ? `: ${why}` : ''}`,
      );
    // MSSQL's default is NO ACTION; leaving it out keeps the T-SQL that tools parse plain.
    if (written && !(dialect === 'mssql' && written === 'NO ACTION'))
      out += ` ON ${event} ${written}`;
  }
  if (fk.deferrable) {
    if (dialect === 'postgresql' || dialect === 'sqlite') out += ` ${fk.deferrable}`;
    else if (fk.deferrable !== 'NOT DEFERRABLE')
      notes.push(`foreign key ${where}: ${fk.deferrable} is left out: ${dialect} checks at once`);
  }
  return out;
}

const CASCADING = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);

/**
 * Tables that MSSQL would refuse for "multiple cascade paths": reached from one table along two
 * cascading foreign-key paths, or on a cascading cycle. The actions are kept; a note warns.
 */
export function multipleCascadePaths(schema: PhysicalSchema): string[] {
  const key = (t: { name: string; schema?: string }) => `${t.schema ?? ''}.${t.name}`.toLowerCase();
  const edges = new Map<string, string[]>();
  for (const t of schema.tables)
    for (const fk of t.foreignKeys)
      if (
        (fk.onDelete && CASCADING.has(fk.onDelete)) ||
        (fk.onUpdate && CASCADING.has(fk.onUpdate))
      ) {
        const from = key({ name: fk.refTable, schema: fk.refSchema });
        edges.set(from, [...(edges.get(from) ?? []), key(t)]);
      }
  const names = new Map(schema.tables.map((t: PhysicalTable) => [key(t), t.name]));
  const flagged = new Set<string>();
  for (const start of edges.keys()) {
    const reached = new Map<string, number>();
    const walk = (node: string, depth: number) => {
      if (depth > schema.tables.length) return;
      for (const next of edges.get(node) ?? []) {
        reached.set(next, (reached.get(next) ?? 0) + 1);
        if (next === start || (reached.get(next) ?? 0) > 1) flagged.add(next);
        else walk(next, depth + 1);
      }
    };
    walk(start, 0);
  }
  return [...flagged].map((k) => names.get(k) ?? k);
}
