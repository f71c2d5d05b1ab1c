import { Group, Text, ThemeIcon } from '@mantine/core';
import { deviceName, timeAgo, type AuditEventKind } from '@relata/core';
import { EVENT_ICONS, WARNING_KINDS } from './eventIcons';

/** Props of AuditEventItem. */
export interface AuditEventItemProps {
  kind: AuditEventKind;
  /** What happened, in words (describeAccountEvent / describeProjectEvent). */
  title: string;
  createdAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  now: Date;
}

/**
 * One event of the audit trail as a list item: its glyph, what happened, and below it when
 * (relative, the exact time on hover), from which address and on which device.
 */
export function AuditEventItem({
  kind,
  title,
  createdAt,
  ipAddress,
  userAgent,
  now,
}: AuditEventItemProps) {
  const Glyph = EVENT_ICONS[kind];
  const warning = WARNING_KINDS.has(kind);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="audit-event">
      <ThemeIcon variant="light" radius="xl" size="lg" color={warning ? 'red' : undefined}>
        <Glyph size={18} aria-hidden="true" />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={warning ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <time dateTime={createdAt} title={new Date(createdAt).toLocaleString()}>
            {timeAgo(createdAt, now)}
          </time>
          {' · '}
          {ipAddress ?? 'Unknown address'}
          {' · '}
          {deviceName(userAgent)}
        </Text>
      </div>
    </Group>
  );
}
