import {
  columnMarks,
  type Attribute,
  type CheckConstraint,
  type DbEntity,
  type TableIndex,
  type TableItemCollection,
  type TableItemPatch,
  type UniqueConstraint,
} from '@relata/core';

/** A table's item lists the side panel edits item by item (PATCH tables/:id `itemPatches`). */
export type ItemCollection = TableItemCollection;

/** The item type of each collection. */
export interface CollectionItems {
  indexes: TableIndex;
  uniques: UniqueConstraint;
  checks: CheckConstraint;
}

/** One item-level change of a table's indexes, unique constraints or checks. */
export type ItemPatch = TableItemPatch;

/** An item added at a place in its collection. */
function addPatch(
  collection: ItemCollection,
  item: CollectionItems[ItemCollection],
  index?: number,
): ItemPatch {
  // The collection names the item's kind: the item is one of that collection's.
  return { collection, op: 'add', item, ...(index === undefined ? {} : { index }) } as ItemPatch;
}

/** The items of one collection of a table (none when the table has none yet). */
export function itemsOf<K extends ItemCollection>(
  table: Pick<DbEntity, ItemCollection>,
  collection: K,
): readonly CollectionItems[K][] {
  return (table[collection] ?? []) as unknown as readonly CollectionItems[K][];
}

/**
 * The patches that put `item` in place of the stored item with its id, at the same position: a
 * whole-item replace, so a field cleared in the panel is cleared on the server too.
 */
export function replaceItem(
  collection: ItemCollection,
  item: CollectionItems[ItemCollection],
  index: number,
): ItemPatch[] {
  return [{ collection, op: 'remove', id: item.id }, addPatch(collection, item, index)];
}

/** A new item at the end of its collection. */
export const addItem = (collection: ItemCollection, item: CollectionItems[ItemCollection]) =>
  addPatch(collection, item);

/**
 * The patches that undo `patches` applied to `table`: a removed item comes back where it was, an
 * added one goes, an updated one is put back whole. Only the items the edit touched change, so
 * other members' edits of other items stay.
 */
export function inverseItemPatches(
  table: Pick<DbEntity, ItemCollection>,
  patches: readonly ItemPatch[],
): ItemPatch[] {
  const inverse: ItemPatch[] = [];
  for (const p of patches) {
    if (p.op === 'add') {
      inverse.unshift({ collection: p.collection, op: 'remove', id: p.item.id });
      continue;
    }
    const list = itemsOf(table, p.collection);
    const index = list.findIndex((x) => x.id === p.id);
    const item = list[index];
    if (!item) continue;
    if (p.op === 'update') inverse.unshift(...replaceItem(p.collection, item, index));
    else inverse.unshift(addPatch(p.collection, item, index));
  }
  return inverse;
}

/** A new id for an item of a table. */
export const newItemId = (): string => crypto.randomUUID();

/**
 * The column a new index starts on: the first that nothing indexes yet (not a primary key, not
 * unique, in no index or unique constraint; issue 36, item A7), else the first column.
 */
export function firstUnindexedColumn(table: DbEntity): Attribute | undefined {
  const marks = columnMarks(table);
  return (
    table.attributes.find((a) => {
      const mark = marks.get(a.id);
      return !a.isPrimaryKey && !a.isUnique && !mark?.indexed && !mark?.unique;
    }) ?? table.attributes[0]
  );
}
