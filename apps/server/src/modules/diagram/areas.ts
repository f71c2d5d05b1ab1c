/** Subject areas of the diagram: create, rename, recolour, move or resize, delete. */
import { type CreateAreaBody, type DbArea, type UpdateAreaBody, MAX_AREAS } from '@relata/core';
import { AppError, errors } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { lockProject } from '../projects/access';
import { type DiagramDeps, type Trx, presentArea, edit, emitChange } from './stored';

const AREA_NOT_FOUND = 'Area not found.';

/**
 * Refuses to go past MAX_AREAS areas in the project with `adding` more. The caller holds the
 * project's lock, so two saves at once count right.
 */
export async function checkAreaRoom(trx: Trx, projectId: string, adding: number): Promise<void> {
  const { n } = await trx
    .selectFrom('db_areas')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  if (Number(n) + adding > MAX_AREAS)
    throw errors.conflict(
      `A diagram holds at most ${MAX_AREAS} areas. Delete an area before adding another.`,
    );
}

/** Adds an area (Editors), at most MAX_AREAS a project (409). */
export async function createArea(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateAreaBody,
): Promise<DbArea> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    await lockProject(trx, projectId);
    await checkAreaRoom(trx, projectId, 1);
    const row = await trx
      .insertInto('db_areas')
      .values({ project_id: projectId, ...body, color: body.color ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    const area = presentArea(row);
    emitChange(emit, projectId, 'db_areas', 'INSERT', area, null);
    return area;
  });
}

/** Renames, recolours (null: the theme's), moves or resizes an area (Editors). */
export async function updateArea(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  areaId: string,
  body: UpdateAreaBody,
): Promise<DbArea> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .updateTable('db_areas')
      .set((eb) => ({ ...body, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', areaId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', AREA_NOT_FOUND);
    const area = presentArea(row);
    emitChange(emit, projectId, 'db_areas', 'UPDATE', area, null);
    return area;
  });
}

/** Deletes an area (Editors); the tables inside stay where they are. */
export async function deleteArea(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  areaId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_areas')
      .where('id', '=', areaId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', AREA_NOT_FOUND);
    emitChange(emit, projectId, 'db_areas', 'DELETE', null, presentArea(row));
  });
}
