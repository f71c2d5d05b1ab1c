import type { VersionSummary } from '@relata/core';
import { useState } from 'react';
import type { VersionFormValues } from './model/versionForm';
import { VersionDialog } from './VersionDialog';

/** Props of EditVersionDialog. */
export interface EditVersionDialogProps {
  /** The version being edited; the dialog is open while there is one. */
  version: VersionSummary | undefined;
  busy: boolean;
  onClose: () => void;
  /** Saves the new name and description; resolves true when saved. */
  onSave: (version: VersionSummary, patch: VersionFormValues) => Promise<boolean>;
}

/** "Edit version": a version's name and description (its snapshot never changes). */
export function EditVersionDialog({ version, busy, onClose, onSave }: EditVersionDialogProps) {
  // The last version stays in the form while the dialog plays its closing transition.
  const [shown, setShown] = useState(version);
  if (version && version !== shown) setShown(version);
  return (
    <VersionDialog
      opened={version !== undefined}
      title="Edit version"
      submitLabel="Save"
      initial={{ name: shown?.name ?? '', description: shown?.description ?? '' }}
      busy={busy}
      onClose={onClose}
      onSubmit={(values) => (shown ? onSave(shown, values) : Promise.resolve(false))}
    />
  );
}
