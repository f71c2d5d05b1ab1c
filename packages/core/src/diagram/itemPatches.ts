/**
 * Patches of an ordered list of items with ids (a table's columns, its unique constraints,
 * indexes and checks): edits travel as these, by item id, so that two people editing different
 * items of one table both keep their edits (architecture, Realtime).
 */

/** One change to a list of items: add (at an index), update some fields, remove, or move. */
export type ItemPatch<T extends { id: string }, C = Partial<T>> =
  | { op: 'add'; item: T; index?: number | undefined }
  | { op: 'update'; id: string; changes: C }
  | { op: 'remove'; id: string }
  | { op: 'move'; id: string; index: number };

/**
 * How one kind of item is patched: its most items, the rule every stored item keeps, and the
 * fields whose null is a value (a column's defaultValue) rather than "clear this field".
 */
export interface ItemRules<T> {
  max: number;
  normalise?: (item: T) => T;
  nullable?: readonly (keyof T & string)[];
}

/**
 * Applies patches in order and returns the new list. A patch naming an item that another person
 * removed in the meantime is skipped rather than failing the whole edit; adding an id that exists
 * (or past `max`) is skipped too. An update's `null` clears an optional field.
 */
export function applyItemPatches<T extends { id: string }, C extends object>(
  items: readonly T[],
  patches: readonly ItemPatch<T, C>[],
  rules: ItemRules<T>,
): T[] {
  const normalise = rules.normalise ?? ((item: T) => item);
  const next = [...items];
  const indexOf = (id: string) => next.findIndex((a) => a.id === id);
  for (const p of patches) {
    switch (p.op) {
      case 'add': {
        if (indexOf(p.item.id) !== -1 || next.length >= rules.max) break;
        const at = p.index === undefined ? next.length : Math.min(p.index, next.length);
        next.splice(at, 0, normalise(p.item));
        break;
      }
      case 'update': {
        const i = indexOf(p.id);
        if (i !== -1) next[i] = normalise(mergeChanges(next[i] as T, p.changes, rules.nullable));
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
        next.splice(Math.min(p.index, next.length), 0, moved as T);
        break;
      }
    }
  }
  return next;
}

/** An item with an update's changes: a field given as null is removed, unless null is its value. */
export function mergeChanges<T extends object>(
  item: T,
  changes: object,
  nullable: readonly string[] = [],
): T {
  const merged: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null && !nullable.includes(key)) delete merged[key];
    else merged[key] = value;
  }
  // The fields are the item's own, or validated changes of its schema.
  return merged as T;
}
