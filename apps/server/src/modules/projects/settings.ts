/** Project settings: list them, and set a known one (Admins). */
import { projectSettingValueSchema, VISUALIZATION_KEY } from '@relata/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { record } from '../audit/record';
import { requireRole } from './access';
import { projectChannel, toRecord } from './events';
import { type ProjectDeps } from './projects';

/** All settings of a project, ordered by key (spec 2 §7). */
export async function listSettings(deps: ProjectDeps, userId: string, projectId: string) {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await deps.db
    .selectFrom('project_settings')
    .select(['project_id', 'key', 'value'])
    .where('project_id', '=', projectId)
    .orderBy('key')
    .execute();
  return rows;
}

/** Sets one known setting (Admins), validated by its schema. */
export async function putSetting(
  deps: ProjectDeps,
  userId: string,
  projectId: string,
  key: string,
  value: unknown,
) {
  const schema = projectSettingValueSchema(key);
  if (!schema) throw errors.notFound(`Unknown setting "${key}".`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [['value', ...i.path].join('.'), i.message]),
    );
    throw new AppError(400, 'validation_failed', 'The setting is invalid.', fields);
  }
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'change project settings');
    if (key === VISUALIZATION_KEY)
      await recordVisualizationChange(trx, projectId, userId, parsed.data);
    const row = await trx
      .insertInto('project_settings')
      .values({ project_id: projectId, key, value: JSON.stringify(parsed.data) })
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'key'])
          .doUpdateSet({ value: JSON.stringify(parsed.data), updated_at: new Date() }),
      )
      .returning(['project_id', 'key', 'value'])
      .executeTakeFirstOrThrow();
    emit(projectChannel(projectId), {
      table: 'project_settings',
      operation: 'UPDATE',
      record: toRecord(row),
      old_record: null,
    });
    return row;
  });
}

/**
 * Records a change of the visualization defaults (issue 35, item 4) with the options it changed
 * ("notation: uml, gridSize: 25"), read before the new value is written.
 */
async function recordVisualizationChange(
  trx: Transaction<Database>,
  projectId: string,
  userId: string,
  value: unknown,
): Promise<void> {
  const before = await trx
    .selectFrom('project_settings')
    .select('value')
    .where('project_id', '=', projectId)
    .where('key', '=', VISUALIZATION_KEY)
    .executeTakeFirst();
  const old = new Map(entriesOf(before?.value));
  const changed = entriesOf(value)
    .filter(([k, v]) => old.get(k) !== v)
    .map(([k, v]) => `${k}: ${String(v)}`);
  await record(trx, {
    kind: 'visualization_changed',
    projectId,
    actorId: userId,
    details: { settings: changed.join(', ') },
  });
}

/** The fields of a setting's value (an object), none for anything else. */
const entriesOf = (value: unknown): Array<[string, unknown]> =>
  value !== null && typeof value === 'object' ? Object.entries(value) : [];
