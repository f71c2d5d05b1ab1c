/**
 * A rename of a table or of its columns, followed through what reads them (issue 36, item A1;
 * docs/decisions/0048): core's followRename rewrites the table's own expressions and the views
 * that name the old names without doubt, in the edit's transaction, and the views' changes are
 * published with it. What it cannot rewrite stays as it is; the editor asked before.
 */
import {
  followRename,
  jsonBytes,
  renamesBetween,
  sqlTableOf,
  tableLookup,
  type DbEntity,
  type RenameOutcome,
} from '@relata/core';
import type { Emit } from '../../realtime/transact';
import { type Trx, emitChange, presentTable, presentView } from './stored';

/** The table's rewritten columns and items, and how many bytes the rewritten views grew by. */
export type FollowedRename = Pick<RenameOutcome, 'attributes' | 'checks' | 'indexes'> & {
  viewBytes: number;
};

/**
 * Follows a rename from `before` to `after` (the table as the edit leaves it): rewrites the views
 * of the project that read the old names and answers the table's expressions rewritten; null when
 * the edit renames nothing.
 */
export async function followTableRename(
  trx: Trx,
  emit: Emit,
  projectId: string,
  before: DbEntity,
  after: DbEntity,
): Promise<FollowedRename | null> {
  const renames = renamesBetween(before, after);
  if (!renames) return null;
  const oldNames = [
    ...(renames.table === undefined ? [] : [sqlTableOf(before).name]),
    ...renames.columns.keys(),
  ].map((n) => n.toLowerCase());
  const rows = await trx
    .selectFrom('db_views')
    .selectAll()
    .where('project_id', '=', projectId)
    .forUpdate()
    .execute();
  // Only a view whose text spells an old name can read it.
  const candidates = rows.filter((r) => oldNames.some((n) => r.query.toLowerCase().includes(n)));
  const views = candidates.map(presentView);
  // The other tables those views read (as their import resolved them): bare columns resolve there.
  const ids = [...new Set(views.flatMap((v) => v.tableIds ?? []))].filter((id) => id !== before.id);
  const tables =
    ids.length === 0
      ? []
      : (
          await trx
            .selectFrom('db_entities')
            .selectAll()
            .where('project_id', '=', projectId)
            .where('id', 'in', ids)
            .execute()
        ).map(presentTable);
  const outcome = followRename(before, after, { views, lookup: tableLookup(tables) });
  if (!outcome) return null;
  let viewBytes = 0;
  for (const { id, query } of outcome.views) {
    const old = views.find((v) => v.id === id);
    if (!old) continue;
    const row = await trx
      .updateTable('db_views')
      .set((eb) => ({ query, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = presentView(row);
    viewBytes += jsonBytes(view) - jsonBytes(old);
    emitChange(emit, projectId, 'db_views', 'UPDATE', view, old);
  }
  const { attributes, checks, indexes } = outcome;
  return {
    attributes,
    ...(checks ? { checks } : {}),
    ...(indexes ? { indexes } : {}),
    viewBytes,
  };
}
