import {
  applyAttributePatches,
  followRename,
  readersOf,
  tableLookup,
  type AttributePatch,
  type DbEntity,
  type Reader,
} from '@relata/core';
import { confirm } from '../../../lib/confirm/confirmStore';
import type { Diagram } from '../model/diagramCache';

/**
 * The questions asked before an edit would break what reads a table or a column (issue 36, item
 * A1; docs/decisions/0048): core decides what reads it; the server rewrites what it can on a
 * rename, and these name what it cannot, and what a drop breaks, before the edit is sent.
 */

/** Most readers a question names; the rest are counted. */
const MAX_NAMED = 8;

/** Readers as the list of a sentence: `view film_list, check described and 2 more`. */
export function readerList(readers: readonly Reader[]): string {
  const named = readers.slice(0, MAX_NAMED).map((r) => `${r.kind} ${r.name}`);
  const more = readers.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** The objects of a diagram that may read its tables. */
function readingObjects(diagram: Diagram) {
  return {
    views: diagram.views,
    statements: diagram.extraSql,
    lookup: tableLookup(diagram.tables),
  };
}

/** What a table's name or column patches would break of what reads them (none when nothing is renamed). */
export function renameBreaks(
  diagram: Diagram,
  table: DbEntity,
  change: { name?: string; patches?: readonly AttributePatch[] },
): Reader[] {
  const after: DbEntity = {
    ...table,
    ...(change.name === undefined ? {} : { name: change.name }),
    attributes: change.patches
      ? applyAttributePatches(table.attributes, change.patches)
      : table.attributes,
  };
  return followRename(table, after, readingObjects(diagram))?.broken ?? [];
}

/** What dropping tables, or some columns of one table, would break (readers dropped too aside). */
export function dropBreaks(
  diagram: Diagram,
  tables: readonly DbEntity[],
  columnIds: readonly string[] | null = null,
  droppedViews: ReadonlySet<string> = new Set(),
): Reader[] {
  const objects = readingObjects(diagram);
  const found = tables.flatMap((t) => readersOf(t, columnIds, objects));
  const seen = new Set<string>();
  return found.filter((r) => {
    const key = `${r.kind}\u0000${r.id}`;
    if (seen.has(key) || (r.kind === 'view' && droppedViews.has(r.id))) return false;
    seen.add(key);
    return true;
  });
}

/** Asks whether to rename although `broken` cannot follow; null (nothing to ask) when nothing breaks. */
export function askRename(what: string, broken: readonly Reader[]): Promise<boolean> | null {
  if (broken.length === 0) return null;
  return confirm({
    kind: 'delete',
    title: `Rename ${what}?`,
    message: `These read ${what} in a way Relata cannot update, and will break: ${readerList(broken)}. Views, checks, indexes and generated columns that name it plainly are updated.`,
    confirmLabel: 'Rename',
  });
}

/** Asks whether to delete although `broken` reads it; null (nothing to ask) when nothing does. */
export function askDrop(what: string, broken: readonly Reader[]): Promise<boolean> | null {
  if (broken.length === 0) return null;
  return confirm({
    kind: 'delete',
    title: `Delete ${what}?`,
    message: `These read ${what} and will break: ${readerList(broken)}.`,
  });
}

/** How a question names a table or column: `table "film"`, `column "film.description"`. */
export function describeTarget(table: DbEntity, columnIds?: readonly string[]): string {
  if (!columnIds) return `table "${table.name}"`;
  const names = table.attributes.filter((a) => columnIds.includes(a.id)).map((a) => a.name);
  if (names.length === 1) return `column "${table.name}.${names[0] ?? ''}"`;
  return `${names.length} columns of "${table.name}"`;
}

/**
 * The question to ask before column patches that rename or remove columns something reads; null
 * when they break nothing (the edit is then sent at once).
 */
export function askColumnEdit(
  diagram: Diagram | undefined,
  table: DbEntity,
  patches: readonly AttributePatch[],
): Promise<boolean> | null {
  if (!diagram) return null;
  const removed = patches.flatMap((p) => (p.op === 'remove' ? [p.id] : []));
  if (removed.length > 0)
    return askDrop(describeTarget(table, removed), dropBreaks(diagram, [table], removed));
  const renamed = patches.flatMap((p) =>
    p.op === 'update' && p.changes.name !== undefined ? [p.id] : [],
  );
  if (renamed.length === 0) return null;
  return askRename(describeTarget(table, renamed), renameBreaks(diagram, table, { patches }));
}

/** The question to ask before a table is renamed; null when the rename breaks nothing. */
export function askTableRename(
  diagram: Diagram | undefined,
  table: DbEntity,
  name: string,
): Promise<boolean> | null {
  if (!diagram) return null;
  return askRename(describeTarget(table), renameBreaks(diagram, table, { name }));
}
