import { Alert, Tabs } from '@mantine/core';
import {
  diagramChanges,
  type DiagramChange,
  type DiagramChanges,
  type SqlDialect,
} from '@relata/core';
import { useReactFlow } from '@xyflow/react';
import { useMemo, useState, type ReactNode } from 'react';
import { CompareMarksContext } from '../canvas/compareMarks';
import { EditorFrame } from '../EditorFrame';
import type { Diagram } from '../model/diagramCache';
import { tableSize, viewSize } from '../model/geometry';
import { ChangeList } from './ChangeList';
import { CompareBar } from './CompareBar';
import { compareDiagram } from './compareDiagram';
import { MigrationPanel } from './MigrationPanel';
import { useCompareSources, type CompareSide } from './useCompareSources';
import { useLeaveComparison } from './useLeaveComparison';

/** Props of CompareLayout. */
export interface CompareLayoutProps {
  projectId: string;
  /** The project's database type: the migration's first dialect. */
  dialect: SqlDialect;
  fromId: string;
  toId: string | undefined;
}

/** Where the item of a change is on the canvas. */
function placeOf(diagram: Diagram, change: DiagramChange) {
  const table = change.tableId && diagram.tables.find((t) => t.id === change.tableId);
  if (table) return { x: table.x, y: table.y, ...tableSize(table) };
  const view = change.viewId && diagram.views.find((v) => v.id === change.viewId);
  return view ? { x: view.x, y: view.y, ...viewSize(view) } : undefined;
}

/** The side panel of a comparison: the list of changes and the migration scripts. */
function CompareSidePanel({
  before,
  after,
  shown,
  dialect,
  changes,
}: {
  before: CompareSide;
  after: CompareSide;
  shown: Diagram;
  dialect: SqlDialect;
  changes: ReturnType<typeof diagramChanges>;
}) {
  const flow = useReactFlow();
  const [selected, setSelected] = useState<DiagramChange>();
  const focus = (change: DiagramChange) => {
    setSelected(change);
    const place = placeOf(shown, change);
    // At the detail zoom, where a table's columns and their marks read.
    if (place)
      void flow.setCenter(place.x + place.width / 2, place.y + place.height / 2, {
        zoom: 1,
        duration: 300,
      });
  };
  return (
    <Tabs defaultValue="changes" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="changes">Changes ({changes.items.length})</Tabs.Tab>
        <Tabs.Tab value="migration">Migration</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="changes">
        <ChangeList changes={changes} onSelect={focus} selected={selected} />
      </Tabs.Panel>
      <Tabs.Panel value="migration">
        <MigrationPanel
          before={before.diagram}
          after={after.diagram}
          defaultDialect={dialect}
          fromLabel={before.label}
          toLabel={after.label}
          fileStem={`migration-${fileSafe(before.label)}-to-${fileSafe(after.label)}`}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** A label as part of a file name: letters, digits and dashes. */
function fileSafe(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'version'
  );
}

/** Props of ComparisonFrame. */
export interface ComparisonFrameProps {
  projectId: string;
  /** The diagram drawn: the newer side with the older side's removed items as ghosts. */
  shown: Diagram | undefined;
  changes: DiagramChanges | undefined;
  /** The two sides' labels (undefined while loading). */
  before: string | undefined;
  after: string | undefined;
  onLeave: () => void;
  side: ReactNode;
}

/**
 * What every comparison draws (versions, a database): the read-only canvas with the changes'
 * marks, the bar naming the two sides, and the side panel it is given.
 */
export function ComparisonFrame({
  projectId,
  shown,
  changes,
  before,
  after,
  onLeave,
  side,
}: ComparisonFrameProps) {
  return (
    <CompareMarksContext.Provider value={changes}>
      <EditorFrame
        projectId={projectId}
        diagram={shown}
        keepViewport={false}
        toolbar={
          <CompareBar
            before={before}
            after={after}
            changes={changes?.items.length}
            onLeave={onLeave}
          />
        }
        side={side}
      />
    </CompareMarksContext.Provider>
  );
}

/**
 * A comparison of two versions, or of a version and the current diagram (issue 19, item 2): the
 * canvas shows the newer state, read-only, with added items green, removed ones as red ghosts at
 * their old place and changed ones amber with their changed columns marked; the side panel lists
 * the changes (choosing one focuses the canvas on it) and the migration scripts. Escape leaves.
 */
export function CompareLayout({ projectId, dialect, fromId, toId }: CompareLayoutProps) {
  const sources = useCompareSources(projectId, fromId, toId);
  const leave = useLeaveComparison(projectId);
  const ready = sources.status === 'ready' ? sources : undefined;
  const older = ready?.before.diagram;
  const newer = ready?.after.diagram;
  const changes = useMemo(() => older && newer && diagramChanges(older, newer), [older, newer]);
  const shown = useMemo(
    () => older && newer && changes && compareDiagram(older, newer, changes),
    [older, newer, changes],
  );
  if (sources.status === 'error')
    return (
      <Alert color="red" title="This comparison cannot be shown" m="md">
        {sources.message}
      </Alert>
    );
  return (
    <ComparisonFrame
      projectId={projectId}
      shown={shown}
      changes={changes}
      before={ready?.before.label}
      after={ready?.after.label}
      onLeave={leave}
      side={
        ready &&
        changes &&
        shown && (
          <CompareSidePanel
            before={ready.before}
            after={ready.after}
            shown={shown}
            dialect={dialect}
            changes={changes}
          />
        )
      }
    />
  );
}
