import { ShortcutsSheet } from '../../../lib/editor/ShortcutsSheet';
import { MountWhenNeeded } from '../../../lib/MountWhenNeeded';
import { onDemandComponent } from '../../../lib/onDemand';
import { diagramActions } from '../actions/registry';
import { useEditor } from '../store/editorStore';
import { ScreenshotOverlay } from './ScreenshotOverlay';

// The importers, the layout and the image export load when their dialog first opens.
const ExportDialog = onDemandComponent(async () => (await import('./ExportDialog')).ExportDialog);
const ImportDialog = onDemandComponent(async () => (await import('./ImportDialog')).ImportDialog);

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
  const dialog = useEditor((s) => s.dialog);
  return (
    <>
      <MountWhenNeeded when={dialog === 'export'}>
        <ExportDialog />
      </MountWhenNeeded>
      <MountWhenNeeded when={dialog === 'import'}>
        <ImportDialog databaseType={databaseType} />
      </MountWhenNeeded>
      <DiagramShortcuts />
      <ScreenshotOverlay />
    </>
  );
}
