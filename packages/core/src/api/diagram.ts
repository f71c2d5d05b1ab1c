import { z } from 'zod';
import {
  attributePatchSchema,
  MAX_ATTRIBUTES,
  MAX_NAME_LENGTH,
  storedAttributeSchema,
} from '../diagram/attributePatches';
import {
  tableColorSchema,
  tableCommentSchema,
  tableDetailsSchema,
  tableItemPatchSchema,
  tableSchemaNameSchema,
} from '../diagram/tableItems';
import {
  cardinalitySchema,
  commentSchema,
  deferrabilitySchema,
  diagramModelSchema,
  referentialActionSchema,
  relationshipSchema,
  tableSchema,
} from '../schema/model';
import { SQL_DIALECTS } from '../schema/sql/dialects';
import { DEFAULT_COMMENT_TEXT } from '../schema/defaults';
import { createVersionBodySchema } from './versionFields';
import {
  dbExtraSqlSchema,
  dbTypeSchema,
  dbViewSchema,
  importedExtraSqlSchema,
  importedTypeSchema,
  importedViewSchema,
} from './diagramObjects';
import { dbAreaSchema, importedAreaSchema, MAX_AREAS } from './diagramAreas';

const coordinate = z.number().finite().min(-1e7).max(1e7);
const size = z.number().finite().min(0).max(1e5);
const uuid = z.uuid();

/**
 * A table as stored and broadcast (spec 2 §3 "Table", plus its row version), with the model's
 * table fields (schema, comment, colour, keys, uniques, indexes, checks), absent when none.
 */
export const dbEntitySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  attributes: z.array(storedAttributeSchema),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  version: z.number(),
  ...tableDetailsSchema.shape,
});

/** A comment as stored and broadcast (spec 2 §3 "Comment"). */
export const dbCommentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  text: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  version: z.number(),
});

/** A relationship as stored and broadcast (spec 2 §3 "Relationship"). */
export const dbRelationshipSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  sourceTableId: z.string(),
  targetTableId: z.string(),
  sourceColumnId: z.string(),
  targetColumnId: z.string(),
  cardinality: cardinalitySchema,
  /** The foreign key's actions and deferrability; absent means NO ACTION, NOT DEFERRABLE. */
  onDelete: referentialActionSchema.optional(),
  onUpdate: referentialActionSchema.optional(),
  deferrable: deferrabilitySchema.optional(),
});

/** Stored diagram items. */
export type DbEntity = z.infer<typeof dbEntitySchema>;
export type DbComment = z.infer<typeof dbCommentSchema>;
export type DbRelationship = z.infer<typeof dbRelationshipSchema>;

/** GET /api/projects/:projectId/diagram */
export const diagramSchema = z.object({
  tables: z.array(dbEntitySchema),
  comments: z.array(dbCommentSchema),
  relationships: z.array(dbRelationshipSchema),
  types: z.array(dbTypeSchema),
  views: z.array(dbViewSchema),
  extraSql: z.array(dbExtraSqlSchema),
  // Snapshots saved before areas existed have none.
  areas: z.array(dbAreaSchema).default([]),
});

/** The largest diagram the editor is built for (issue 21 item 5): 10 000 tables. */
export const MAX_DIAGRAM_TABLES = 10_000;

/** Most tables, comments, types, views or statements one import may bring. */
export const MAX_IMPORT_ITEMS = MAX_DIAGRAM_TABLES;

/** Most relationships one import may bring: two per table of the largest diagram. */
export const MAX_IMPORT_RELATIONSHIPS = 2 * MAX_DIAGRAM_TABLES;

/*
 * Caps of a whole diagram (issue 35, item 3; docs/security.md "Limits"): whatever its edits and
 * imports, a diagram stays small enough to be saved as a version, so that saving, restoring and a
 * replacing import (each saves the diagram as a version first) keep working. diagramLimits.ts
 * measures a diagram against them.
 */

