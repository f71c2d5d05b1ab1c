/**
 * Versions of a project's diagram (issue 19, items 1, 4, 5): every member lists and reads them;
 * Editors and Admins save, rename, describe, pin and restore; Admins delete.
 */
import type {
  CreateVersionBody,
  ListVersionsQuery,
  RestoreVersionResult,
  UpdateVersionBody,
  Version,
  VersionSummary,
} from '@relata/core';
import { transact } from '../../realtime/transact';
import { record } from '../audit/record';
import { emitReload, replaceKeepingIds } from '../diagram/importModel';
import { readDiagram, type DiagramDeps } from '../diagram/stored';
import { requireRole } from '../projects/access';
import { modelOfSnapshot } from './snapshot';
import {
  emitVersion,
  findVersion,
  insertVersion,
  keptVersions,
  presentSummary,
  readSnapshot,
  saveAutomaticVersion,
} from './store';

/** What Version Control needs: the diagram's (a restore writes the diagram). */
export type VersionDeps = DiagramDeps;

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The project's kept versions, newest first; `q` finds them by name or description. */
export async function listVersions(
  deps: VersionDeps,
  userId: string,
  projectId: string,
  query: ListVersionsQuery,
): Promise<VersionSummary[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  let select = keptVersions(deps.db, projectId);
  if (query.q) {
    const pattern = likePattern(query.q);
    select = select.where((eb) =>
      eb.or([eb('v.name', 'ilike', pattern), eb('v.description', 'ilike', pattern)]),
    );
  }
  const rows = await select.orderBy('v.created_at', 'desc').orderBy('v.seq', 'desc').execute();
  return rows.map(presentSummary);
}

/** One version with its snapshot (every member). */
export async function getVersion(
  deps: VersionDeps,
  userId: string,
  projectId: string,
  versionId: string,
): Promise<Version> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const row = await findVersion(deps.db, projectId, versionId);
  return { ...presentSummary(row), snapshot: await readSnapshot(deps.db, row.id) };
}

/** Saves the current diagram as a named version (Editors and Admins). */
export async function createVersion(
  deps: VersionDeps,
  userId: string,
  projectId: string,
  body: CreateVersionBody,
): Promise<VersionSummary> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'save versions');
    return insertVersion(trx, emit, projectId, userId, {
      ...body,
      automatic: false,
      reason: null,
      snapshot: await readDiagram(trx, projectId),
    });
  });
}

/** Renames, describes, pins or unpins a version (Editors and Admins); its snapshot never changes. */
export async function updateVersion(
  deps: VersionDeps,
  userId: string,
  projectId: string,
  versionId: string,
  body: UpdateVersionBody,
): Promise<VersionSummary> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change versions');
    const old = presentSummary(await findVersion(trx, projectId, versionId));
    if (Object.keys(body).length > 0)
      await trx.updateTable('diagram_versions').set(body).where('id', '=', versionId).execute();
    const updated = presentSummary(await findVersion(trx, projectId, versionId));
    if (updated.name !== old.name)
      await record(trx, {
        kind: 'version_renamed',
        projectId,
        actorId: userId,
        details: { version: updated.name, previous_name: old.name, version_id: versionId },
      });
    emitVersion(emit, projectId, 'UPDATE', updated, old);
    return updated;
  });
}

/**
 * Deletes a version (Admins). Automatic versions expire on their own, but an Admin may delete one
 * too (a pinned one does not expire).
 */
export async function deleteVersion(
  deps: VersionDeps,
  userId: string,
  projectId: string,
  versionId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'delete versions');
    const old = presentSummary(await findVersion(trx, projectId, versionId));
    await trx.deleteFrom('diagram_versions').where('id', '=', versionId).execute();
    await record(trx, {
      kind: 'version_deleted',
      projectId,
      actorId: userId,
      details: { version: old.name, version_id: versionId },
    });
    emitVersion(emit, projectId, 'DELETE', null, old);
  });
}

/**
 * Makes the diagram that version (Editors and Admins), in one transaction: an automatic version of
 * the state before, the canvas cleared, the snapshot inserted with its tables' ids (so a later
 * comparison pairs tables by id), and one 'diagram' reload event. Restoring the automatic version
 * undoes it.
 */
export async function restoreVersion(
  deps: VersionDeps,
  userId: string,
  projectId: string,
  versionId: string,
): Promise<RestoreVersionResult> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'restore versions');
    const row = await findVersion(trx, projectId, versionId);
    // Read before the automatic version is saved: making room may prune this very version.
    const snapshot = await readSnapshot(trx, row.id);
    const before = await saveAutomaticVersion(trx, emit, projectId, userId, 'restore', row.name);
    const diagram = await replaceKeepingIds(
      trx,
      projectId,
      modelOfSnapshot(snapshot),
      deps.copyRows,
    );
    await record(trx, {
      kind: 'version_restored',
      projectId,
      actorId: userId,
      details: { version: row.name, version_id: row.id, before: before.id },
    });
    emitReload(emit, projectId, 'replace', diagram);
    return { diagram, before };
  });
}
