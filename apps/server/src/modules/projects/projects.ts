/** Projects: list, create, read, update, delete, and the overview's summary. */
import {
  type DatabaseType,
  type Project,
  type Role,
  type CreateProjectBody,
  type UpdateProjectBody,
} from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact, type Emit } from '../../realtime/transact';
import * as audit from '../audit/record';
import { requireRole } from './access';
import { addActivity, displayName, projectChannel, toRecord, userChannel } from './events';

/** What the project services need. */
export interface ProjectDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

/** A connection or a transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

async function loadProject(db: Db, projectId: string, userId: string): Promise<Project> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('project_users', (j) =>
      j
        .onRef('project_users.project_id', '=', 'projects.id')
        .on('project_users.user_id', '=', userId),
    )
    .select(PROJECT_COLUMNS)
    .where('projects.id', '=', projectId)
    .executeTakeFirstOrThrow();
  return present(row, userId);
}

/** The columns a project is presented from, with the caller's role. */
const PROJECT_COLUMNS = [
  'projects.id',
  'projects.name',
  'projects.description',
  'projects.database_type',
  'projects.color',
  'projects.created_by',
  'projects.created_at',
  'project_users.role',
] as const;

function present(
  row: {
    id: string;
    name: string;
    description: string;
    database_type: DatabaseType;
    color: string;
    created_by: string | null;
    created_at: Date;
    role: Role;
  },
  userId: string,
): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    database_type: row.database_type,
    color: row.color,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    users: [{ user_id: userId, role: row.role }],
  };
}

/** The caller's projects, each with the caller's role first in `users`. */
export async function listProjects(deps: ProjectDeps, userId: string): Promise<Project[]> {
  const rows = await deps.db
    .selectFrom('projects')
    .innerJoin('project_users', 'project_users.project_id', 'projects.id')
    .select(PROJECT_COLUMNS)
    .where('project_users.user_id', '=', userId)
    .orderBy('project_users.role')
    .orderBy('projects.name')
    .execute();
  return rows.map((r) => present(r, userId));
}

/** Creates a project; its creator becomes its Admin. */
export async function createProject(
  deps: ProjectDeps,
  userId: string,
  body: CreateProjectBody,
): Promise<Project> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    const project = await trx
      .insertInto('projects')
      .values({
        name: body.name,
        description: body.description,
        database_type: body.database_type,
        color: body.color,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await trx
      .insertInto('project_users')
      .values({ project_id: project.id, user_id: userId, role: 'Admin' })
      .returningAll()
      .executeTakeFirstOrThrow();
    emit(userChannel(userId), {
      table: 'project_users',
      operation: 'INSERT',
      record: toRecord(member),
      old_record: null,
    });
    await addActivity(
      trx,
      emit,
      project.id,
      'project_created',
      `${await displayName(trx, userId)} created the project`,
      userId,
    );
    return loadProject(trx, project.id, userId);
  });
}

/** Reads one project of the caller (404 for non-members). */
export async function getProject(
  deps: ProjectDeps,
  userId: string,
  projectId: string,
): Promise<Project> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  return loadProject(deps.db, projectId, userId);
}

/** Updates name, description, database type or colour (Admins); name and description changes are recorded. */
export async function updateProject(
  deps: ProjectDeps,
  userId: string,
  projectId: string,
  patch: UpdateProjectBody,
): Promise<Project> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'change the project');
    const before = await trx
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', projectId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (Object.keys(patch).length === 0) return loadProject(trx, projectId, userId);
    const after = await trx
      .updateTable('projects')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', projectId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const who = await displayName(trx, userId);
    if (patch.name !== undefined && patch.name !== before.name) {
      await addActivity(
        trx,
        emit,
        projectId,
        'project_name_changed',
        `${who} renamed the project from "${before.name}" to "${after.name}"`,
        userId,
      );
    }
    if (patch.description !== undefined && patch.description !== before.description) {
      await addActivity(
        trx,
        emit,
        projectId,
        'project_description_changed',
        `${who} changed the description`,
        userId,
      );
    }
    emit(projectChannel(projectId), {
      table: 'projects',
      operation: 'UPDATE',
      record: toRecord(after),
      old_record: toRecord(before),
    });
    return loadProject(trx, projectId, userId);
  });
}

/** Deletes a project (Admins), after the name was typed to confirm. */
export async function deleteProject(
  deps: ProjectDeps,
  userId: string,
  projectId: string,
  confirmName: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'delete the project');
    const project = await trx
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', projectId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (confirmName.trim() !== project.name) {
      throw new AppError(400, 'validation_failed', 'Type the project name exactly to delete it.', {
        confirmName: 'does not match the project name',
      });
    }
    await deleteProjectRows(trx, emit, project);
    await audit.record(trx, {
      kind: 'project_deleted',
      projectId,
      actorId: userId,
      details: { name: project.name },
    });
  });
  await deps.hub.recheck(projectChannel(projectId));
}

/** Deletes a project's rows and tells its channel and each member's channel. */
export async function deleteProjectRows(
  trx: Transaction<Database>,
  emit: Emit,
  project: { id: string; name: string },
) {
  const members = await trx
    .selectFrom('project_users')
    .select('user_id')
    .where('project_id', '=', project.id)
    .execute();
  await trx.deleteFrom('projects').where('id', '=', project.id).execute();
  const record = { id: project.id, name: project.name };
  emit(projectChannel(project.id), {
    table: 'projects',
    operation: 'DELETE',
    record: null,
    old_record: record,
  });
  for (const m of members)
    emit(userChannel(m.user_id), {
      table: 'project_users',
      operation: 'DELETE',
      record: null,
      old_record: { project_id: project.id, user_id: m.user_id },
    });
}

/** The overview's counts and latest activities (spec 2 §7 get_project_summary). */
export async function projectSummary(deps: ProjectDeps, userId: string, projectId: string) {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const [users, entities, activities] = await Promise.all([
    deps.db
      .selectFrom('project_users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('db_entities')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('project_activities')
      .select(['id', 'type', 'title', 'created_at'])
      .where('project_id', '=', projectId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    project_users_count: Number(users.n),
    db_entities_count: Number(entities.n),
    activities: activities.map((a) => ({
      ...a,
      id: String(a.id),
      created_at: a.created_at.toISOString(),
    })),
  };
}
