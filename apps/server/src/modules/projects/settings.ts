/** Project settings: list them, and set a known one (Admins). */
import { projectSettingValueSchema } from '@relata/core';
import { AppError, errors } from '../../http/errors';
import { transact } from '../../realtime/transact';
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