/** Most columns of all tables together: 15 per table of the largest diagram. */
export const MAX_DIAGRAM_COLUMNS = 15 * MAX_DIAGRAM_TABLES;
/** Most relationships of a diagram: two per table of the largest diagram. */
export const MAX_DIAGRAM_RELATIONSHIPS = MAX_IMPORT_RELATIONSHIPS;
/** Most comments, and most types, views and statements (each kind), of a diagram. */
export const MAX_DIAGRAM_ITEMS = MAX_IMPORT_ITEMS;
/**
 * Most bytes of a diagram as JSON (GET /diagram's answer, a version's snapshot): 30 MiB, 10 MiB
 * below MAX_VERSION_SNAPSHOT_BYTES (40 MiB) for what the server's estimate of a stored diagram
 * may miss (JSON escapes of text). A diagram of 10 000 tables of 10 columns is about 25 MB.
 */
export const MAX_DIAGRAM_BYTES = 30 * 1024 * 1024;

/** The longest comment text, on the canvas and in an import (POST /comments, spec 2 §9). */
export const COMMENT_TEXT_MAX = 5000;

/** A column of an import: its name exactly as the source spells it (not trimmed). */
const importedAttributeSchema = storedAttributeSchema.extend({
  name: z.string().max(MAX_NAME_LENGTH),
});

/** A table of an import: the model's table with bounded columns and table fields. */
const importedTableSchema = tableSchema.extend({
  id: z.string().min(1).max(64),
  name: z.string().max(MAX_NAME_LENGTH),
  attributes: z.array(importedAttributeSchema).max(MAX_ATTRIBUTES),
  ...tableDetailsSchema.shape,
});

/** A comment of an import: as long as one typed on the canvas. */
const importedCommentSchema = commentSchema.extend({
  text: z.string().max(COMMENT_TEXT_MAX).default(DEFAULT_COMMENT_TEXT),
});

/** A relationship of an import, bounded. */
const importedRelationshipSchema = relationshipSchema.extend({
  name: z.string().max(1000).default(''),
  sourceColumnId: z.string().min(1).max(64),
  targetColumnId: z.string().min(1).max(64),
});

/** A list of at most `max` (MAX_IMPORT_ITEMS) items, empty when absent. */
const importList = <T extends z.ZodType>(item: T, max = MAX_IMPORT_ITEMS) =>
  z.array(item).max(max).default([]);

/**
 * POST /api/projects/:projectId/diagram/import: a read script (or an AI answer) added to the canvas
 * or replacing it. `importId`, a random token of the client, comes back in the realtime 'diagram' event,
 * so that the importing screen, which already holds the answer, skips reloading the diagram.
 */
/**
 * How an import is stored: added to the diagram, replacing it, or (issue 38, item 2) replacing it
 * with a database's changes taken, the diagram's own items keeping their ids and places; `push`
 * (issue 39) is a sync of a schema file from the `relata` command, with a named version after.
 */
export const IMPORT_MODES = ['add', 'replace', 'sync', 'push'] as const;
/** One of IMPORT_MODES. */
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Longest Prisma schema file read (characters); the whole body is held to the server's 1 MB. */
export const MAX_PRISMA_FILE_CHARS = 1024 * 1024;

/** Most files of one Prisma schema the Import dialog sends (a multi-file schema's folder). */
export const PRISMA_FILES_MAX = 100;

/** A Prisma schema to read for an import (issue 40): its files, each named and at most an import's size. */
export const readPrismaBodySchema = z.strictObject({
  files: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(255),
        text: z.string().max(MAX_PRISMA_FILE_CHARS),
      }),
    )
    .min(1)
    .max(PRISMA_FILES_MAX),
});

