import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { DetailProvider } from './canvas/DetailProvider';
import { createEditorStore, EditorStoreContext } from './store/editorStore';
import { EditorLayout, type EditorLayoutProps } from './EditorLayout';

/** Props of DiagramEditor. */
export type DiagramEditorProps = EditorLayoutProps & { readOnly: boolean };

/** One diagram editor instance: its own store, React Flow provider and level of detail around the layout. */
export function DiagramEditor({ readOnly, ...props }: DiagramEditorProps) {
  const [store] = useState(() => createEditorStore(readOnly));
  useEffect(() => store.getState().set({ readOnly }), [store, readOnly]);
  return (
    <EditorStoreContext.Provider value={store}>
      <ReactFlowProvider>
        <DetailProvider>
          <EditorLayout {...props} />
        </DetailProvider>
      </ReactFlowProvider>
    </EditorStoreContext.Provider>
  );
}
