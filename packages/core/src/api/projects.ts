import { z } from 'zod';
import {
  DATABASE_TYPES,
  DEFAULT_PROJECT_COLOR,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NAME_MIN,
  ROLES,
} from '../projects/rules';
import { VISUALIZATION_KEY, visualizationSettingsSchema } from './visualization';

export const roleSchema = z.enum(ROLES);
export const databaseTypeSchema = z
  .string()
  .max(100)
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(DATABASE_TYPES));

const projectId = z.uuid('is not a project id');

/** Path parameters of project-scoped routes. */
export const projectParamsSchema = z.object({ projectId });

/** POST /api/projects */
export const createProjectBodySchema = z.strictObject({
  name: z.string().trim().min(PROJECT_NAME_MIN).max(PROJECT_NAME_MAX),
  description: z.string().max(PROJECT_DESCRIPTION_MAX).default(''),
  database_type: databaseTypeSchema.default('mysql'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'has invalid format')
    .default(DEFAULT_PROJECT_COLOR),
});

/** PATCH /api/projects/:projectId */
export const updateProjectBodySchema = z
  .strictObject({
    name: z.string().trim().min(PROJECT_NAME_MIN).max(PROJECT_NAME_MAX),
    description: z.string().max(PROJECT_DESCRIPTION_MAX),
    database_type: databaseTypeSchema,
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'has invalid format'),
  })
  .partial();

/** DELETE /api/projects/:projectId: the name typed to confirm. */
export const deleteProjectBodySchema = z.strictObject({ confirmName: z.string().max(200) });

/** A project as listed and read (spec 1 §3): `users` holds the current user's role first. */
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  database_type: z.enum(DATABASE_TYPES),
  color: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  users: z.array(z.object({ user_id: z.string(), role: roleSchema })),
});

/** A project as the client sees it. */
export type Project = z.infer<typeof projectSchema>;

/** The activity types of a project (spec 2 §3). */
export const ACTIVITY_TYPES = [
  'project_created',
  'project_name_changed',
  'project_description_changed',
  'user_joined',
  'user_role_changed',
  'user_left',
] as const;

/** One line of a project's activity list. */
export const activitySchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  created_at: z.string(),
});

/** GET /api/projects/:projectId/summary (the remote procedure get_project_summary of spec 2 §7). */
export const projectSummarySchema = z.object({
  project_users_count: z.number(),
  db_entities_count: z.number(),
  activities: z.array(activitySchema),
});

/** A member with the user's public fields (spec 2 §3 "Project user"). */
export const memberSchema = z.object({
  project_id: z.string(),
  user_id: z.string(),
  role: roleSchema,
  created_at: z.string(),
  user: z.object({
    firstname: z.string(),
    lastname: z.string().nullable(),
    email: z.string(),
    avatar_url: z.string().nullable(),
  }),
});

/** A project member. */
export type Member = z.infer<typeof memberSchema>;

/** Path parameters naming one member. */
export const memberParamsSchema = z.object({ projectId, userId: z.string().min(1).max(100) });

/** PATCH /api/projects/:projectId/members/:userId */
export const updateMemberBodySchema = z.strictObject({ role: roleSchema });

/** Invitation states; Pending, Accepted and Declined appear in the spec. */
export const INVITE_STATUSES = ['Pending', 'Accepted', 'Declined'] as const;
/** An invitation's state. */
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** POST /api/projects/:projectId/invites */
export const createInviteBodySchema = z.strictObject({
  invitee_email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('must be a valid email address')),
  role: roleSchema.default('Viewer'),
});

/** An invitation (spec 1 §3, project_invites) with its project. */
export const inviteSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  invitee_email: z.string(),
  role: roleSchema,
  project_name: z.string(),
  status: z.enum(INVITE_STATUSES),
  accepted_by: z.string().nullable(),
  invite_token: z.string().optional(),
  created_at: z.string(),
  project: z.object({ id: z.string(), name: z.string(), description: z.string() }),
});

