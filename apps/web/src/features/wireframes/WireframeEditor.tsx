import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ShortcutsSheet } from '../../lib/editor/ShortcutsSheet';
import { toPngFile } from './canvas/exportPng';
import { createWireDispatcher, WireDispatchContext } from './actions/dispatch';
import { wireOps } from './api/wireOps';
import { useWireframes } from './api/useWireframes';
import { WireCanvas } from './canvas/WireCanvas';
import { Palette } from './palette/Palette';
import { PropertyPanel } from './properties/PropertyPanel';
import { wireActions } from './actions/registry';
import { createWireEditorStore, useWireEditor, WireEditorContext } from './store/editorStore';
import { WireProjectContext } from './store/projectContext';
import classes from './wireframes.module.css';

/** The `?` sheet listing the wireframe editor's shortcuts. */
function WireShortcuts() {
  const opened = useWireEditor((s) => s.shortcutsOpen);
  const set = useWireEditor((s) => s.set);
  return (
    <ShortcutsSheet
      opened={opened}
      onClose={() => set({ shortcutsOpen: false })}
      actions={Object.values(wireActions)}
      title="Wireframe editor shortcuts"
    />
  );
}

/** Props of WireframeEditor. */
export interface WireframeEditorProps {
  projectId: string;
  readOnly: boolean;
}

/** One wireframe editor: its store, writes and dispatcher, around palette, canvas and property panel. */
export function WireframeEditor({ projectId, readOnly }: WireframeEditorProps) {
  const queryClient = useQueryClient();
  const { data: components = [], isPending } = useWireframes(projectId);
  const [store] = useState(() => createWireEditorStore(readOnly));
  const canvasRef = useRef<HTMLDivElement>(null);
  const ops = useMemo(() => wireOps(projectId, queryClient), [projectId, queryClient]);
  const dispatcher = useMemo(
    () =>
      createWireDispatcher(() => ({
        store,
        ops,
        components: () => ops.read(),
        screen: () => ({
          width: canvasRef.current?.clientWidth ?? 800,
          height: canvasRef.current?.clientHeight ?? 600,
        }),
        exportPng: (id) =>
          toPngFile(
            canvasRef.current,
            ops.read().find((c) => c.id === id),
          ),
      })),
    [store, ops],
  );
  return (
    <WireEditorContext.Provider value={store}>
      <WireDispatchContext.Provider value={dispatcher}>
        <WireProjectContext.Provider value={projectId}>
          <div className={classes.editor} data-testid="wireframe-editor" data-readonly={readOnly}>
            {!readOnly && <Palette />}
            <div className={classes.workArea}>
              <WireCanvas ref={canvasRef} components={components} loading={isPending} />
              <PropertyPanel components={components} />
            </div>
            <WireShortcuts />
          </div>
        </WireProjectContext.Provider>
      </WireDispatchContext.Provider>
    </WireEditorContext.Provider>
  );
}
