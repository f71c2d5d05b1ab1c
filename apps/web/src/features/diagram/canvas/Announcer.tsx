import { VisuallyHidden } from '@mantine/core';
import { useEditor } from '../store/editorStore';

/** The editor's aria-live region: moves and other changes made with the keyboard are read out. */
export function Announcer() {
  const announcement = useEditor((s) => s.announcement);
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="editor-announcement">
      {announcement}
    </VisuallyHidden>
  );
}
