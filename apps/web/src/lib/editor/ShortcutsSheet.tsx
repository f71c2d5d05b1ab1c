import { MountWhenNeeded } from '../MountWhenNeeded';
import { onDemandComponent } from '../onDemand';

/** Props of ShortcutsSheet. */
export interface ShortcutsSheetProps {
  opened: boolean;
  onClose: () => void;
  actions: readonly { id: string; label: string; shortcut?: string; altShortcut?: string }[];
  title?: string;
}

// The dialog (Mantine's Modal and Table) loads when the sheet first opens, not with the editor.
const ShortcutsSheetDialog = onDemandComponent(
  async () => (await import('./ShortcutsSheetDialog')).ShortcutsSheetDialog,
);

/**
 * The shortcuts sheet (`?`): every action of an editor's registry that has a key, with its key,
 * so the keyboard path of each operation can be looked up in one place.
 */
export function ShortcutsSheet(props: ShortcutsSheetProps) {
  return (
    <MountWhenNeeded when={props.opened}>
      <ShortcutsSheetDialog {...props} />
    </MountWhenNeeded>
  );
}
