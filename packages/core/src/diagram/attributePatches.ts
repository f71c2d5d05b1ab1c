import { z } from 'zod';
import { attributeSchema, type Attribute } from '../schema/model';

/** Most columns a table may have. */
export const MAX_ATTRIBUTES = 500;

const attributeFields = attributeSchema.extend({
  name: z.string().trim().max(128),
  type: z.string().trim().max(128),
  defaultValue: z.string().max(1000).nullable().default(null),
});

/** A column as stored: bounded text, trimmed names and types (spec 2 §4). */
export const storedAttributeSchema = attributeFields.extend({ id: z.string().min(1).max(64) });

/**
 * The fields an update patch changes: the stored bounds without defaults, so that a patch
 * carrying only a name leaves every flag as it was (defaults would silently reset them).
 */
const columnChangesSchema = z
  .strictObject({
    name: attributeFields.shape.name,
    type: attributeFields.shape.type,
    defaultValue: z.string().max(1000).nullable(),
    isNullable: z.boolean(),
    isPrimaryKey: z.boolean(),
    isForeignKey: z.boolean(),
    isUnique: z.boolean(),
    isIdentity: z.boolean(),
    isAutoIncrement: z.boolean(),
  })
  .partial();

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

/**
 * Applies column patches in order. A patch naming a column that another person removed in the
 * meantime is skipped rather than failing the whole edit; adding an id that exists replaces
 * nothing (it is skipped too). Returns the new columns.
 */
export function applyAttributePatches(
  attributes: readonly Attribute[],
  patches: readonly AttributePatch[],
): Attribute[] {
  const next = [...attributes];
  const indexOf = (id: string) => next.findIndex((a) => a.id === id);
  for (const p of patches) {
    switch (p.op) {
      case 'add': {
        if (indexOf(p.attribute.id) !== -1 || next.length >= MAX_ATTRIBUTES) break;
        const at = p.index === undefined ? next.length : Math.min(p.index, next.length);
        next.splice(at, 0, normalise(p.attribute));
        break;
      }
      case 'update': {
        const i = indexOf(p.id);
        if (i !== -1) next[i] = normalise({ ...(next[i] as Attribute), ...p.changes });
        break;
      }
      case 'remove': {
        const i = indexOf(p.id);
        if (i !== -1) next.splice(i, 1);
        break;
      }
      case 'move': {
        const i = indexOf(p.id);
        if (i === -1) break;
        const [moved] = next.splice(i, 1);
        next.splice(Math.min(p.index, next.length), 0, moved as Attribute);
        break;
      }
    }
  }
  return next;
}
