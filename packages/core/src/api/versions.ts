import { z } from 'zod';
import { diagramSchema } from './diagram';
import { VERSION_NAME_MAX, versionDescription, versionName } from './versionFields';

export {
  VERSION_NAME_REQUIRED,
  VERSION_NOT_FOUND,
  VERSION_NAME_MAX,
  VERSION_DESCRIPTION_MAX,
  createVersionBodySchema,
  type CreateVersionBody,
  type CreateVersionBodyInput,
} from './versionFields';

/** Most versions a project keeps; the oldest automatic ones make room (issue 19, item 5). */
export const MAX_VERSIONS_PER_PROJECT = 1000;
/**
 * Largest snapshot of a version, as JSON (issue 19, item 5; docs/security.md): a diagram of
 * 10 000 tables with 10 columns is about 25 MB (issue 21 item 5), and a replacing import of it
 * first saves it as a version.
 */
export const MAX_VERSION_SNAPSHOT_BYTES = 40 * 1024 * 1024;
/** Automatic versions expire after this many days unless pinned (issue 19, item 1). */
export const AUTOMATIC_VERSION_DAYS = 30;

/**
 * Why an automatic version was saved: before a replacing import, an AI generation, a restore, a
 * database sync, a push of a schema file (issue 39).
 */
export const VERSION_REASONS = ['import', 'ai', 'restore', 'sync', 'push'] as const;
export const versionReasonSchema = z.enum(VERSION_REASONS);
export type VersionReason = z.infer<typeof versionReasonSchema>;

/** Who saved a version, for the list's avatar; null once their account is gone. */
export const versionAuthorSchema = z.object({ name: z.string(), image: z.string().nullable() });

/**
 * A version as listed and as a realtime change carries it: everything but the snapshot.
 * `expires_at` is when an automatic, unpinned version stops being kept; null for the others.
 */
export const versionSummarySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  automatic: z.boolean(),
  reason: versionReasonSchema.nullable(),
  pinned: z.boolean(),
  table_count: z.number(),
  size_bytes: z.number(),
  created_by: z.string().nullable(),
  author: versionAuthorSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** A version with its immutable snapshot: the whole stored diagram as GET /diagram answers it. */
export const versionSchema = versionSummarySchema.extend({ snapshot: diagramSchema });
export type Version = z.infer<typeof versionSchema>;

/** PATCH /api/projects/:projectId/versions/:versionId: rename, describe, pin; never the snapshot. */
export const updateVersionBodySchema = z
  .strictObject({ name: versionName, description: versionDescription, pinned: z.boolean() })
  .partial();
export type UpdateVersionBody = z.output<typeof updateVersionBodySchema>;
/** What a client sends to rename, describe or pin a version. */
export type UpdateVersionBodyInput = z.input<typeof updateVersionBodySchema>;

/** Path parameters of one version. */
export const versionParamsSchema = z.object({ projectId: z.uuid(), versionId: z.uuid() });

/** GET /api/projects/:projectId/versions: `q` finds versions by name or description. */
export const listVersionsQuerySchema = z.strictObject({
  q: z.string().trim().max(VERSION_NAME_MAX).optional(),
});
export type ListVersionsQuery = z.output<typeof listVersionsQuerySchema>;

/**
 * The answer of POST versions/:versionId/restore: the diagram now on the canvas and the
 * automatic version of the state before, whose restore undoes this one.
 */
export const restoreVersionResultSchema = z.object({
  diagram: diagramSchema,
  before: versionSummarySchema,
});
export type RestoreVersionResult = z.infer<typeof restoreVersionResultSchema>;