/** A read Prisma schema: the SQL its database holds, in its provider's dialect, and the notes. */
export const readPrismaResultSchema = z.object({
  dialect: z.enum(SQL_DIALECTS),
  script: z.string(),
  warnings: z.array(z.string()),
});
export type ReadPrismaResult = z.infer<typeof readPrismaResultSchema>;

export const importDiagramBodySchema = z.strictObject({
  mode: z.enum(IMPORT_MODES),
  importId: z.string().min(8).max(64).optional(),
  /** A push's version, saved once the change is stored, in the same transaction. */
  version: createVersionBodySchema.optional(),
  model: diagramModelSchema
    .extend({
      tables: importList(importedTableSchema),
      relationships: importList(importedRelationshipSchema, MAX_IMPORT_RELATIONSHIPS),
      comments: importList(importedCommentSchema),
      types: importList(importedTypeSchema),
      views: importList(importedViewSchema),
      extraSql: importList(importedExtraSqlSchema),
      areas: z.array(importedAreaSchema).max(MAX_AREAS).default([]),
    })
    // Relationships name their tables by id, and each table gets one new id: two tables with one
    // id would be one stored row twice. Relationships and keys name columns by id within their
    // table, and a restore keeps relationship ids: each id names one item.
    .superRefine((model, ctx) => {
      const unique = (ids: string[], path: (i: number) => Array<string | number>) => {
        const seen = new Set<string>();
        ids.forEach((id, i) => {
          if (seen.has(id))
            ctx.addIssue({ code: 'custom', path: path(i), message: 'must be unique' });
          seen.add(id);
        });
      };
      unique(
        model.tables.map((t) => t.id),
        (i) => ['tables', i, 'id'],
      );
      model.tables.forEach((table, t) =>
        unique(
          table.attributes.map((a) => a.id),
          (i) => ['tables', t, 'attributes', i, 'id'],
        ),
      );
      unique(
        model.relationships.map((r) => r.id),
        (i) => ['relationships', i, 'id'],
      );
    }),
});

/**
 * The answer to an import: the new id of each imported table and relationship, in the order the
 * body gave them, and the other items it stored, whole. The importing screen holds the tables and
 * relationships it sent, which are stored as sent: `importedDiagram` makes the stored ones from
 * them. At 10 000 tables that is 25 MB less to write, send and read (issue 21, item 5).
 */
export const importDiagramResultSchema = diagramSchema
  .omit({ tables: true, relationships: true })
  .extend({
    tableIds: z.array(z.string()),
    relationshipIds: z.array(z.string()),
    /** The automatic version a replacing or syncing import saved first (restoring it undoes the import). */
    beforeVersionId: z.string().optional(),
    /** The named version a push saved once its change was stored. */
    versionId: z.string().optional(),
  });

/**
 * The record of the realtime 'diagram' event that an import or an AI answer sends instead of one
 * event per row: every screen reloads the diagram, except the one whose `importId` it carries.
 */
export const diagramReloadRecordSchema = z.object({
  mode: z.enum(['add', 'replace']),
  tables: z.number(),
  relationships: z.number(),
  comments: z.number(),
  types: z.number().default(0),
  views: z.number().default(0),
  extraSql: z.number().default(0),
  areas: z.number().default(0),
  importId: z.string().optional(),
});

/** An item's place after a move, with the version the move gave it. */
const placedSchema = z.object({
  id: z.string(),
  x: z.number(),
  y: z.number(),
  version: z.number(),
});

/**
 * The record of the realtime 'diagram_positions' event: every item one move, drop or Arrange
 * placed, in one event however many there are (issue 21, item 3).
 */
export const diagramPositionsRecordSchema = z.object({
  tables: z.array(placedSchema),
  comments: z.array(placedSchema),
  views: z.array(placedSchema),
  areas: z.array(placedSchema).default([]),
});

/** The body of an import and the record of the 'diagram' event. */
export type ImportDiagramBody = z.infer<typeof importDiagramBodySchema>;
export type DiagramReloadRecord = z.infer<typeof diagramReloadRecordSchema>;
export type DiagramPositionsRecord = z.infer<typeof diagramPositionsRecordSchema>;

