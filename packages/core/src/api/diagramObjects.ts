/** The project-level objects of a diagram: named types, views and statements kept verbatim. */
import { z } from 'zod';
import {
  MAX_COMMENT_LENGTH,
  MAX_EXPRESSION_LENGTH,
  MAX_NAME_LENGTH,
} from '../diagram/attributePatches';
import { extraSqlSchema, namedTypeSchema, TYPE_KINDS, viewSchema } from '../schema/model';

/** Longest view query or verbatim statement (issue 16: a whole function body fits). */
export const MAX_SQL_LENGTH = 200_000;
/** Most labels of an enum, columns of a view, tables a view reads. */
export const MAX_LIST_ITEMS = 1000;

const uuid = z.uuid();
const id = z.string().min(1).max(64);
const name = z.string().max(MAX_NAME_LENGTH);
const dialect = z.string().max(32);
const comment = z.string().max(MAX_COMMENT_LENGTH);
const expression = z.string().min(1).max(MAX_EXPRESSION_LENGTH);

/** A named type's fields, bounded: what an import, a create and a stored row hold. */
const typeFields = {
  schema: name.optional(),
  name: name.trim().min(1),
  kind: z.enum(TYPE_KINDS),
  values: z.array(z.string().max(1000)).max(MAX_LIST_ITEMS).optional(),
  baseType: z.string().max(1000).optional(),
  notNull: z.boolean().optional(),
  defaultValue: z.string().max(1000).optional(),
  checks: z
    .array(z.strictObject({ name: name.default(''), expression }))
    .max(50)
    .optional(),
  sql: z.string().max(MAX_SQL_LENGTH).optional(),
  dialect: dialect.optional(),
  comment: comment.optional(),
};

/** A named type of an import: the model's type with bounded fields. */
export const importedTypeSchema = namedTypeSchema.extend({ id, ...typeFields });

/** A project type (enum, domain, other) as stored and broadcast. */
export const dbTypeSchema = namedTypeSchema.extend({
  ...typeFields,
  id: z.string(),
  project_id: z.string(),
  version: z.number(),
});

/** POST /api/projects/:projectId/types: the type without id (name unique per project and schema). */
export const createTypeBodySchema = z.strictObject(typeFields);

/** PATCH /api/projects/:projectId/types/:typeId: the fields to change; null clears an optional one. */
export const updateTypeBodySchema = z
  .strictObject({
    schema: typeFields.schema.unwrap().nullable(),
    name: typeFields.name,
    kind: typeFields.kind,
    values: typeFields.values.unwrap().nullable(),
    baseType: typeFields.baseType.unwrap().nullable(),
    notNull: typeFields.notNull.unwrap().nullable(),
    defaultValue: typeFields.defaultValue.unwrap().nullable(),
    checks: typeFields.checks.unwrap().nullable(),
    sql: typeFields.sql.unwrap().nullable(),
    dialect: typeFields.dialect.unwrap().nullable(),
    comment: typeFields.comment.unwrap().nullable(),
  })
  .partial();

/** A view's fields, bounded. */
const viewFields = {
  schema: name.optional(),
  name,
  query: z.string().max(MAX_SQL_LENGTH),
  dialect,
  materialized: z.boolean().optional(),
  nameAsWritten: z.string().max(1000).optional(),
  columnNames: z.array(name).max(MAX_LIST_ITEMS).optional(),
  tableIds: z.array(id).max(MAX_LIST_ITEMS).optional(),
  comment: comment.optional(),
  x: z.number().finite().min(-1e7).max(1e7),
  y: z.number().finite().min(-1e7).max(1e7),
};

/** A view of an import: the model's view with bounded fields (tableIds name the import's tables). */
export const importedViewSchema = viewSchema.extend({ id, ...viewFields });

/** A view as stored and broadcast; views come from imports and AI answers only. */
export const dbViewSchema = viewSchema.extend({
  ...viewFields,
  id: z.string(),
  project_id: z.string(),
  version: z.number(),
});

/** A statement's fields, bounded. */
const extraSqlFields = {
  dialect,
  kind: z.string().max(64),
  name: name.optional(),
  sql: z.string().max(MAX_SQL_LENGTH),
};

/** A verbatim statement of an import. */
export const importedExtraSqlSchema = extraSqlSchema.extend({ id, ...extraSqlFields });

/** A statement kept verbatim, as stored and broadcast. */
export const dbExtraSqlSchema = extraSqlSchema.extend({
  ...extraSqlFields,
  id: z.string(),
  project_id: z.string(),
});

/** Path parameters of the project objects' routes. */
export const typeParamsSchema = z.object({ projectId: uuid, typeId: uuid });
export const viewParamsSchema = z.object({ projectId: uuid, viewId: uuid });
export const extraSqlParamsSchema = z.object({ projectId: uuid, extraSqlId: uuid });

/** Stored project objects, and the bodies and parameters of their routes. */
export type DbType = z.output<typeof dbTypeSchema>;
export type DbView = z.output<typeof dbViewSchema>;
export type DbExtraSql = z.output<typeof dbExtraSqlSchema>;
export type CreateTypeBody = z.output<typeof createTypeBodySchema>;
export type CreateTypeBodyInput = z.input<typeof createTypeBodySchema>;
export type UpdateTypeBody = z.output<typeof updateTypeBodySchema>;
export type UpdateTypeBodyInput = z.input<typeof updateTypeBodySchema>;
export type TypeParams = z.output<typeof typeParamsSchema>;
export type ViewParams = z.output<typeof viewParamsSchema>;
export type ExtraSqlParams = z.output<typeof extraSqlParamsSchema>;
