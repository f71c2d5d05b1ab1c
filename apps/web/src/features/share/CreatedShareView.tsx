import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CreatedShare } from '@relata/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CopyField } from './CopyField';
import { embedCode } from './model/embedCode';
import { dayOf } from './model/shareWords';

/** Props of CreatedShareView. */
export interface CreatedShareViewProps {
  share: CreatedShare;
  /** What the embed snippet's frame is titled for screen readers: the project's name. */
  title: string;
  onDone: () => void;
}

/**
 * A link just made, the only time its addresses are shown: the page's link, and where embedding
 * is allowed the embed's link and its `<iframe>` snippet, each with a Copy button.
 */
export function CreatedShareView({ share, title, onDone }: CreatedShareViewProps) {
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
        Copy the link now: it is shown only this once. Anyone who has it can look at the diagram
        {share.has_password ? ' once they give its password' : ''}.
      </Alert>
      <CopyField
        label="Link"
        value={share.url}
        description={share.expires_at ? `Expires ${dayOf(share.expires_at)}` : 'Never expires'}
      />
      {share.embed === 'none' ? (
        <Text size="sm" c="dimmed">
          Embedding is off for this link: no other site can show it in a frame.
        </Text>
      ) : (
        <>
          <CopyField label="Embed link" value={share.embed_url} />
          <CopyField
            label="Embed code"
            value={embedCode(share.embed_url, title)}
            description={
              share.embed === 'any'
                ? 'Any site may show it.'
                : `Only ${share.embed_origins.join(', ')} may show it.`
            }
          />
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
