/** Stored versions: how they are read and presented, saved within the project's limits, published. */
import {
  AUTOMATIC_VERSION_DAYS,
  MAX_VERSION_SNAPSHOT_BYTES,
  MAX_VERSIONS_PER_PROJECT,
  VERSION_NAME_MAX,
  VERSION_NOT_FOUND,
  type ChangeOf,
  type Diagram,
  type VersionReason,
  type VersionSummary,
} from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { Emit } from '../../realtime/transact';
import { readDiagram } from '../diagram/stored';
import { lockProject } from '../projects/access';
import { AUTHOR_COLUMNS, authorOf, type AuthorColumns } from '../projects/authors';
import { projectChannel } from '../projects/events';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an automatic, unpinned version saved before now would have expired. */
const expiryCutoff = () => new Date(Date.now() - AUTOMATIC_VERSION_DAYS * DAY_MS);

/** A project's versions without their snapshots, with their authors. */
function versionRows(db: Db, projectId: string) {
  return db
    .selectFrom('diagram_versions as v')
    .leftJoin('user as u', 'u.id', 'v.created_by')
    .leftJoin('profiles as p', 'p.id', 'v.created_by')
    .select([
      'v.id',
      'v.project_id',
      'v.name',
      'v.description',
      'v.automatic',
      'v.reason',
      'v.pinned',
      'v.table_count',
      'v.size_bytes',
      'v.created_by',
      'v.created_at',
      ...AUTHOR_COLUMNS,
    ])
    .where('v.project_id', '=', projectId);
}

/**
 * A project's versions that are kept: an automatic, unpinned version older than
 * AUTOMATIC_VERSION_DAYS is neither listed nor found (the next save deletes it).
 */
export function keptVersions(db: Db, projectId: string) {
  return versionRows(db, projectId).where((eb) =>
    eb.or([
      eb('v.automatic', '=', false),
      eb('v.pinned', '=', true),
      eb('v.created_at', '>', expiryCutoff()),
    ]),
  );
}

/** A row of keptVersions. */
export interface VersionRow extends AuthorColumns {
  id: string;
  project_id: string;
  name: string;
  description: string;
  automatic: boolean;
  reason: VersionReason | null;
  pinned: boolean;
  table_count: number;
  size_bytes: number;
  created_by: string | null;
  created_at: Date;
}

/** Presents a version without its snapshot, as listed and published. */
export function presentSummary(r: VersionRow): VersionSummary {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    description: r.description,
    automatic: r.automatic,
    reason: r.reason,
    pinned: r.pinned,
    table_count: r.table_count,
    size_bytes: r.size_bytes,
    created_by: r.created_by,
    author: authorOf(r),
    created_at: r.created_at.toISOString(),
    expires_at:
      r.automatic && !r.pinned
        ? new Date(r.created_at.getTime() + AUTOMATIC_VERSION_DAYS * DAY_MS).toISOString()
        : null,
  };
}

/** Reads one kept version of the project (without its snapshot), or answers 404. */
export async function findVersion(db: Db, projectId: string, versionId: string) {
  const row = await keptVersions(db, projectId).where('v.id', '=', versionId).executeTakeFirst();
  if (!row) throw errors.notFound(VERSION_NOT_FOUND);
  return row;
}

/** Reads the snapshot of a version found before. */
export async function readSnapshot(db: Db, versionId: string): Promise<Diagram> {
  const { snapshot } = await db
    .selectFrom('diagram_versions')
    .select('snapshot')
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return snapshot;
}

/** Publishes a change of one version (its summary, never the snapshot) after the commit. */
export function emitVersion(
  emit: Emit,
  projectId: string,
  operation: ChangeOf<'diagram_versions'>['operation'],
  record: VersionSummary | null,
  old: VersionSummary | null,
): void {
  emit(projectChannel(projectId), {
    table: 'diagram_versions',
    operation,
    record,
    old_record: old,
  });
}

/** Deletes versions by id and publishes each deletion. */
async function deleteVersions(
  trx: Transaction<Database>,
  emit: Emit,
  projectId: string,
  rows: VersionRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .deleteFrom('diagram_versions')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  for (const r of rows) emitVersion(emit, projectId, 'DELETE', null, presentSummary(r));
}

