import { Button, CopyButton, Group, Textarea } from '@mantine/core';

/** Props of CopyField. */
export interface CopyFieldProps {
  label: string;
  value: string;
  description?: string;
}

/**
 * A text shown once to copy (a link, an embed snippet): read-only, selected on focus, wrapped
 * anywhere so that all of it is in sight at 390 px, with its Copy button.
 */
export function CopyField({ label, value, description }: CopyFieldProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        label={label}
        description={description}
        value={value}
        readOnly
        autosize
        minRows={1}
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
        styles={{
          input: {
            fontFamily: 'var(--mantine-font-family-monospace)',
            overflowWrap: 'anywhere',
            wordBreak: 'break-all',
          },
        }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={`Copy ${label.toLowerCase()}`}
            style={{ flex: 'none' }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