/**
 * POST /api/projects/:projectId/tables: without attributes, the default table data or the spec's
 * first column. The table details (schema, comment, uniques, indexes, ...) let undo of a deletion
 * bring a table back whole; their items must name the given columns (422 otherwise).
 */
export const createTableBodySchema = z.strictObject({
  name: z.string().trim().max(128).optional(),
  x: coordinate,
  y: coordinate,
  width: size.optional(),
  height: size.optional(),
  attributes: z.array(storedAttributeSchema).max(MAX_ATTRIBUTES).optional(),
  ...tableDetailsSchema.shape,
});

/** Most item patches (uniques, indexes, checks) of one table edit. */
export const MAX_ITEM_PATCHES = 600;

/**
 * PATCH /api/projects/:projectId/tables/:tableId: fields, column patches and item patches of the
 * uniques, indexes and checks ('' clears schema, comment and colour). Items must name columns the
 * table has after the column patches (422 otherwise); removing a column takes it out of them.
 */
export const updateTableBodySchema = z.strictObject({
  name: z.string().trim().max(128).optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: size.optional(),
  height: size.optional(),
  schema: tableSchemaNameSchema.optional(),
  comment: tableCommentSchema.optional(),
  color: z.union([tableColorSchema, z.literal('')]).optional(),
  patches: z.array(attributePatchSchema).max(MAX_ATTRIBUTES).optional(),
  itemPatches: z.array(tableItemPatchSchema).max(MAX_ITEM_PATCHES).optional(),
});

/**
 * PATCH /api/projects/:projectId/relationships/:relationshipId: the properties a user sets (its
 * ends stay fixed, spec 2); null sets an action or deferrability back to the default. At least
 * one field.
 */
