import type {
  AttributeInput,
  Cardinality,
  DatabaseType,
  Deferrability,
  Diagram,
  EmbedMode,
  InviteStatus,
  LiveDbEngine,
  NamedType,
  ReferentialAction,
  Role,
  TableDetails,
  TokenScope,
  VersionReason,
  View,
} from '@relata/core';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's user table. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's session table; sessions live in the database so any node can serve them. */
export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

/** Realtime payloads too large for NOTIFY, read back by id on every node. */
export interface RealtimeEventTable {
  id: Generated<string>;
  channel: string;
  payload: unknown;
  created_at: Generated<Date>;
}

/** A user's profile (spec 1 §3). */
export interface ProfileTable {
  id: string;
  firstname: Generated<string>;
  lastname: string | null;
  avatar_url: string | null;
  onboarding_finished: Generated<boolean>;
  onboarding_step: Generated<number>;
  theme: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** better-auth's account table: one row per identity (credential, google, github). */
export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's verification tokens (e-mail verification, password reset). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Mail kept by the built-in outbox. */
export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: ColumnType<string[], string, string>;
  created_at: Generated<Date>;
}

/** Abuse-limit counters. */
export interface RateLimitBucketTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** Sessions opened by a recovery link. */
export interface RecoverySessionTable {
  session_id: string;
  expires_at: Date;
}

/** A project (spec 1 §3). */
export interface ProjectTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  database_type: Generated<DatabaseType>;
  color: Generated<string>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A membership with its role. */
export interface ProjectUserTable {
  project_id: string;
  user_id: string;
  role: Role;
  created_at: Generated<Date>;
}

/** An invitation to a project, by e-mail address. */
export interface ProjectInviteTable {
  id: Generated<string>;
  project_id: string;
  invitee_email: string;
  role: Role;
  project_name: string;
  status: Generated<InviteStatus>;
  accepted_by: string | null;
  invite_token: string;
  invited_by: string | null;
  created_at: Generated<Date>;
}

/** A line of a project's activity list. */
export interface ProjectActivityTable {
  id: Generated<string>;
  project_id: string;
  type: string;
  title: string;
  actor_id: string | null;
  created_at: Generated<Date>;
}

/** One value per key per project. */
export interface ProjectSettingTable {
  project_id: string;
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

/** A user's notification. */
export interface NotificationTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  notification_text: string;
  url: string | null;
  seen_at: Date | null;
  created_at: Generated<Date>;
}

