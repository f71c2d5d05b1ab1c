import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { ToolButton } from '../../../lib/editor/ToolButton';
import { onDemandComponent } from '../../../lib/onDemand';

// The share feature's dialog loads when first opened, in the chunk of the Sharing settings page.
const CreateShareDialog = onDemandComponent(
  async () => (await import('../../share')).CreateShareDialog,
);

const SHARE = { label: 'Share' };

/** The toolbar's Share (Admins, issue 41): makes a read-only link to the diagram in a dialog. */
export function ShareButton({ projectId }: { projectId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ToolButton
        action={SHARE}
        icon={IconShare}
        disabled={false}
        onClick={() => setOpened(true)}
      />
      {opened && <CreateShareDialog projectId={projectId} onClose={() => setOpened(false)} />}
    </>
  );
}
