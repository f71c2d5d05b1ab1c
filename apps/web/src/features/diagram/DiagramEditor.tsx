import { dialectForDatabaseType } from '@relata/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { onDemandComponent } from '../../lib/onDemand';
import { useVisualization } from '../../lib/project/useVisualization';
import { loadReferenceChecks } from './actions/lazyReferenceChecks';
import { DetailProvider } from './canvas/DetailProvider';
import { createEditorStore, EditorStoreContext } from './store/editorStore';
import { EditorLayout, type EditorLayoutProps } from './EditorLayout';

// A comparison's code (the change list, the migration planner, the scripts) loads when one is
// opened, not with the canvas.
const CompareLayout = onDemandComponent(
  async () => (await import('./compare/CompareLayout')).CompareLayout,
);

const DatabaseCompareLayout = onDemandComponent(
  async () => (await import('./compare/DatabaseCompareLayout')).DatabaseCompareLayout,
);

/** The `compare` of a comparison with the database last read in this tab (issue 38). */
export const DATABASE_COMPARE = 'database';

/**
 * Two versions to compare: `toId` absent compares `fromId` with the current diagram; `fromId`
 * DATABASE_COMPARE compares the diagram with the database read last.
 */
export interface CompareRequest {
  fromId: string;
  toId: string | undefined;
}

/** Props of DiagramEditor. */
export type DiagramEditorProps = EditorLayoutProps & {
  readOnly: boolean;
  /** Shows a comparison of versions, read-only, instead of the diagram to edit. */
  compare?: CompareRequest | undefined;
};

/** One diagram editor instance: its own store, React Flow provider and level of detail around the layout. */
export function DiagramEditor({ readOnly, compare, ...props }: DiagramEditorProps) {
  const locked = readOnly || compare !== undefined;
  const [store] = useState(() => createEditorStore(locked));
  useEffect(() => store.getState().set({ readOnly: locked }), [store, locked]);
  const visual = useVisualization(props.projectId);
  useEffect(() => store.getState().set({ visual }), [store, visual]);
  // What an edit asks before breaking a reader loads beside the canvas, not before it.
  useEffect(() => {
    if (!locked) void loadReferenceChecks().catch(() => undefined);
  }, [locked]);
  return (
    <EditorStoreContext.Provider value={store}>
      <ReactFlowProvider>
        <DetailProvider>
          {compare?.fromId === DATABASE_COMPARE ? (
            <DatabaseCompareLayout projectId={props.projectId} canEdit={!readOnly} />
          ) : compare ? (
            <CompareLayout
              projectId={props.projectId}
              dialect={dialectForDatabaseType(props.databaseType)}
              fromId={compare.fromId}
              toId={compare.toId}
            />
          ) : (
            <EditorLayout {...props} />
          )}
        </DetailProvider>
      </ReactFlowProvider>
    </EditorStoreContext.Provider>
  );
}