/** A table of a project's diagram. */
export interface DbEntityTable {
  id: Generated<string>;
  project_id: string;
  /** Insertion order within one created_at (an import's rows share it). */
  seq: Generated<string>;
  name: Generated<string>;
  /**
   * The columns, each without the fields that hold their default (core's withoutDefaults; rows
   * written before keep them all): read them through `readAttributes`.
   */
  attributes: ColumnType<AttributeInput[], string | undefined, string>;
  x: Generated<number>;
  y: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  schema_name: Generated<string>;
  comment: Generated<string>;
  color: Generated<string>;
  /** The table details other than schema, comment and colour ({} for none). */
  details: ColumnType<StoredTableDetails, string | undefined, string>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The table details kept in db_entities.details. */
export type StoredTableDetails = Omit<TableDetails, 'schema' | 'comment' | 'color'>;

/** A list of the task board. */
export interface TaskListTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  position: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A task. */
export interface TaskTable {
  id: Generated<string>;
  project_id: string;
  task_list_id: string;
  name: string;
  description: Generated<string>;
  completed: Generated<boolean>;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  is_archived: Generated<boolean>;
  position: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A tag of a project. */
export interface TagTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  color: Generated<string>;
  created_at: Generated<Date>;
}

/** Which tags a task carries. */
export interface TaskTagTable {
  task_id: string;
  tag_id: string;
}

/** A comment on the diagram canvas. */
export interface DbCommentTable {
  id: Generated<string>;
  project_id: string;
  text: Generated<string>;
  x: Generated<number>;
  y: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A subject area of the diagram: a named, coloured rectangle behind tables (migration 0014). */
export interface DbAreaTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  color: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A relationship between two tables of the diagram. */
export interface DbRelationshipTable {
  id: Generated<string>;
  project_id: string;
  /** Insertion order within one created_at (an import's rows share it). */
  seq: Generated<string>;
  name: Generated<string>;
  source_table_id: string;
  target_table_id: string;
  source_column_id: string;
  target_column_id: string;
  cardinality: Generated<Cardinality>;
  on_delete: ReferentialAction | null;
  on_update: ReferentialAction | null;
  deferrability: Deferrability | null;
  created_at: Generated<Date>;
}

/** The details of a project type kept in db_types.details. */
export type StoredTypeDetails = Omit<NamedType, 'id' | 'schema' | 'name' | 'kind'>;

/** A project-level type (enum, domain, other) of the diagram. */
export interface DbTypeTable {
  id: Generated<string>;
  project_id: string;
  schema_name: Generated<string>;
  name: string;
  kind: NamedType['kind'];
  details: ColumnType<StoredTypeDetails, string | undefined, string>;
  version: Generated<number>;
  seq: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The details of a view kept in db_views.details. */
export type StoredViewDetails = Pick<View, 'materialized' | 'columnNames' | 'tableIds' | 'comment'>;

/** A view of the diagram, read-only on the canvas. */
export interface DbViewTable {
  id: Generated<string>;
  project_id: string;
  schema_name: Generated<string>;
  name: string;
  query: string;
  dialect: string;
  x: Generated<number>;
  y: Generated<number>;
  details: ColumnType<StoredViewDetails, string | undefined, string>;
  version: Generated<number>;
  seq: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A statement of the project kept verbatim in its dialect. */
export interface DbExtraSqlTable {
  id: Generated<string>;
  project_id: string;
  dialect: string;
  kind: string;
  name: string | null;
  sql: string;
  seq: Generated<string>;
  created_at: Generated<Date>;
}

/** A product of the plan catalogue. */
export interface ProductTable {
  id: string;
  name: string;
  description: string | null;
  features: ColumnType<string[], string, string>;
  active: boolean;
  metadata: ColumnType<Record<string, string>, string, string>;
  updated_at: Generated<Date>;
}

/** A price of a product. */
export interface PriceTable {
  id: string;
  product_id: string;
  unit_amount: number;
  currency: string;
  interval: string;
  lookup_key: string | null;
  active: boolean;
  updated_at: Generated<Date>;
}

/** The payment provider's customer of a user. */
export interface BillingCustomerTable {
  user_id: string;
  customer_id: string;
}

/** A user's subscription as the provider last told it. */
export interface SubscriptionTable {
  id: string;
  user_id: string;
  status: string | null;
  price_id: string | null;
  lookup_key: string | null;
  cancel_at_period_end: boolean;
  cancel_at: Date | null;
  canceled_at: Date | null;
  current_period_end: Date | null;
  provider: string;
  event_created: ColumnType<string, number | string, number | string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Processed webhook events. */
export interface BillingEventTable {
  id: string;
  type: string;
  received_at: Generated<Date>;
}

/** Sessions of the test-mode provider. */
export interface TestBillingSessionTable {
  id: string;
  kind: string;
  user_id: string;
  price_id: string | null;
  return_url: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
}

/** A component of a wireframe (surfaces included). */
export interface WireframeComponentTable {
  id: Generated<string>;
  project_id: string;
  parent_id: string | null;
  type: string;
  name: Generated<string>;
  category: Generated<string>;
  x: number;
  y: number;
  width: number;
  height: number;
  z: Generated<number>;
  properties: ColumnType<Record<string, unknown>, string | undefined, string>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A security or membership event of the audit trail (issue 14, item 9). */
export interface AuditEventTable {
  id: Generated<string>;
  kind: string;
  user_id: string | null;
  project_id: string | null;
  actor_id: string | null;
  target_id: string | null;
  details: ColumnType<Record<string, string>, string | undefined, string>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

/** A saved version of a project's diagram (issue 19): its snapshot never changes. */
export interface DiagramVersionTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  description: Generated<string>;
  automatic: Generated<boolean>;
  reason: VersionReason | null;
  pinned: Generated<boolean>;
  snapshot: ColumnType<Diagram, string, never>;
  size_bytes: number;
  table_count: number;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  seq: Generated<string>;
}

/** A SQL query saved to a project (issue 20, item 5): its name and text, never a result. */
export interface SavedQueryTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  sql: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * A connection to a project's live database (issue 38, item 1c); the password only sealed
 * (modules/liveDb/passwordSeal.ts), never in clear.
 */
export interface LiveDbConnectionTable {
  id: string;
  project_id: string;
  name: string;
  engine: LiveDbEngine;
  host: string | null;
  port: number | null;
  database_name: string | null;
  user_name: string | null;
  password_sealed: string | null;
  tls: boolean;
  file: string | null;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Personal access tokens (issue 39); only the token's SHA-256 is kept. */
export interface AccessTokenTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  token_hash: string;
  prefix: string;
  scope: TokenScope;
  /** null: every project of the user. */
  project_ids: string[] | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
}

/** A share link (issue 41): a project's diagram, read-only, for readers without an account. */
export interface ShareLinkTable {
  id: Generated<string>;
  project_id: string;
  /** null once its maker's account is deleted. */
  created_by: string | null;
  name: string;
  token_hash: string;
  prefix: string;
  /** Argon2id; null: no password. */
  password_hash: string | null;
  include_sql: boolean;
  live: boolean;
  embed: EmbedMode;
  embed_origins: string[];
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Date | null;
  last_opened_at: Date | null;
  revoked_at: Date | null;
}

/** The addresses an access token was used from. */
export interface AccessTokenAddressTable {
  token_id: string;
  address: string;
  first_seen: Generated<Date>;
}

/** Applied SQL migrations. */
export interface SchemaMigrationTable {
  name: string;
  applied_at: Generated<Date>;
}

/** The database as Kysely sees it; each issue adds its tables here and in a migration. */
export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfileTable;
  mail_outbox: MailOutboxTable;
  rate_limit_buckets: RateLimitBucketTable;
  recovery_sessions: RecoverySessionTable;
  projects: ProjectTable;
  project_users: ProjectUserTable;
  project_invites: ProjectInviteTable;
  project_activities: ProjectActivityTable;
  project_settings: ProjectSettingTable;
  notifications: NotificationTable;
  db_entities: DbEntityTable;
  task_lists: TaskListTable;
  tasks: TaskTable;
  tags: TagTable;
  task_tags: TaskTagTable;
  db_comments: DbCommentTable;
  db_areas: DbAreaTable;
  db_relationships: DbRelationshipTable;
  db_types: DbTypeTable;
  db_views: DbViewTable;
  db_extra_sql: DbExtraSqlTable;
  products: ProductTable;
  prices: PriceTable;
  billing_customers: BillingCustomerTable;
  subscriptions: SubscriptionTable;
  billing_events: BillingEventTable;
  test_billing_sessions: TestBillingSessionTable;
  wireframe_components: WireframeComponentTable;
  realtime_events: RealtimeEventTable;
  audit_events: AuditEventTable;
  diagram_versions: DiagramVersionTable;
  saved_queries: SavedQueryTable;
  live_db_connections: LiveDbConnectionTable;
  access_tokens: AccessTokenTable;
  access_token_addresses: AccessTokenAddressTable;
  share_links: ShareLinkTable;
  schema_migrations: SchemaMigrationTable;
}
