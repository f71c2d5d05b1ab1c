import { Badge, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { onDemandComponent } from '../../../lib/onDemand';
import type { Diagram } from '../model/diagramCache';
import { typeName } from '../model/typeName';
import { useEditor, type EditorState } from '../store/editorStore';

/** Empty messages of the Editor tab (spec 2 §2). */
export const SEVERAL_SELECTED = 'Select a single table to edit its details.';
export const NONE_SELECTED = 'Select a table to edit its details.';

const selectedIds = (s: { nodes: { id: string; selected?: boolean }[] }) =>
  s.nodes
    .filter((n) => n.selected)
    .map((n) => n.id)
    .join(',');

// The DDL generators load when the Parser tab first shows.
const ParserTab = onDemandComponent(async () => (await import('./ParserTab')).ParserTab);

// The editors of a selection and the Types tab (colour pickers, selects, tables of columns) are
// not needed to show the canvas: they load as the panel first shows, before a table is chosen.
const TableEditor = onDemandComponent(async () => (await import('./TableEditor')).TableEditor);
const RelationshipEditor = onDemandComponent(
  async () => (await import('./RelationshipEditor')).RelationshipEditor,
);
const ViewPanel = onDemandComponent(async () => (await import('./ViewPanel')).ViewPanel);
const TypesPanel = onDemandComponent(async () => (await import('./TypesPanel')).TypesPanel);

const TABS: readonly EditorState['panelTab'][] = ['editor', 'types', 'parser'];

/** What the Editor tab shows for the selection: one table, one view, a relationship line, or a hint. */
function EditorTab({
  diagram,
  readOnly,
  sql,
}: {
  diagram: Diagram;
  readOnly: boolean;
  sql: boolean;
}) {
  const ids = useEditor(selectedIds);
  const line = useEditor((s) => s.selectedRelationship);
  const typeNames = useMemo(() => diagram.types.map(typeName), [diagram.types]);
  const list = ids ? ids.split(',') : [];
  const only = list.length === 1 ? list[0] : undefined;
  const table = only === undefined ? undefined : diagram.tables.find((t) => t.id === only);
  if (table)
    return (
      <TableEditor
        key={table.id}
        table={table}
        readOnly={readOnly}
        typeNames={typeNames}
        tables={diagram.tables}
      />
    );
  const view = only === undefined ? undefined : diagram.views.find((v) => v.id === only);
  if (view) return <ViewPanel view={view} tables={diagram.tables} sql={sql} />;
  const relationship =
    list.length === 0 ? diagram.relationships.find((r) => r.id === line) : undefined;
  if (relationship)
    return (
      <RelationshipEditor
        key={relationship.id}
        relationship={relationship}
        tables={diagram.tables}
        readOnly={readOnly}
      />
    );
  return (
    <Text p="md" c="dimmed">
      {list.length > 1 ? SEVERAL_SELECTED : NONE_SELECTED}
    </Text>
  );
}

/** Props of SidePanel. */
export interface SidePanelProps {
  diagram: Diagram;
  databaseType: string;
  /**
   * Whether the SQL shows: the Parser tab and a view's query (a share link may leave it out,
   * issue 41); default true.
   */
  sql?: boolean;
}

/** The side panel: Editor for the selected table, view or relationship, the project's Types, and the Parser (Beta). */
export function SidePanel({ diagram, databaseType, sql = true }: SidePanelProps) {
  const tab = useEditor((s) => s.panelTab);
  const set = useEditor((s) => s.set);
  const readOnly = useEditor((s) => s.readOnly);
  useEffect(() => {
    for (const panel of [TableEditor, RelationshipEditor, ViewPanel, TypesPanel]) {
      // A failed load is tried again when the panel is needed, and shows there.
      panel.preload().catch(() => undefined);
    }
  }, []);
  return (
    <Tabs
      value={tab}
      onChange={(v) => set({ panelTab: TABS.find((t) => t === v) ?? 'editor' })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="editor">Editor</Tabs.Tab>
        <Tabs.Tab value="types">Types</Tabs.Tab>
        {sql && (
          <Tabs.Tab value="parser" rightSection={<Badge size="xs">Beta</Badge>}>
            Parser
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="editor">
        <EditorTab diagram={diagram} readOnly={readOnly} sql={sql} />
      </Tabs.Panel>
      <Tabs.Panel value="types">
        <TypesPanel types={diagram.types} readOnly={readOnly} />
      </Tabs.Panel>
      {sql && (
        <Tabs.Panel value="parser">
          <ParserTab diagram={diagram} databaseType={databaseType} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