export const updateRelationshipBodySchema = z
  .strictObject({
    name: z.string().trim().max(MAX_NAME_LENGTH),
    cardinality: cardinalitySchema,
    onDelete: referentialActionSchema.nullable(),
    onUpdate: referentialActionSchema.nullable(),
    deferrable: deferrabilitySchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');

/** Where items of one kind were dropped, by id: at most a whole diagram (Arrange moves every table). */
const positionMoves = z
  .array(z.strictObject({ id: uuid, x: coordinate, y: coordinate }))
  .max(MAX_DIAGRAM_TABLES)
  .default([]);

/**
 * PATCH /api/projects/:projectId/diagram/positions: a dropped selection, saved in one step; an
 * area moved with the items inside it is one such step.
 */
export const movePositionsBodySchema = z.strictObject({
  tables: positionMoves,
  comments: positionMoves,
  views: positionMoves,
  areas: positionMoves,
});

/** POST /api/projects/:projectId/comments */
export const createCommentBodySchema = z.strictObject({
  text: z.string().max(COMMENT_TEXT_MAX).optional(),
  x: coordinate,
  y: coordinate,
  width: size.min(200).optional(),
  height: size.min(60).optional(),
});

/** PATCH /api/projects/:projectId/comments/:commentId (minimum size 200 x 60, spec 2 §9). */
export const updateCommentBodySchema = z
  .strictObject({
    text: z.string().max(COMMENT_TEXT_MAX),
    x: coordinate,
    y: coordinate,
    width: size.min(200),
    height: size.min(60),
  })
  .partial();

/** POST /api/projects/:projectId/relationships/connect: the canvas's Add Relationship. */
export const connectTablesBodySchema = z.strictObject({ sourceTableId: uuid, targetTableId: uuid });

/**
 * POST /api/projects/:projectId/relationships/restore: undo of a relationship deletion. The body is
 * the relationship as GET /diagram or its deletion event gave it; it comes back with the same id,
 * ends and cardinality, and no foreign-key column is added again.
 */
export const restoreRelationshipBodySchema = z.strictObject({
  id: uuid,
  project_id: uuid.optional(),
  name: z.string().max(1000),
  sourceTableId: uuid,
  targetTableId: uuid,
  sourceColumnId: z.string().min(1).max(64),
  targetColumnId: z.string().min(1).max(64),
  cardinality: cardinalitySchema,
  onDelete: referentialActionSchema.optional(),
  onUpdate: referentialActionSchema.optional(),
  deferrable: deferrabilitySchema.optional(),
});

/**
 * POST /api/projects/:projectId/relationships: a foreign key between two columns the tables have
 * already (the side panel's "Foreign key" box): the target column references the source column.
 * The relationship is ONE_TO_MANY, named fk_<target table>_<column>, and the target column
 * becomes a foreign key (decision 0049). A column holds one such key: 409 for a second.
 */
export const createRelationshipBodySchema = z.strictObject({
  sourceTableId: uuid,
  sourceColumnId: z.string().min(1).max(64),
  targetTableId: uuid,
  targetColumnId: z.string().min(1).max(64),
});

/** The body of a relationship creation. */
export type CreateRelationshipBody = z.output<typeof createRelationshipBodySchema>;

/** The body of a relationship restore, as the service receives it and as a client sends it. */
export type RestoreRelationshipBody = z.output<typeof restoreRelationshipBodySchema>;
export type RestoreRelationshipBodyInput = z.input<typeof restoreRelationshipBodySchema>;

/**
 * The answer to a connect (the target table with its new foreign-key columns) or to a relationship
 * creation (the target table with its column flagged), and the new relationships.
 */
export const connectResultSchema = z.object({
  table: dbEntitySchema,
  relationships: z.array(dbRelationshipSchema),
});

/** The alert when the source table has no primary key (spec 2 §5). */
export const NO_PRIMARY_KEY_MESSAGE =
  'Cannot create a relationship from a table without a primary key.';

/** Path parameters of diagram routes. */
export const tableParamsSchema = z.object({ projectId: uuid, tableId: uuid });
export const commentParamsSchema = z.object({ projectId: uuid, commentId: uuid });
export const relationshipParamsSchema = z.object({ projectId: uuid, relationshipId: uuid });

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type Diagram = z.output<typeof diagramSchema>;
export type ImportDiagramBodyInput = z.input<typeof importDiagramBodySchema>;
export type ImportDiagramResult = z.output<typeof importDiagramResultSchema>;
export type CreateTableBody = z.output<typeof createTableBodySchema>;
export type CreateTableBodyInput = z.input<typeof createTableBodySchema>;
export type UpdateTableBody = z.output<typeof updateTableBodySchema>;
export type UpdateTableBodyInput = z.input<typeof updateTableBodySchema>;
export type MovePositionsBody = z.output<typeof movePositionsBodySchema>;
export type MovePositionsBodyInput = z.input<typeof movePositionsBodySchema>;
export type CreateCommentBody = z.output<typeof createCommentBodySchema>;
export type CreateCommentBodyInput = z.input<typeof createCommentBodySchema>;
export type UpdateCommentBody = z.output<typeof updateCommentBodySchema>;
export type UpdateCommentBodyInput = z.input<typeof updateCommentBodySchema>;
export type UpdateRelationshipBody = z.output<typeof updateRelationshipBodySchema>;
export type UpdateRelationshipBodyInput = z.input<typeof updateRelationshipBodySchema>;
export type ConnectTablesBody = z.output<typeof connectTablesBodySchema>;
export type ConnectTablesBodyInput = z.input<typeof connectTablesBodySchema>;
export type ConnectResult = z.output<typeof connectResultSchema>;
export type TableParams = z.output<typeof tableParamsSchema>;
export type CommentParams = z.output<typeof commentParamsSchema>;
export type RelationshipParams = z.output<typeof relationshipParamsSchema>;
