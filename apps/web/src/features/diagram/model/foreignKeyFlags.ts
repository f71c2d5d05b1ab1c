import {
  foreignKeyColumns,
  withForeignKeyFlags,
  type DbEntity,
  type DbRelationship,
} from '@relata/core';
import type { Diagram } from './diagramCache';

/** The foreign-key columns of each table, worked out once per list of relationships. */
const heldOf = new WeakMap<readonly DbRelationship[], Map<string, Set<string>>>();

/** Each stored table as shown, and the foreign-key columns it was shown with. */
const shownAs = new WeakMap<DbEntity, { held: ReadonlySet<string> | undefined; table: DbEntity }>();

const sameSet = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined) =>
  a === b || ((a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((x) => b?.has(x)));

/**
 * One table with its flags as its relationships say: the object shown before while neither the
 * table nor its foreign-key columns changed (one lookup, no pass over its columns).
 */
function agreed(table: DbEntity, held: ReadonlySet<string> | undefined): DbEntity {
  const kept = shownAs.get(table);
  if (kept && sameSet(kept.held, held)) {
    kept.held = held;
    return kept.table;
  }
  const attributes = withForeignKeyFlags(table.attributes, held);
  const next = attributes === table.attributes ? table : { ...table, attributes };
  shownAs.set(table, { held, table: next });
  return next;
}

/**
 * The diagram as the screen shows it: every column's `isForeignKey` as the relationships present
 * say (decision 0049), so that no FK badge is drawn without a key behind it, even for a moment
 * between a relationship's deletion and its table's update. Tables keep their identity across
 * changes (a corrected one too), so that memoised nodes do not render again; one pass over the
 * tables per change, and over the relationships only when they change.
 */
export function withForeignKeysAgreed(diagram: Diagram): Diagram {
  let held = heldOf.get(diagram.relationships);
  if (!held) {
    held = foreignKeyColumns(diagram.relationships);
    heldOf.set(diagram.relationships, held);
  }
  let changed = false;
  const tables = diagram.tables.map((t) => {
    const next = agreed(t, held.get(t.id));
    if (next !== t) changed = true;
    return next;
  });
  return changed ? { ...diagram, tables } : diagram;
}