/**
 * Makes room for one more version: deletes the expired automatic versions, then, at
 * MAX_VERSIONS_PER_PROJECT, the oldest automatic ones (unpinned first); a project whose kept
 * versions are all named answers 409.
 */
async function makeRoom(trx: Transaction<Database>, emit: Emit, projectId: string) {
  const expired = await versionRows(trx, projectId)
    .where('v.automatic', '=', true)
    .where('v.pinned', '=', false)
    .where('v.created_at', '<=', expiryCutoff())
    .execute();
  await deleteVersions(trx, emit, projectId, expired);
  const { n } = await trx
    .selectFrom('diagram_versions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const excess = Number(n) - MAX_VERSIONS_PER_PROJECT + 1;
  if (excess <= 0) return;
  const oldest = await keptVersions(trx, projectId)
    .where('v.automatic', '=', true)
    .orderBy('v.pinned')
    .orderBy('v.created_at')
    .orderBy('v.seq')
    .limit(excess)
    .execute();
  if (oldest.length < excess)
    throw errors.conflict(
      `This project keeps at most ${MAX_VERSIONS_PER_PROJECT} versions and all of them are named. ` +
        'Delete a version before saving another.',
    );
  await deleteVersions(trx, emit, projectId, oldest);
}

/** What a saved version is made of. */
export interface NewVersion {
  name: string;
  description: string;
  automatic: boolean;
  reason: VersionReason | null;
  snapshot: Diagram;
}

/**
 * Saves a version of the project in the caller's transaction within the limits (one snapshot of
 * at most MAX_VERSION_SNAPSHOT_BYTES, else 413; at most MAX_VERSIONS_PER_PROJECT versions) and
 * publishes it. Saves of one project take turns on the project's row, so two at once count right.
 */
export async function insertVersion(
  trx: Transaction<Database>,
  emit: Emit,
  projectId: string,
  userId: string,
  version: NewVersion,
): Promise<VersionSummary> {
  const json = JSON.stringify(version.snapshot);
  const bytes = Buffer.byteLength(json);
  if (bytes > MAX_VERSION_SNAPSHOT_BYTES) {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    throw new AppError(
      413,
      'payload_too_large',
      `The diagram is too large to save as a version: ${mb(bytes)} MB, ` +
        `and a version holds at most ${mb(MAX_VERSION_SNAPSHOT_BYTES)} MB.`,
    );
  }
  await lockProject(trx, projectId);
  await makeRoom(trx, emit, projectId);
  const { id } = await trx
    .insertInto('diagram_versions')
    .values({
      project_id: projectId,
      name: version.name,
      description: version.description,
      automatic: version.automatic,
      reason: version.reason,
      snapshot: json,
      size_bytes: bytes,
      table_count: version.snapshot.tables.length,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const summary = presentSummary(await findVersion(trx, projectId, id));
  emitVersion(emit, projectId, 'INSERT', summary, null);
  return summary;
}

/** The names of automatic versions, by why they were saved. */
const AUTOMATIC_NAMES: Record<Exclude<VersionReason, 'restore'>, string> = {
  import: 'Before import',
  ai: 'Before AI generation',
  sync: 'Before database sync',
  push: 'Before push',
};

/** The automatic version's name before restoring a version: its name shortened to fit. */
export function beforeRestoringName(restored: string): string {
  const room = VERSION_NAME_MAX - 'Before restoring “”'.length;
  const name = restored.length > room ? `${restored.slice(0, room - 1)}…` : restored;
  return `Before restoring “${name}”`;
}

/**
 * Saves the current diagram as an automatic version in the caller's transaction, before a
 * replacing import, an AI generation or a restore changes it (issue 19, items 1 and 4).
 */
export async function saveAutomaticVersion(
  trx: Transaction<Database>,
  emit: Emit,
  projectId: string,
  userId: string,
  reason: VersionReason,
  restoredName = '',
): Promise<VersionSummary> {
  return insertVersion(trx, emit, projectId, userId, {
    name: reason === 'restore' ? beforeRestoringName(restoredName) : AUTOMATIC_NAMES[reason],
    description: '',
    automatic: true,
    reason,
    snapshot: await readDiagram(trx, projectId),
  });
}
