import { Button, Text } from '@mantine/core';
import type { Attribute, DbEntity } from '@relata/core';
import type { ComponentType } from 'react';
import {
  itemsOf,
  newItemId,
  replaceItem,
  type CollectionItems,
  type ItemCollection,
  type ItemPatch,
} from '../model/tableItems';
import { CheckEditor, IndexEditor, UniqueEditor, type ItemEditorProps } from './ItemEditors';

type Item = CollectionItems[ItemCollection];

/** How a collection is shown: its heading, item noun, editor, and a new item. */
interface Section {
  title: string;
  noun: string;
  Editor: ComponentType<ItemEditorProps<Item>>;
  /** Whether a new item starts on the first column (so a table without columns has none). */
  needsColumn: boolean;
  create: (first: Attribute | undefined) => Item | undefined;
}

/** A section of one collection; its editor only ever gets items of that collection. */
const section = <K extends ItemCollection>(s: {
  title: string;
  noun: string;
  Editor: ComponentType<ItemEditorProps<CollectionItems[K]>>;
  needsColumn: boolean;
  create: (first: Attribute | undefined) => CollectionItems[K] | undefined;
}): Section => s as unknown as Section;

const SECTIONS: Record<ItemCollection, Section> = {
  indexes: section<'indexes'>({
    title: 'Indexes',
    noun: 'Index',
    Editor: IndexEditor,
    needsColumn: true,
    create: (first) =>
      first && { id: newItemId(), name: '', unique: false, parts: [{ columnId: first.id }] },
  }),
  uniques: section<'uniques'>({
    title: 'Unique constraints',
    noun: 'Unique',
    Editor: UniqueEditor,
    needsColumn: true,
    create: (first) => first && { id: newItemId(), name: '', columnIds: [first.id] },
  }),
  checks: section<'checks'>({
    title: 'Checks',
    noun: 'Check',
    Editor: CheckEditor,
    needsColumn: false,
    create: () => ({ id: newItemId(), name: '', expression: '' }),
  }),
};

/** Props of TableItemSection. */
export interface TableItemSectionProps {
  collection: ItemCollection;
  table: DbEntity;
  readOnly: boolean;
  onPatch: (label: string, patches: ItemPatch[]) => void;
}

/** One section of the table editor: the table's indexes, unique constraints or checks. */
export function TableItemSection({ collection, table, readOnly, onPatch }: TableItemSectionProps) {
  const { title, noun, Editor, needsColumn, create } = SECTIONS[collection];
  const items = itemsOf(table, collection);
  const add = () => {
    const item = create(table.attributes[0]);
    if (item) onPatch(`Add ${noun}`, [{ collection, op: 'add', item }]);
  };
  return (
    <section aria-label={title} style={{ marginTop: 12 }}>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {items.length === 0 && (
        <Text size="xs" c="dimmed" mb={4}>
          None
        </Text>
      )}
      {items.map((item, index) => (
        <Editor
          key={item.id}
          item={item}
          columns={table.attributes}
          readOnly={readOnly}
          onSave={(next) => onPatch(`Edit ${noun}`, replaceItem(collection, next, index))}
          onRemove={() =>
            onPatch(`Delete ${noun}`, [{ collection, op: 'remove', id: item.id }])
          }
        />
      ))}
      {!readOnly && (!needsColumn || table.attributes.length > 0) && (
        <Button size="xs" variant="light" onClick={add}>
          Add {noun.toLowerCase()}
        </Button>
      )}
    </section>
  );
}
