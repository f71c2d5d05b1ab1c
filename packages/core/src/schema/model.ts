import { z } from 'zod';

/** The four relationship kinds of a diagram (spec 2, §3). */
export const CARDINALITIES = ['ONE_TO_MANY', 'MANY_TO_ONE', 'ONE_TO_ONE', 'MANY_TO_MANY'] as const;

/** Cardinality of a relationship; the canvas creates ONE_TO_MANY. */
export const cardinalitySchema = z.enum(CARDINALITIES);

/** A column of a table, with the flags the table editor shows (spec 2, §3 "Attribute"). */
export const attributeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.string(),
  defaultValue: z.string().nullable().default(null),
  isNullable: z.boolean().default(true),
  isPrimaryKey: z.boolean().default(false),
  isForeignKey: z.boolean().default(false),
  isUnique: z.boolean().default(false),
  isIdentity: z.boolean().default(false),
  isAutoIncrement: z.boolean().default(false),
});

/** A table on the canvas (spec 2, §3 "Table"): name, columns, position and size. */
export const tableSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  attributes: z.array(attributeSchema),
  x: z.number(),
  y: z.number(),
  width: z.number().default(200),
  height: z.number().default(100),
});

/**
 * A relationship between two tables (spec 2, §3). The source is the referenced ("one") side and
 * the target holds the foreign-key column, as the canvas adds the foreign key to the target table.
 */
export const relationshipSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  sourceTableId: z.string().min(1),
  targetTableId: z.string().min(1),
  sourceColumnId: z.string().min(1),
  targetColumnId: z.string().min(1),
  cardinality: cardinalitySchema.default('ONE_TO_MANY'),
});

/** A free-text note placed on the canvas (spec 2, §3 "Comment"). */
export const commentSchema = z.object({
  id: z.string().min(1),
  text: z.string().default('New Comment'),
  x: z.number(),
  y: z.number(),
});

/** Everything a diagram holds: what the generators, importers and diff work on. */
export const diagramModelSchema = z.object({
  tables: z.array(tableSchema).default([]),
  relationships: z.array(relationshipSchema).default([]),
  comments: z.array(commentSchema).default([]),
});

/** Relationship cardinality. */
export type Cardinality = z.infer<typeof cardinalitySchema>;
/** A table column. */
export type Attribute = z.infer<typeof attributeSchema>;
/** A table on the canvas. */
export type Table = z.infer<typeof tableSchema>;
/** A relationship between two tables. */
export type Relationship = z.infer<typeof relationshipSchema>;
/** A canvas comment. */
export type Comment = z.infer<typeof commentSchema>;
/** A whole diagram: tables, relationships and comments. */
export type DiagramModel = z.infer<typeof diagramModelSchema>;
