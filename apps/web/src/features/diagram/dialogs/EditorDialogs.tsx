import { useParams } from 'react-router';
import { ShortcutsSheet } from '../../../lib/editor/ShortcutsSheet';
import { MountWhenNeeded } from '../../../lib/MountWhenNeeded';
import { onDemandComponent } from '../../../lib/onDemand';
import { diagramActions } from '../actions/registry';
import { useTakePendingDatabaseChanges } from '../database/takeDatabase';
import { useEditor } from '../store/editorStore';
import { ScreenshotOverlay } from './ScreenshotOverlay';

// The importers, the layout and the exports load when their dialog first opens (jsPDF later
// still, when a PDF is made).
const ExportDialog = onDemandComponent(async () => (await import('./ExportDialog')).ExportDialog);
const ImportDialog = onDemandComponent(async () => (await import('./ImportDialog')).ImportDialog);
// Version Control's dialog comes from its feature, in the same chunk as its settings page.
const SaveVersionDialog = onDemandComponent(
  async () => (await import('../../versions')).SaveVersionDialog,
);

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

/**
 * The editor's dialogs and overlays: Export, Import, Save version, the shortcuts sheet and the
 * screenshot overlay.
 */
export function EditorDialogs({ databaseType }: { databaseType: string }) {
  const dialog = useEditor((s) => s.dialog);
  const set = useEditor((s) => s.set);
  const projectId = useParams().id ?? '';
  useTakePendingDatabaseChanges(projectId);
  return (
    <>
      <MountWhenNeeded when={dialog === 'export'}>
        <ExportDialog databaseType={databaseType} />
      </MountWhenNeeded>
      <MountWhenNeeded when={dialog === 'import'}>
        <ImportDialog databaseType={databaseType} />
      </MountWhenNeeded>
      <MountWhenNeeded when={dialog === 'save-version'}>
        <SaveVersionDialog
          projectId={projectId}
          opened={dialog === 'save-version'}
          onClose={() => set({ dialog: undefined })}
        />
      </MountWhenNeeded>
      <DiagramShortcuts />
      <ScreenshotOverlay />
    </>
  );
}
