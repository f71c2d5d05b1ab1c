import { z } from 'zod';
import {
  checkConstraintSchema,
  conflictResolutionSchema,
  indexPartSchema,
  indexSchema,
  uniqueConstraintSchema,
  type CheckConstraint,
  type TableIndex,
  type UniqueConstraint,
} from '../schema/model';
import {
  MAX_ATTRIBUTES,
  MAX_COMMENT_LENGTH,
  MAX_EXPRESSION_LENGTH,
  MAX_NAME_LENGTH,
} from './attributePatches';
import { applyItemPatches, type ItemPatch } from './itemPatches';

/** Most unique constraints, indexes or checks one table may have. */
export const MAX_TABLE_ITEMS = 200;
/** Most key parts of a constraint or index (PostgreSQL allows 32, MSSQL 32, MySQL 16). */
export const MAX_KEY_PARTS = 64;

const itemId = z.string().min(1).max(64);
const itemName = z.string().trim().max(MAX_NAME_LENGTH);
const expression = z.string().trim().min(1).max(MAX_EXPRESSION_LENGTH);
const columnIds = z.array(itemId).min(1).max(MAX_KEY_PARTS);

/** A unique constraint as stored: bounded names and column ids. */
export const storedUniqueSchema = uniqueConstraintSchema.extend({
  id: itemId,
  name: itemName.default(''),
  columnIds,
});

/** An index key part as stored: a column or an expression, never neither. */
export const storedIndexPartSchema = indexPartSchema
  .extend({ columnId: itemId.optional(), expression: expression.optional() })
  .refine((p) => (p.columnId === undefined) !== (p.expression === undefined), {
    message: 'An index part is a column or an expression.',
  });

/** An index as stored: bounded parts, method and predicate. */
export const storedIndexSchema = indexSchema.extend({
  id: itemId,
  name: itemName.default(''),
  parts: z.array(storedIndexPartSchema).min(1).max(MAX_KEY_PARTS),
  method: z.string().trim().min(1).max(64).optional(),
  where: expression.optional(),
  includeColumnIds: z.array(itemId).max(MAX_KEY_PARTS).optional(),
  comment: z.string().max(MAX_COMMENT_LENGTH).optional(),
});

/** A check constraint as stored: a bounded expression, on the table or one column. */
export const storedCheckSchema = checkConstraintSchema.extend({
  id: itemId,
  name: itemName.default(''),
  expression,
  columnId: itemId.optional(),
});

