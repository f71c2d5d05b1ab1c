import { z } from 'zod';

/**
 * Security events of an account, shown to its owner (issue 14, item 9), with its access tokens'
 * creation, revocation and first use from an address (issue 39).
 */
export const ACCOUNT_EVENT_KINDS = [
  'sign_up',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'email_verified',
  'identity_linked',
  'session_ended',
  'account_deleted',
  'token_created',
  'token_revoked',
  'token_new_address',
] as const;

/**
 * Events of a project, shown to its Admins: membership (issue 14, item 9), and changes that
 * replace or remove work: restores, replacing imports, versions renamed or deleted, saved queries
 * deleted, visualization defaults changed (issue 35, item 4); every use of a live database
 * connection: saved, changed, deleted, tried, read (issue 38, item 1c); share links made and revoked
 * (issue 41).
 */
export const PROJECT_EVENT_KINDS = [
  'member_role_changed',
  'member_removed',
  'member_left',
  'invitation_sent',
  'invitation_accepted',
  'invitation_declined',
  'invitation_removed',
  'project_deleted',
  'version_restored',
  'diagram_replaced',
  'diagram_synced',
  'diagram_pushed',
  'version_renamed',
  'version_deleted',
  'saved_query_deleted',
  'visualization_changed',
  'live_db_connection_created',
  'live_db_connection_changed',
  'live_db_connection_deleted',
  'live_db_tested',
  'live_db_read',
  'share_created',
  'share_revoked',
] as const;

/** One kind of account security event. */
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];
/** One kind of project membership event. */
export type ProjectEventKind = (typeof PROJECT_EVENT_KINDS)[number];
/** Any audited event kind. */
export type AuditEventKind = AccountEventKind | ProjectEventKind;

/** Events older than this are neither listed nor kept (docs/security.md). */
export const AUDIT_RETENTION_DAYS = 90;
/** A page of events holds at most this many; the default is the first page the tab shows. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;

/** Query of the event lists: a page size and the id the page starts below (newest first). */
export const auditPageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'is not an event id')
    .optional(),
});

/**
 * What an event adds to its kind, all optional text: `method` of a sign-in or sign-up
 * (password, google, github, verification_link, recovery_link), `provider` of a linked identity,
 * `reason` of a failed sign-in, `count` of ended sessions, `role` and `previous_role` of a
 * membership, `email` of an invitee or member, `name` of a deleted project; `version` and
 * `version_id` of a restored, renamed or deleted version (`previous_name` of a renamed one, `before`
 * the automatic version a restore saved first), of the automatic version a replacing import saved
 * (with its `tables`); `query` and `query_id` of a deleted saved query; `settings`, the changed
 * visualization options; `connection`, `connection_id`, `engine`, `host` (or `file`) of a live
 * database connection's use, with `outcome` (`ok` or the error code) of a try or read; `token` and
 * `token_id` of an access token (its name and id, never the token).
 */
export const auditDetailsSchema = z.record(z.string(), z.string());

/** The fields every listed event has: what, when, from where. */
const eventBase = {
  id: z.string(),
  created_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: auditDetailsSchema,
};

/** A security event of the caller's own account. */
export const accountEventSchema = z.object({ ...eventBase, kind: z.enum(ACCOUNT_EVENT_KINDS) });
/** A security event of the caller's own account. */
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** Someone an event names: their id and their name now (null once the account is gone). */
const personSchema = z.object({ user_id: z.string(), name: z.string().nullable() });

/** A membership event of a project, with who did it and whom it concerned. */
export const projectEventSchema = z.object({
  ...eventBase,
  kind: z.enum(PROJECT_EVENT_KINDS),
  actor: personSchema.nullable(),
  target: personSchema.nullable(),
});
/** A membership event of a project. */
export type ProjectEvent = z.infer<typeof projectEventSchema>;

/** GET /api/account/security: a page of the caller's events, newest first. */
export const accountEventPageSchema = z.object({
  events: z.array(accountEventSchema),
  /** Pass as `before` for the next page; null on the last page. */
  next_before: z.string().nullable(),
});

/** GET /api/projects/:projectId/audit: a page of the project's events, newest first. */
export const projectEventPageSchema = z.object({
  events: z.array(projectEventSchema),
  next_before: z.string().nullable(),
});

/** A signed-in session of the caller's account. */
export const accountSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** When the session was last refreshed. */
  updated_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
/** A signed-in session of the caller's account. */
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: the current session first, then the newest. */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** DELETE /api/account/sessions/:sessionId */
export const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });

/** POST /api/account/sessions/end-others: how many sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type AuditPageQuery = z.output<typeof auditPageQuerySchema>;
export type AuditPageQueryInput = z.input<typeof auditPageQuerySchema>;
export type AccountEventPage = z.output<typeof accountEventPageSchema>;
export type ProjectEventPage = z.output<typeof projectEventPageSchema>;
export type AccountSessionList = z.output<typeof accountSessionListSchema>;
export type SessionParams = z.output<typeof sessionParamsSchema>;
export type EndedSessions = z.output<typeof endedSessionsSchema>;
