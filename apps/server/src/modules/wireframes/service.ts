import {
  SURFACE_LOCKED_MESSAGE,
  type WireframeComponent,
  type UpdateWireframeComponentBody,
  type MoveWireframeComponentsBody,
  type CreateWireframeComponentsBody,
} from '@relata/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WireframeComponentTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact, type Emit } from '../../realtime/transact';
import { requireRole } from '../projects/access';
import { projectChannel } from '../projects/events';

/** What the wireframe services need. */
export interface WireframeDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

const CATEGORY: Record<string, string> = {
  surface: 'Containers',
  container: 'Containers',
  button: 'Buttons',
  input: 'Inputs',
  textarea: 'Inputs',
  checkbox: 'Forms',
  select: 'Forms',
  form: 'Forms',
  text: 'Text',
  datatable: 'Data',
  image: 'Images',
  icon: 'Icons',
  chart: 'Charts',
};

function present(r: Selectable<WireframeComponentTable>): WireframeComponent {
  return {
    id: r.id,
    project_id: r.project_id,
    parent_id: r.parent_id,
    type: r.type,
    name: r.name,
    category: r.category,
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    z: r.z,
    properties: r.properties,
    version: r.version,
  };
}

function emitChange(
  emit: Emit,
  projectId: string,
  operation: 'INSERT' | 'UPDATE' | 'DELETE',
  record: WireframeComponent | null,
  old: WireframeComponent | null,
) {
  emit(projectChannel(projectId), {
    table: 'wireframe_components',
    operation,
    record,
    old_record: old,
  });
}

const edit = (db: Parameters<typeof requireRole>[0], projectId: string, userId: string) =>
  requireRole(db, projectId, userId, 'Editor', 'edit wireframes');

/** Every component of the project's wireframes, back to front. */
export async function listComponents(
  deps: WireframeDeps,
  userId: string,
  projectId: string,
): Promise<WireframeComponent[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await deps.db
    .selectFrom('wireframe_components')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('z')
    .orderBy('created_at')
    .execute();
  return rows.map(present);
}

/** Adds components (one, or a pasted group) in one step; coordinates are rounded (spec 2 §9). */
export async function createComponents(
  deps: WireframeDeps,
  userId: string,
  projectId: string,
  components: CreateWireframeComponentsBody['components'],
): Promise<WireframeComponent[]> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const parents = [
      ...new Set(components.map((c) => c.parent_id).filter((p): p is string => p !== null)),
    ];
    if (parents.length > 0) {
      const found = await trx
        .selectFrom('wireframe_components')
        .select('id')
        .where('project_id', '=', projectId)
        .where('id', 'in', parents)
        .execute();
      if (found.length !== parents.length)
        throw new AppError(404, 'not_found', 'Surface not found.');
    }
    const top = await trx
      .selectFrom('wireframe_components')
      .select((eb) => eb.fn.max('z').as('z'))
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    let z = Number(top?.z ?? 0);
    const created: WireframeComponent[] = [];
    for (const c of components) {
      const row = await trx
        .insertInto('wireframe_components')
        .values({
          project_id: projectId,
          parent_id: c.parent_id,
          type: c.type,
          name: c.name ?? c.type,
          category: c.category ?? CATEGORY[c.type] ?? '',
          x: Math.round(c.x),
          y: Math.round(c.y),
          width: Math.round(c.width),
          height: Math.round(c.height),
          z: c.z ?? ++z,
          properties: JSON.stringify(c.properties),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const component = present(row);
      created.push(component);
      emitChange(emit, projectId, 'INSERT', component, null);
    }
    return created;
  });
}

/** Moves, resizes, restyles or re-stacks a component; a locked surface keeps its place and size. */
export async function updateComponent(
  deps: WireframeDeps,
  userId: string,
  projectId: string,
  componentId: string,
  patch: UpdateWireframeComponentBody,
): Promise<WireframeComponent> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const before = await trx
      .selectFrom('wireframe_components')
      .selectAll()
      .where('id', '=', componentId)
      .where('project_id', '=', projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(404, 'not_found', 'Component not found.');
    const properties = patch.properties ? { ...before.properties, ...patch.properties } : undefined;
    const locked = before.properties.locked === true && properties?.locked !== false;
    const geometryChanged = (['x', 'y', 'width', 'height'] as const).some(
      (k) => patch[k] !== undefined && Math.round(patch[k]) !== before[k],
    );
    if (locked && geometryChanged) throw new AppError(409, 'conflict', SURFACE_LOCKED_MESSAGE);
    if (patch.parent_id) {
      const parent = await trx
        .selectFrom('wireframe_components')
        .select('id')
        .where('id', '=', patch.parent_id)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      if (!parent || patch.parent_id === componentId)
        throw new AppError(404, 'not_found', 'Surface not found.');
    }
    const round = (v: number | undefined) => (v === undefined ? undefined : Math.round(v));
    const row = await trx
      .updateTable('wireframe_components')
      .set((eb) => ({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.parent_id !== undefined ? { parent_id: patch.parent_id } : {}),
        ...(patch.x !== undefined ? { x: round(patch.x) } : {}),
        ...(patch.y !== undefined ? { y: round(patch.y) } : {}),
        ...(patch.width !== undefined ? { width: round(patch.width) } : {}),
        ...(patch.height !== undefined ? { height: round(patch.height) } : {}),
        ...(patch.z !== undefined ? { z: patch.z } : {}),
        ...(properties ? { properties: JSON.stringify(properties) } : {}),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', componentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const component = present(row);
    emitChange(emit, projectId, 'UPDATE', component, present(before));
    return component;
  });
}

/** Moves a selection in one step; locked surfaces do not move. */
export async function moveComponents(
  deps: WireframeDeps,
  userId: string,
  projectId: string,
  moves: MoveWireframeComponentsBody['moves'],
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    for (const m of moves) {
      const row = await trx
        .updateTable('wireframe_components')
        .set((eb) => ({
          x: Math.round(m.x),
          y: Math.round(m.y),
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', m.id)
        .where('project_id', '=', projectId)
        .where((eb) =>
          eb.or([
            eb(eb.ref('properties', '->>').key('locked'), 'is', null),
            eb(eb.ref('properties', '->>').key('locked'), '!=', 'true'),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (row) emitChange(emit, projectId, 'UPDATE', present(row), null);
    }
  });
}

/** Deletes a component (a surface takes its components with it). */
export async function deleteComponent(
  deps: WireframeDeps,
  userId: string,
  projectId: string,
  componentId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const children = await trx
      .selectFrom('wireframe_components')
      .selectAll()
      .where('parent_id', '=', componentId)
      .where('project_id', '=', projectId)
      .execute();
    const row = await trx
      .deleteFrom('wireframe_components')
      .where('id', '=', componentId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Component not found.');
    for (const c of children) emitChange(emit, projectId, 'DELETE', null, present(c));
    emitChange(emit, projectId, 'DELETE', null, present(row));
  });
}
