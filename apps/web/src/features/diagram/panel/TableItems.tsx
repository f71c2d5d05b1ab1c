import { Button, Group, Text, TextInput } from '@mantine/core';
import type { Attribute, DbEntity } from '@relata/core';
import { useState, type ComponentType } from 'react';
import {
  addItem,
  firstUnindexedColumn,
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
  /** Whether a new item starts on a column (so a table without columns has none). */
  needsColumn: boolean;
  /** The column a new item starts on: the first, unless said otherwise. */
  startColumn?: (table: DbEntity) => Attribute | undefined;
  /** The field a new item needs typed first (a check's expression), if any. */
  starter?: string;
  create: (first: Attribute | undefined, typed: string) => Item | undefined;
}

/** A section of one collection; its editor only ever gets items of that collection. */
const section = <K extends ItemCollection>(s: {
  title: string;
  noun: string;
  Editor: ComponentType<ItemEditorProps<CollectionItems[K]>>;
  needsColumn: boolean;
  startColumn?: (table: DbEntity) => Attribute | undefined;
  starter?: string;
  create: (first: Attribute | undefined, typed: string) => CollectionItems[K] | undefined;
}): Section => s as unknown as Section;

const SECTIONS: Record<ItemCollection, Section> = {
  indexes: section<'indexes'>({
    title: 'Indexes',
    noun: 'Index',
    Editor: IndexEditor,
    needsColumn: true,
    startColumn: firstUnindexedColumn,
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
    starter: 'New check expression',
    create: (_first, expression) => ({ id: newItemId(), name: '', expression: expression.trim() }),
  }),
};

/** Props of TableItemSection. */
export interface TableItemSectionProps {
  collection: ItemCollection;
  table: DbEntity;
  readOnly: boolean;
  /** Saves item patches; settles once the answer is in the cache. */
  onPatch: (label: string, patches: ItemPatch[]) => Promise<unknown>;
}

/** One section of the table editor: the table's indexes, unique constraints or checks. */
export function TableItemSection({ collection, table, readOnly, onPatch }: TableItemSectionProps) {
  const { title, noun, Editor, needsColumn, startColumn, starter, create } = SECTIONS[collection];
  const [typed, setTyped] = useState('');
  const items = itemsOf(table, collection);
  const add = () => {
    const item = create(startColumn ? startColumn(table) : table.attributes[0], typed);
    if (!item) return;
    void onPatch(`Add ${noun}`, [addItem(collection, item)]);
    setTyped('');
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
            void onPatch(`Delete ${noun}`, [{ collection, op: 'remove', id: item.id }])
          }
        />
      ))}
      {!readOnly && (!needsColumn || table.attributes.length > 0) && (
        <Group gap={4} wrap="nowrap" align="center">
          {starter && (
            <TextInput
              size="xs"
              aria-label={starter}
              placeholder={starter}
              ff="monospace"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && typed.trim() && add()}
              style={{ flex: 1 }}
            />
          )}
          <Button
            size="xs"
            variant="light"
            onClick={add}
            disabled={starter !== undefined && !typed.trim()}
          >
            Add {noun.toLowerCase()}
          </Button>
        </Group>
      )}
    </section>
  );
}
