/** The project's types (create, edit, delete), views and verbatim statements (delete). */
import {
  jsonBytes,
  mergeChanges,
  STORED_ITEM_WRAP_BYTES,
  type CreateTypeBody,
  type DbType,
  type UpdateTypeBody,
} from '@relata/core';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { checkDiagramGrowth } from './limits';
import {
  type DiagramDeps,
  type Trx,
  edit,
  emitChange,
  presentExtraSql,
  presentType,
  presentView,
  throwOnDuplicateType,
  typeRow,
} from './stored';

/** Adds a project type (Editors); a type of that schema and name already there is a 409. */
export async function createType(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateTypeBody,
): Promise<DbType> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await throwOnDuplicateType(
      trx
        .insertInto('db_types')
        .values({ project_id: projectId, ...typeRow(body) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const type = presentType(row);
    await checkDiagramGrowth(trx, deps, projectId, {
      types: 1,
      bytes: jsonBytes(type) + STORED_ITEM_WRAP_BYTES,
    });
    emitChange(emit, projectId, 'db_types', 'INSERT', type, null);
    return type;
  });
}

/** The project's type, locked for an edit; 404 when it is not this project's. */
async function lockedType(trx: Trx, projectId: string, typeId: string) {
  const row = await trx
    .selectFrom('db_types')
    .selectAll()
    .where('id', '=', typeId)
    .where('project_id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'Type not found.');
  return row;
}

/** Changes a project type's fields (Editors); null clears an optional one; a taken name is a 409. */
export async function updateType(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  typeId: string,
  body: UpdateTypeBody,
): Promise<DbType> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const before = presentType(await lockedType(trx, projectId, typeId));
    const {
      id: _id,
      project_id: _project,
      version: _version,
      ...fields
    } = mergeChanges(before, body);
    const row = await throwOnDuplicateType(
      trx
        .updateTable('db_types')
        .set((eb) => ({
          ...typeRow(fields),
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', typeId)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const type = presentType(row);
    await checkDiagramGrowth(trx, deps, projectId, { bytes: jsonBytes(type) - jsonBytes(before) });
    emitChange(emit, projectId, 'db_types', 'UPDATE', type, before);
    return type;
  });
}

/** Deletes a project type (Editors); columns that name it keep their type text. */
export async function deleteType(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  typeId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_types')
      .where('id', '=', typeId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Type not found.');
    emitChange(emit, projectId, 'db_types', 'DELETE', null, presentType(row));
  });
}

/** Deletes a view (Editors); views come from imports and AI answers only. */
export async function deleteView(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  viewId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_views')
      .where('id', '=', viewId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'View not found.');
    emitChange(emit, projectId, 'db_views', 'DELETE', null, presentView(row));
  });
}

/** Deletes a statement kept verbatim (Editors). */
export async function deleteExtraSql(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  extraSqlId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_extra_sql')
      .where('id', '=', extraSqlId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Statement not found.');
    emitChange(emit, projectId, 'db_extra_sql', 'DELETE', null, presentExtraSql(row));
  });
}
