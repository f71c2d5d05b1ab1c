import { Badge, Tabs, Text } from '@mantine/core';
import type { Diagram } from '../model/diagramCache';
import { useEditor } from '../store/editorStore';
import { ParserTab } from './ParserTab';
import { TableEditor } from './TableEditor';

/** Empty messages of the Editor tab (spec 2 §2). */
export const SEVERAL_SELECTED = 'Select a single table to edit its details.';
export const NONE_SELECTED = 'Select a table to edit its details.';

const selectedIds = (s: { nodes: { id: string; selected?: boolean }[] }) =>
  s.nodes
    .filter((n) => n.selected)
    .map((n) => n.id)
    .join(',');

/** The side panel: Editor for exactly one selected table, and the Parser (Beta). */
export function SidePanel({ diagram, databaseType }: { diagram: Diagram; databaseType: string }) {
  const tab = useEditor((s) => s.panelTab);
  const set = useEditor((s) => s.set);
  const readOnly = useEditor((s) => s.readOnly);
  const ids = useEditor(selectedIds);
  const list = ids ? ids.split(',') : [];
  const table = list.length === 1 ? diagram.tables.find((t) => t.id === list[0]) : undefined;
  const message = list.length > 1 ? SEVERAL_SELECTED : NONE_SELECTED;
  return (
    <Tabs
      value={tab}
      onChange={(v) => set({ panelTab: v === 'parser' ? 'parser' : 'editor' })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="editor">Editor</Tabs.Tab>
        <Tabs.Tab value="parser" rightSection={<Badge size="xs">Beta</Badge>}>
          Parser
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="editor">
        {table ? (
          <TableEditor key={table.id} table={table} readOnly={readOnly} />
        ) : (
          <Text p="md" c="dimmed">
            {message}
          </Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="parser">
        <ParserTab diagram={diagram} databaseType={databaseType} />
      </Tabs.Panel>
    </Tabs>
  );
}