/** The colour of a table's header: a palette token (`blue`, `teal-3`) or `#rrggbb`. */
export const tableColorSchema = z
  .string()
  .regex(/^(#[0-9a-fA-F]{6}|[a-z][a-z0-9-]{0,31})$/, 'A palette colour or #rrggbb.');

/** A table's namespace (PostgreSQL, MSSQL), '' for the dialect's default. */
export const tableSchemaNameSchema = itemName;
/** A table's comment. */
export const tableCommentSchema = z.string().max(MAX_COMMENT_LENGTH);

/**
 * The stored table fields beyond name, columns and geometry (the model's table fields): what a
 * stored row, a broadcast and GET /diagram carry, absent when none.
 */
export const tableDetailsSchema = z.object({
  schema: tableSchemaNameSchema.optional(),
  exactName: z.boolean().optional(),
  comment: tableCommentSchema.optional(),
  color: tableColorSchema.optional(),
  primaryKeyName: itemName.optional(),
  primaryKeyOrder: z.array(itemId).max(MAX_ATTRIBUTES).optional(),
  primaryKeyOnConflict: conflictResolutionSchema.optional(),
  sqliteTypes: z.boolean().optional(),
  typesDialect: z.enum(['postgresql', 'mysql', 'mssql']).optional(),
  uniques: z.array(storedUniqueSchema).max(MAX_TABLE_ITEMS).optional(),
  indexes: z.array(storedIndexSchema).max(MAX_TABLE_ITEMS).optional(),
  checks: z.array(storedCheckSchema).max(MAX_TABLE_ITEMS).optional(),
});

/** The stored table fields beyond name, columns and geometry. */
export type TableDetails = z.infer<typeof tableDetailsSchema>;

/** The table collections edited item by item. */
export const TABLE_ITEM_COLLECTIONS = ['uniques', 'indexes', 'checks'] as const;
/** One of a table's item collections. */
export type TableItemCollection = (typeof TABLE_ITEM_COLLECTIONS)[number];

/** The patches of one collection: add (at an index), update some fields (null clears), remove. */
function itemPatchesOf<C extends TableItemCollection, I extends z.ZodType, U extends z.ZodType>(
  collection: C,
  item: I,
  changes: U,
) {
  return z.discriminatedUnion('op', [
    z.strictObject({
      collection: z.literal(collection),
      op: z.literal('add'),
      item,
      index: z.int().min(0).optional(),
    }),
    z.strictObject({
      collection: z.literal(collection),
      op: z.literal('update'),
      id: itemId,
      changes,
    }),
    z.strictObject({ collection: z.literal(collection), op: z.literal('remove'), id: itemId }),
  ]);
}

/**
 * One change to a table's unique constraints, indexes or checks, merged item by item on the
 * server like column patches, so that two people editing different indexes both keep their edits.
 */
export const tableItemPatchSchema = z.discriminatedUnion('collection', [
  itemPatchesOf(
    'uniques',
    storedUniqueSchema,
    z.strictObject({ name: itemName, columnIds }).partial(),
  ),
  itemPatchesOf(
    'indexes',
    storedIndexSchema,
    z
      .strictObject({
        name: itemName,
        unique: z.boolean(),
        parts: storedIndexSchema.shape.parts,
        method: storedIndexSchema.shape.method.unwrap().nullable(),
        where: expression.nullable(),
        includeColumnIds: z.array(itemId).max(MAX_KEY_PARTS).nullable(),
      })
      .partial(),
  ),
  itemPatchesOf(
    'checks',
    storedCheckSchema,
    z.strictObject({ name: itemName, expression, columnId: itemId.nullable() }).partial(),
  ),
]);

/** A patch of a table's unique constraints, indexes or checks. */
export type TableItemPatch = z.infer<typeof tableItemPatchSchema>;

/** A table's item collections, as patches read and write them. */
export interface TableItems {
  uniques: UniqueConstraint[];
  indexes: TableIndex[];
  checks: CheckConstraint[];
}

/** The patches of one collection, as generic item patches. */
function patchesOf<T extends { id: string }>(
  patches: readonly TableItemPatch[],
  collection: TableItemCollection,
): ItemPatch<T, object>[] {
  // The collection tells the item type apart; the union does not narrow through the filter.
  return patches.filter((p) => p.collection === collection) as unknown as ItemPatch<T, object>[];
}

/**
 * Applies item patches to a table's unique constraints, indexes and checks (see
 * applyItemPatches: an item removed meanwhile is skipped). Returns the new collections.
 */
export function applyTableItemPatches(
  items: TableItems,
  patches: readonly TableItemPatch[],
): TableItems {
  const rules = { max: MAX_TABLE_ITEMS };
  return {
    uniques: applyItemPatches(
      items.uniques,
      patchesOf<UniqueConstraint>(patches, 'uniques'),
      rules,
    ),
    indexes: applyItemPatches(items.indexes, patchesOf<TableIndex>(patches, 'indexes'), rules),
    checks: applyItemPatches(items.checks, patchesOf<CheckConstraint>(patches, 'checks'), rules),
  };
}

/** A table's items and key order as a table or its details hold them (any may be absent). */
type ColumnReferences = Partial<TableItems> & { primaryKeyOrder?: string[] | undefined };

/** The column ids the items and the key order name. */
function columnIdsOf(items: ColumnReferences): string[] {
  return [
    ...(items.uniques ?? []).flatMap((u) => u.columnIds),
    ...(items.indexes ?? []).flatMap((i) => [
      ...i.parts.flatMap((p) => (p.columnId === undefined ? [] : [p.columnId])),
      ...(i.includeColumnIds ?? []),
    ]),
    ...(items.checks ?? []).flatMap((c) => (c.columnId === undefined ? [] : [c.columnId])),
    ...(items.primaryKeyOrder ?? []),
  ];
}

/**
 * The column ids a table's items and key order name that are not among its columns (empty when
 * all exist).
 */
export function unknownColumnIds(
  items: ColumnReferences,
  attributeIds: ReadonlySet<string>,
): string[] {
  return [...new Set(columnIdsOf(items).filter((id) => !attributeIds.has(id)))];
}

/**
 * The items and primary-key order without the columns that are gone: a removed column leaves
 * its unique constraints, index parts, checks and key order; an item left with no column goes.
 */
export function withoutColumns(
  items: TableItems & { primaryKeyOrder?: string[] | undefined },
  attributeIds: ReadonlySet<string>,
): TableItems & { primaryKeyOrder?: string[] } {
  const has = (id: string | undefined) => id === undefined || attributeIds.has(id);
  const uniques = items.uniques
    .map((u) => ({ ...u, columnIds: u.columnIds.filter((id) => attributeIds.has(id)) }))
    .filter((u) => u.columnIds.length > 0);
  const indexes = items.indexes
    .map(({ includeColumnIds, ...i }) => {
      const include = includeColumnIds?.filter((id) => attributeIds.has(id)) ?? [];
      const parts = i.parts.filter((p) => has(p.columnId));
      return { ...i, parts, ...(include.length > 0 ? { includeColumnIds: include } : {}) };
    })
    .filter((i) => i.parts.length > 0);
  const checks = items.checks.filter((c) => has(c.columnId));
  const order = items.primaryKeyOrder?.filter((id) => attributeIds.has(id));
  return { uniques, indexes, checks, ...(order?.length ? { primaryKeyOrder: order } : {}) };
}
