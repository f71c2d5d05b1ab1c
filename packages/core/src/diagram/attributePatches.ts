import { z } from 'zod';
import { attributeSchema, identityGenerationSchema, type Attribute } from '../schema/model';
import { applyItemPatches, type ItemPatch } from './itemPatches';

/** Most columns a table may have. */
export const MAX_ATTRIBUTES = 500;

/** Longest identifier-like text: names, collations, schemas (MSSQL allows 128, others less). */
export const MAX_NAME_LENGTH = 128;
/** Longest comment of a table or column. */
export const MAX_COMMENT_LENGTH = 10_000;
/** Longest SQL expression: a default, a generated column, a check, an index part or predicate. */
export const MAX_EXPRESSION_LENGTH = 4000;
/** Longest column type: an inline MySQL ENUM or SET spells out all its values. */
export const MAX_TYPE_LENGTH = 4000;

/** A column's generated (computed) expression. */
const generatedSchema = z.strictObject({
  expression: z.string().trim().min(1).max(MAX_EXPRESSION_LENGTH),
  stored: z.boolean(),
});

const attributeFields = attributeSchema.extend({
  name: z.string().trim().max(MAX_NAME_LENGTH),
  type: z.string().trim().max(MAX_TYPE_LENGTH),
  defaultValue: z.string().max(MAX_EXPRESSION_LENGTH).nullable().default(null),
  collation: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  comment: z.string().max(MAX_COMMENT_LENGTH).optional(),
  onUpdate: z.string().trim().max(MAX_EXPRESSION_LENGTH).optional(),
  generated: generatedSchema.optional(),
});

/** A column as stored: bounded text, trimmed names and types (spec 2 §4). */
export const storedAttributeSchema = attributeFields.extend({ id: z.string().min(1).max(64) });

/**
 * The fields an update patch changes: the stored bounds without defaults, so that a patch
 * carrying only a name leaves every flag as it was (defaults would silently reset them); the
 * optional fields take null to clear them.
 */
const columnChangesSchema = z
  .strictObject({
    name: attributeFields.shape.name,
    type: attributeFields.shape.type,
    defaultValue: z.string().max(MAX_EXPRESSION_LENGTH).nullable(),
    isNullable: z.boolean(),
    isPrimaryKey: z.boolean(),
    isForeignKey: z.boolean(),
    isUnique: z.boolean(),
    isIdentity: z.boolean(),
    isAutoIncrement: z.boolean(),
    // null clears the field (back to "none").
    identityGeneration: identityGenerationSchema.nullable(),
    identityStart: attributeSchema.shape.identityStart.unwrap().nullable(),
    identityIncrement: attributeSchema.shape.identityIncrement.unwrap().nullable(),
    collation: attributeFields.shape.collation.unwrap().nullable(),
    comment: attributeFields.shape.comment.unwrap().nullable(),
    onUpdate: attributeFields.shape.onUpdate.unwrap().nullable(),
    generated: generatedSchema.nullable(),
  })
  .partial();

/** The fields a column update changes; null clears an optional one. */
export type ColumnChanges = z.infer<typeof columnChangesSchema>;

/**
 * One change to a table's columns. Column edits travel as these patches, by column id, so that
 * two people editing different columns of one table both keep their edits (architecture, Realtime).
 */
export const attributePatchSchema = z.discriminatedUnion('op', [
  z.strictObject({
    op: z.literal('add'),
    attribute: storedAttributeSchema,
    index: z.int().min(0).optional(),
  }),
  z.strictObject({
    op: z.literal('update'),
    id: z.string().min(1).max(64),
    changes: columnChangesSchema,
  }),
  z.strictObject({ op: z.literal('remove'), id: z.string().min(1).max(64) }),
  z.strictObject({ op: z.literal('move'), id: z.string().min(1).max(64), index: z.int().min(0) }),
]);

/** A column patch. */
export type AttributePatch = z.infer<typeof attributePatchSchema>;

/** Keeps the rule of spec 2 §4: a primary-key column is never nullable. */
function normalise(a: Attribute): Attribute {
  return a.isPrimaryKey ? { ...a, isNullable: false } : a;
}

/** The item patch a column patch is: its `attribute` is the item added. */
function asItemPatch(p: AttributePatch): ItemPatch<Attribute, ColumnChanges> {
  return p.op === 'add' ? { op: 'add', item: p.attribute, index: p.index } : p;
}

/**
 * Applies column patches in order (see applyItemPatches): a patch naming a column that another
 * person removed in the meantime is skipped; `null` clears an optional field (a column's
 * defaultValue keeps null as its value). Returns the new columns.
 */
export function applyAttributePatches(
  attributes: readonly Attribute[],
  patches: readonly AttributePatch[],
): Attribute[] {
  return applyItemPatches(attributes, patches.map(asItemPatch), {
    max: MAX_ATTRIBUTES,
    normalise,
    nullable: ['defaultValue'],
  });
}
