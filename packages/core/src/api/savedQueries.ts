import { z } from 'zod';

/** Shown when a query is saved or renamed without a name (issue 20, item 5). */
export const SAVED_QUERY_NAME_REQUIRED = 'Query name is required';
/** Shown when a query is saved with no text, or with blanks only. */
export const SAVED_QUERY_SQL_REQUIRED = 'Query text is required';
/** Shown for a saved query that does not exist, or not in this project. */
export const SAVED_QUERY_NOT_FOUND = 'Query not found';
/** The longest saved query name. */
export const SAVED_QUERY_NAME_MAX = 100;
/** The longest saved query text, in characters. */
export const SAVED_QUERY_SQL_MAX = 100_000;
/** Most queries a project keeps; one more answers 409. */
export const MAX_SAVED_QUERIES_PER_PROJECT = 500;
/**
 * The longest preview of a query's text in the list (issue 35, item 3): the list never carries
 * the texts, which at 500 queries of 100 000 characters made 48 MB for every member.
 */
export const SAVED_QUERY_PREVIEW_MAX = 200;

/** Who saved a query, for the list's avatar; null once their account is gone. */
export const savedQueryAuthorSchema = z.object({ name: z.string(), image: z.string().nullable() });

/**
 * A saved SQL query of a project, as listed, answered and carried by a realtime change: the text
 * only (the server never stores a result). `author` is who saved it first (`created_by`).
 */
export const savedQuerySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  sql: z.string(),
  created_by: z.string().nullable(),
  author: savedQueryAuthorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;

/**
 * A saved query as listed and as a realtime change carries it: everything but the text, with the
 * text's first SAVED_QUERY_PREVIEW_MAX characters. GET .../queries/:queryId answers the whole query.
 */
export const savedQuerySummarySchema = savedQuerySchema.omit({ sql: true }).extend({
  preview: z.string().max(SAVED_QUERY_PREVIEW_MAX),
});
export type SavedQuerySummary = z.infer<typeof savedQuerySummarySchema>;

/** The preview of a query's text: its first SAVED_QUERY_PREVIEW_MAX characters (UTF-16 units). */
export const savedQueryPreview = (sql: string) => sql.slice(0, SAVED_QUERY_PREVIEW_MAX);

/** A saved query's summary, from the whole query. */
export function savedQuerySummary({ sql, ...query }: SavedQuery): SavedQuerySummary {
  return { ...query, preview: savedQueryPreview(sql) };
}

const savedQueryName = z
  .string(SAVED_QUERY_NAME_REQUIRED)
  .trim()
  .min(1, SAVED_QUERY_NAME_REQUIRED)
  .max(SAVED_QUERY_NAME_MAX);
/** The text is kept as typed (its blank lines and indentation are the author's), never blank. */
const savedQuerySql = z
  .string(SAVED_QUERY_SQL_REQUIRED)
  .min(1, SAVED_QUERY_SQL_REQUIRED)
  .max(SAVED_QUERY_SQL_MAX)
  .regex(/\S/, SAVED_QUERY_SQL_REQUIRED);

/** POST /api/projects/:projectId/queries: saves a query under a name (Editors and Admins). */
export const createSavedQueryBodySchema = z.strictObject({
  name: savedQueryName,
  sql: savedQuerySql,
});
export type CreateSavedQueryBody = z.output<typeof createSavedQueryBodySchema>;
/** What a client sends to save a query. */
export type CreateSavedQueryBodyInput = z.input<typeof createSavedQueryBodySchema>;

/** PATCH /api/projects/:projectId/queries/:queryId: renames a query and/or changes its text. */
export const updateSavedQueryBodySchema = z
  .strictObject({ name: savedQueryName, sql: savedQuerySql })
  .partial();
export type UpdateSavedQueryBody = z.output<typeof updateSavedQueryBodySchema>;
/** What a client sends to rename a query or change its text. */
export type UpdateSavedQueryBodyInput = z.input<typeof updateSavedQueryBodySchema>;

/** Path parameters of one saved query. */
export const savedQueryParamsSchema = z.object({ projectId: z.uuid(), queryId: z.uuid() });