/** An invitation. */
export type Invite = z.infer<typeof inviteSchema>;

/** Path parameters naming one invitation of a project. */
export const inviteParamsSchema = z.object({ projectId, inviteId: z.uuid() });
/** Path parameters naming an invitation by its token. */
export const inviteTokenParamsSchema = z.object({ token: z.string().min(10).max(100) });

/** A notification (spec 1 §3). */
export const notificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  notification_text: z.string(),
  url: z.string().nullable(),
  seen_at: z.string().nullable(),
  created_at: z.string(),
  user_id: z.string(),
});

/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number(),
  unseen_count: z.number(),
});

/** The project-setting key holding the default table data (spec 2 §3). */
export const DEFAULT_TABLE_DATA_KEY = 'dbdesigner:defaultTableData';

/** The value of the default-table-data setting: a name and columns for new tables. */
export const defaultTableDataSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  attributes: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(100),
        name: z.string().trim().max(100),
        type: z.string().trim().max(100),
        defaultValue: z.string().max(500).nullable().optional(),
        isNullable: z.boolean(),
        isPrimaryKey: z.boolean(),
        isForeignKey: z.boolean().optional(),
        isUnique: z.boolean(),
        isIdentity: z.boolean().optional(),
        isAutoIncrement: z.boolean(),
      }),
    )
    .max(200),
});

/** The known project settings and their value schemas. */
export const projectSettingSchemas = {
  [DEFAULT_TABLE_DATA_KEY]: defaultTableDataSchema,
  [VISUALIZATION_KEY]: visualizationSettingsSchema,
} as const;

/** A known project setting's key. */
export type ProjectSettingKey = keyof typeof projectSettingSchemas;

/**
 * The value schema of a setting key, or undefined for an unknown key. The key comes from the URL,
 * so it is looked up among the own keys only: `constructor` or `__proto__` name no setting.
 */
export function projectSettingValueSchema(
  key: string,
): (typeof projectSettingSchemas)[ProjectSettingKey] | undefined {
  return Object.hasOwn(projectSettingSchemas, key)
    ? projectSettingSchemas[key as ProjectSettingKey] // an own key, checked on the line above
    : undefined;
}

/** A project setting row (spec 2 §3). */
export const projectSettingSchema = z.object({
  project_id: z.string(),
  key: z.string(),
  value: z.unknown(),
});

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type ProjectParams = z.output<typeof projectParamsSchema>;
export type CreateProjectBody = z.output<typeof createProjectBodySchema>;
export type CreateProjectBodyInput = z.input<typeof createProjectBodySchema>;
export type UpdateProjectBody = z.output<typeof updateProjectBodySchema>;
export type UpdateProjectBodyInput = z.input<typeof updateProjectBodySchema>;
export type DeleteProjectBody = z.output<typeof deleteProjectBodySchema>;
export type DeleteProjectBodyInput = z.input<typeof deleteProjectBodySchema>;
export type Activity = z.output<typeof activitySchema>;
export type ProjectSummary = z.output<typeof projectSummarySchema>;
export type MemberParams = z.output<typeof memberParamsSchema>;
export type UpdateMemberBody = z.output<typeof updateMemberBodySchema>;
export type UpdateMemberBodyInput = z.input<typeof updateMemberBodySchema>;
export type CreateInviteBody = z.output<typeof createInviteBodySchema>;
export type CreateInviteBodyInput = z.input<typeof createInviteBodySchema>;
export type InviteParams = z.output<typeof inviteParamsSchema>;
export type InviteTokenParams = z.output<typeof inviteTokenParamsSchema>;
export type NotificationList = z.output<typeof notificationListSchema>;
export type DefaultTableData = z.output<typeof defaultTableDataSchema>;
export type ProjectSetting = z.output<typeof projectSettingSchema>;
