import { ShortcutsSheet } from '../../../lib/editor/ShortcutsSheet';
import { diagramActions } from '../actions/registry';
import { useEditor } from '../store/editorStore';
import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';
import { ScreenshotOverlay } from './ScreenshotOverlay';

/** The `?` sheet listing the diagram editor's shortcuts (from its registry). */
function DiagramShortcuts() {
  const opened = useEditor((s) => s.dialog === 'shortcuts');
  const set = useEditor((s) => s.set);
  return (
    <ShortcutsSheet
      opened={opened}
      onClose={() => set({ dialog: undefined })}
      actions={Object.values(diagramActions)}
      title="Diagram shortcuts"
    />
  );
}

/** The editor's dialogs and overlays: Export, Import, the shortcuts sheet and the screenshot overlay. */
export function EditorDialogs({ databaseType }: { databaseType: string }) {
  return (
    <>
      <ExportDialog />
      <ImportDialog databaseType={databaseType} />
      <DiagramShortcuts />
      <ScreenshotOverlay />
    </>
  );
}
