import {
  dialectForDatabaseType,
  type DbEntity,
  type DbRelationship,
  type ProjectFacts,
} from '@relata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../http/errors';
import { PROJECT_NOT_FOUND } from '../projects/access';

/** How many open task names the assistant hears of. */
const OPEN_TASK_NAMES = 10;

/** A project's name and SQL dialect. */
export async function loadProject(db: Kysely<Database>, projectId: string) {
  const row = await db
    .selectFrom('projects')
    .select(['name', 'database_type'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw errors.notFound(PROJECT_NOT_FOUND);
  return { name: row.name, dialect: dialectForDatabaseType(row.database_type) };
}

/**
 * What the assistant knows of a project (spec 2 §7): its tables, relationships, tasks and team
 * size. The caller has checked membership and read the diagram.
 */
export async function loadProjectFacts(
  db: Kysely<Database>,
  projectId: string,
  diagram: { tables: DbEntity[]; relationships: DbRelationship[] },
): Promise<ProjectFacts> {
  const [project, taskCounts, lists, team, open] = await Promise.all([
    loadProject(db, projectId),
    db
      .selectFrom('tasks')
      .select(['completed', (eb) => eb.fn.countAll<string>().as('n')])
      .where('project_id', '=', projectId)
      .where('is_archived', '=', false)
      .groupBy('completed')
      .execute(),
    db
      .selectFrom('task_lists')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirst(),
    db
      .selectFrom('project_users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirst(),
    db
      .selectFrom('tasks')
      .select('name')
      .where('project_id', '=', projectId)
      .where('is_archived', '=', false)
      .where('completed', '=', false)
      .orderBy('created_at')
      .limit(OPEN_TASK_NAMES)
      .execute(),
  ]);
  const count = (completed: boolean) =>
    Number(taskCounts.find((r) => r.completed === completed)?.n ?? 0);
  const tables = new Map(diagram.tables.map((t) => [t.id, t]));
  const column = (tableId: string, columnId: string) =>
    tables.get(tableId)?.attributes.find((a) => a.id === columnId)?.name ?? '?';
  return {
    projectId,
    projectName: project.name,
    dialect: project.dialect,
    tables: diagram.tables.map((t) => ({
      name: t.name,
      columns: t.attributes.map((a) => a.name),
      primaryKey: t.attributes.filter((a) => a.isPrimaryKey).map((a) => a.name),
    })),
    relationships: diagram.relationships.map((r) => ({
      source: tables.get(r.sourceTableId)?.name ?? '?',
      sourceColumn: column(r.sourceTableId, r.sourceColumnId),
      target: tables.get(r.targetTableId)?.name ?? '?',
      targetColumn: column(r.targetTableId, r.targetColumnId),
      cardinality: r.cardinality,
    })),
    tasks: {
      open: count(false),
      completed: count(true),
      lists: Number(lists?.n ?? 0),
      openNames: open.map((t) => t.name),
    },
    teamSize: Number(team?.n ?? 0),
  };
}
