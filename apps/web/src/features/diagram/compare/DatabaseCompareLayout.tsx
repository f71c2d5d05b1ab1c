import { Alert, Button, Group, Tabs, Text } from '@mantine/core';
import {
  alignDatabase,
  databaseChanges,
  takeDatabaseChanges,
  type DiagramChange,
  type DiagramModel,
} from '@relata/core';
import { useReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useDiagram } from '../api/useDiagram';
import { useDatabaseRead, type DatabaseRead } from '../database/databaseRead';
import type { Diagram } from '../model/diagramCache';
import { tableSize } from '../model/geometry';
import { useEditor } from '../store/editorStore';
import { ChangeList } from './ChangeList';
import { ComparisonFrame } from './CompareLayout';
import { compareDiagram } from './compareDiagram';
import { CURRENT_DIAGRAM } from './useCompareSources';
import { MigrationPanel } from './MigrationPanel';
import { useLeaveComparison } from './useLeaveComparison';

/** Props of DatabaseCompareLayout. */
export interface DatabaseCompareLayoutProps {
  projectId: string;
  /** Whether the user may take changes into the diagram (Editors and Admins). */
  canEdit: boolean;
}

/** A model as the canvas draws a stored diagram: each item of this project, at row version 0. */
function asDiagram(model: DiagramModel, projectId: string): Diagram {
  const own = <T extends object>(item: T) => ({ ...item, project_id: projectId, version: 0 });
  return {
    tables: model.tables.map(own),
    relationships: model.relationships.map(own),
    comments: model.comments.map((c) => ({ ...own(c), width: 200, height: 60 })),
    types: (model.types ?? []).map(own),
    views: (model.views ?? []).map(own),
    extraSql: (model.extraSql ?? []).map(own),
    areas: [],
  };
}

/** The side panel: the checklist of changes to take, and the drift migration. */
function DatabaseSidePanel({
  read,
  design,
  aligned,
  shown,
  changes,
  canEdit,
  onTake,
}: {
  read: DatabaseRead;
  design: Diagram;
  aligned: Diagram;
  shown: Diagram;
  changes: ReturnType<typeof databaseChanges>;
  canEdit: boolean;
  onTake: (picked: ReadonlySet<string>) => void;
}) {
  const flow = useReactFlow();
  const [selected, setSelected] = useState<DiagramChange>();
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(changes.items.map((c) => c.key)),
  );
  const pick = (change: DiagramChange, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(change.key);
      else next.delete(change.key);
      return next;
    });
  const focus = (change: DiagramChange) => {
    setSelected(change);
    const table = change.tableId && shown.tables.find((t) => t.id === change.tableId);
    if (table) {
      const size = tableSize(table);
      void flow.setCenter(table.x + size.width / 2, table.y + size.height / 2, {
        zoom: 1,
        duration: 300,
      });
    }
  };
  const count = picked.size;
  return (
    <Tabs defaultValue="changes" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="changes">Changes ({changes.items.length})</Tabs.Tab>
        <Tabs.Tab value="migration">Migration</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="changes">
        {changes.items.length > 0 && (
          <div style={{ padding: '8px 12px 0' }}>
            <Text size="sm" c="var(--relata-text-muted)" mb={6}>
              Tick what to take from the database into the diagram. The diagram is saved as a
              version first, and Undo puts it back.
            </Text>
            <Group gap={6}>
              <Button
                size="compact-sm"
                disabled={!canEdit || count === 0}
                onClick={() => onTake(picked)}
              >
                {`Take ${count} ${count === 1 ? 'change' : 'changes'} into the diagram`}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setPicked(new Set(changes.items.map((c) => c.key)))}
              >
                All
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setPicked(new Set())}>
                None
              </Button>
            </Group>
            {!canEdit && (
              <Text size="sm" mt={6}>
                Viewers compare; Editors and Admins take changes.
              </Text>
            )}
          </div>
        )}
        <ChangeList
          changes={changes}
          onSelect={focus}
          selected={selected}
          picked={picked}
          onPick={pick}
          sameText="The database and the diagram have the same schema."
        />
      </Tabs.Panel>
      <Tabs.Panel value="migration">
        <Text size="sm" p="12px 12px 0" c="var(--relata-text-muted)">
          The migration that brings the database to the diagram. Relata never runs it: review it and
          run it with your own tools.
        </Text>
        <MigrationPanel
          before={aligned}
          after={design}
          defaultDialect={read.engine}
          fromLabel={read.label}
          toLabel={CURRENT_DIAGRAM}
          fileStem="drift-database-to-diagram"
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * "Compare with database" (issue 38, items 2 and 3): the database as last read in this tab, lined
 * up with the current diagram (same tables by name, renames as renames, new tables beside the ones
 * they relate to). The canvas shows the database with the compare's marks; the side panel is a
 * checklist of the differences to take into the diagram, and the migration that brings the
 * database to the diagram, with its rollback. Escape leaves.
 */
export function DatabaseCompareLayout({ projectId, canEdit }: DatabaseCompareLayoutProps) {
  const read = useDatabaseRead((s) => (s.read?.projectId === projectId ? s.read : undefined));
  const take = useDatabaseRead((s) => s.take);
  const { data: current } = useDiagram(projectId);
  const display = useEditor((s) => s.visual.tableDisplay);
  const leave = useLeaveComparison(projectId);
  const aligned = useMemo(
    () =>
      read && current
        ? asDiagram(alignDatabase(current, read.model, display), projectId)
        : undefined,
    [read, current, display, projectId],
  );
  const changes = useMemo(
    () => current && aligned && read && databaseChanges(current, aligned, read.engine),
    [current, aligned, read],
  );
  const shown = useMemo(
    () => current && aligned && changes && compareDiagram(current, aligned, changes),
    [current, aligned, changes],
  );
  if (!read)
    return (
      <Alert color="yellow" title="No database read in this tab" m="md">
        Open Import &gt; From a database, paste the catalog query&apos;s result, and choose Compare
        with diagram.{' '}
        <Button variant="subtle" size="compact-sm" onClick={leave}>
          Back to the diagram
        </Button>
      </Alert>
    );
  const onTake = (picked: ReadonlySet<string>) => {
    if (!current || !aligned || !changes) return;
    const model = takeDatabaseChanges(current, aligned, changes.items, picked);
    take({ projectId, model, changes: picked.size });
    leave();
  };
  return (
    <ComparisonFrame
      projectId={projectId}
      shown={shown}
      changes={changes}
      before={CURRENT_DIAGRAM}
      after={read.label}
      onLeave={leave}
      side={
        current &&
        aligned &&
        changes &&
        shown && (
          <DatabaseSidePanel
            // A new checklist, all ticked, when what differs changes.
            key={changes.items.length}
            read={read}
            design={current}
            aligned={aligned}
            shown={shown}
            changes={changes}
            canEdit={canEdit}
            onTake={onTake}
          />
        )
      }
    />
  );
}
