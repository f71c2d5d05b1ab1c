import { z } from 'zod';
import {
  dbCommentSchema,
  dbEntitySchema,
  dbRelationshipSchema,
  diagramPositionsRecordSchema,
  diagramReloadRecordSchema,
} from '../api/diagram';
import { dbAreaSchema } from '../api/diagramAreas';
import { dbExtraSqlSchema, dbTypeSchema, dbViewSchema } from '../api/diagramObjects';
import {
  activitySchema,
  INVITE_STATUSES,
  notificationSchema,
  projectSettingSchema,
  roleSchema,
} from '../api/projects';
import { savedQuerySummarySchema } from '../api/savedQueries';
import { tagSchema, taskListSchema, taskSchema } from '../api/tasks';
import { versionSummarySchema } from '../api/versions';
import { wireframeComponentSchema } from '../api/wireframes';

/** What happened to a stored row. */
export const changeOperationSchema = z.enum(['INSERT', 'UPDATE', 'DELETE']);

/**
 * One stored kind's change: its table name as the discriminant, the row after (null on DELETE)
 * and the row before where the server knows it.
 */
function changeOf<T extends string, R extends z.ZodType, O extends z.ZodType>(
  table: T,
  record: R,
  oldRecord: O,
) {
  return z.object({
    table: z.literal(table),
    operation: changeOperationSchema,
    record: record.nullable(),
    old_record: oldRecord.nullable(),
  });
}

/** A project's row as a change carries it: at least which project (a deletion sends only these). */
export const projectChangeRecordSchema = z.object({ id: z.string(), name: z.string() });
/** A membership as a change carries it: the role is absent when a deleted project ends it. */
export const membershipChangeRecordSchema = z.object({
  project_id: z.string(),
  user_id: z.string(),
  role: roleSchema.optional(),
});
/** An invitation as a change carries it: the invitee's channel hears only which one. */
export const inviteChangeRecordSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  status: z.enum(INVITE_STATUSES).optional(),
});
/**
 * A share link change names only which link of which project (issue 41): Admins' lists refetch,
 * and an open share page of a revoked link hears that it is gone.
 */
export const shareChangeRecordSchema = z.object({ id: z.string(), project_id: z.string() });
/** A subscription change names only whose subscriptions to refetch. */
export const subscriptionChangeRecordSchema = z.object({ user_id: z.string() });
/** A table's row before an update: its id and version (a deletion sends the whole row). */
const tableBeforeSchema = dbEntitySchema.partial().extend({ id: z.string() });

/**
 * A data change after commit, as published on a channel (architecture, Realtime): one member
 * per stored kind, told apart by `table`, each with its record's schema, so that a reader gets a
 * typed row and a row of the wrong shape is refused on receipt. `diagram` is the reload an
 * import or an AI answer asks for instead of one change per row; `diagram_positions` carries
 * every item one move placed.
 */
export const changeEventSchema = z.discriminatedUnion('table', [
  changeOf('db_entities', dbEntitySchema, tableBeforeSchema),
  changeOf('db_comments', dbCommentSchema, dbCommentSchema),
  changeOf('db_relationships', dbRelationshipSchema, dbRelationshipSchema),
  changeOf('db_types', dbTypeSchema, dbTypeSchema),
  changeOf('db_views', dbViewSchema, dbViewSchema),
  changeOf('db_extra_sql', dbExtraSqlSchema, dbExtraSqlSchema),
  changeOf('db_areas', dbAreaSchema, dbAreaSchema),
  changeOf('diagram', diagramReloadRecordSchema, z.null()),
  changeOf('diagram_positions', diagramPositionsRecordSchema, z.null()),
  // A version travels as its summary: a snapshot can be megabytes; a screen fetches it on demand.
  changeOf('diagram_versions', versionSummarySchema, versionSummarySchema),
  // A saved query travels as its summary, as listed (issue 35, item 3); a screen fetches a text
  // when it opens the query.
  changeOf('saved_queries', savedQuerySummarySchema, savedQuerySummarySchema),
  changeOf('wireframe_components', wireframeComponentSchema, wireframeComponentSchema),
  // An update's row before is the stored row, without its tags.
  changeOf('tasks', taskSchema, taskSchema.partial({ tags: true })),
  changeOf('task_lists', taskListSchema, taskListSchema),
  changeOf('tags', tagSchema, tagSchema),
  changeOf('projects', projectChangeRecordSchema, projectChangeRecordSchema),
  changeOf('project_users', membershipChangeRecordSchema, membershipChangeRecordSchema),
  changeOf('project_invites', inviteChangeRecordSchema, inviteChangeRecordSchema),
  changeOf('project_activities', activitySchema, activitySchema),
  changeOf('project_settings', projectSettingSchema, projectSettingSchema),
  changeOf('notifications', notificationSchema, notificationSchema),
  changeOf('share_links', shareChangeRecordSchema, shareChangeRecordSchema),
  changeOf('subscriptions', subscriptionChangeRecordSchema, subscriptionChangeRecordSchema),
]);

/** A data change event, typed by its kind. */
export type ChangeEvent = z.output<typeof changeEventSchema>;
/** The stored kinds a change can be about. */
export type ChangeTable = ChangeEvent['table'];
/** The change of one stored kind, e.g. `ChangeOf<'tasks'>`. */
export type ChangeOf<T extends ChangeTable> = Extract<ChangeEvent, { table: T }>;
