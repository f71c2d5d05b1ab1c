import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';
import { ScreenshotOverlay } from './ScreenshotOverlay';

/** The editor's dialogs and overlays: Export, Import and the screenshot overlay. */
export function EditorDialogs({ databaseType }: { databaseType: string }) {
  return (
    <>
      <ExportDialog />
      <ImportDialog databaseType={databaseType} />
      <ScreenshotOverlay />
    </>
  );
}
