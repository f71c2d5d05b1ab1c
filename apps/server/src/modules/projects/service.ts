import {
  projectSettingValueSchema,
  type DatabaseType,
  type Project,
  type Role,
  type CreateProjectBody,
  type UpdateProjectBody,
} from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
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

type Db = Kysely<Database> | Transaction<Database>;

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
    database_type: string;
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
    database_type: row.database_type as DatabaseType,
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

async function deleteProjectRows(
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

/** The message when the last Admin tries to leave. */
export const LAST_ADMIN_MESSAGE =
  'You are the last Admin of this project. Make another member Admin before leaving, or delete the project.';

/** Leaves a project; the last Admin may not (architecture, Permissions). */
export async function leaveProject(
  deps: ProjectDeps,
  userId: string,
  projectId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    const me = await requireRole(trx, projectId, userId, 'Viewer');
    if (me.role === 'Admin') {
      const admins = await trx
        .selectFrom('project_users')
        .select('user_id')
        .where('project_id', '=', projectId)
        .where('role', '=', 'Admin')
        .forUpdate()
        .execute();
      if (admins.length === 1) throw new AppError(409, 'conflict', LAST_ADMIN_MESSAGE);
    }
    const who = await displayName(trx, userId);
    const removed = await trx
      .deleteFrom('project_users')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addActivity(trx, emit, projectId, 'user_left', `${who} left the project`, userId);
    await audit.record(trx, {
      kind: 'member_left',
      projectId,
      actorId: userId,
      targetId: userId,
      details: { role: removed.role },
    });
    const old = toRecord(removed);
    emit(projectChannel(projectId), {
      table: 'project_users',
      operation: 'DELETE',
      record: null,
      old_record: old,
    });
    emit(userChannel(userId), {
      table: 'project_users',
      operation: 'DELETE',
      record: null,
      old_record: old,
    });
  });
  await deps.hub.recheck(projectChannel(projectId));
}

/**
 * Account deletion's part for projects (issue 3, item 9): a project whose only member was the
 * user is deleted; where the user was the last Admin, the longest-standing remaining member
 * becomes Admin. The memberships themselves go with the user.
 */
export function projectsAccountDeletionStep(hub: RealtimeHub) {
  return async (trx: Transaction<Database>, userId: string) => {
    const memberships = await trx
      .selectFrom('project_users')
      .select(['project_id', 'role'])
      .where('user_id', '=', userId)
      .execute();
    const channels: string[] = [];
    const noEmit: Emit = () => undefined;
    for (const m of memberships) {
      const others = await trx
        .selectFrom('project_users')
        .select(['user_id', 'role'])
        .where('project_id', '=', m.project_id)
        .where('user_id', '!=', userId)
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
      if (others.length === 0) {
        const project = await trx
          .selectFrom('projects')
          .select(['id', 'name'])
          .where('id', '=', m.project_id)
          .executeTakeFirstOrThrow();
        await deleteProjectRows(trx, noEmit, project);
      } else if (m.role === 'Admin' && !others.some((o) => o.role === 'Admin')) {
        await trx
          .updateTable('project_users')
          .set({ role: 'Admin' })
          .where('project_id', '=', m.project_id)
          .where('user_id', '=', others[0]!.user_id)
          .execute();
      }
      channels.push(projectChannel(m.project_id));
    }
    // Subscribers are re-checked once the deletion has committed.
    return async () => {
      await Promise.all(channels.map((c) => hub.recheck(c)));
    };
  };
}

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
