import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { timeAgo } from '@relata/core';
import {
  IconCake,
  IconFileDescription,
  IconHistory,
  IconLock,
  IconUserMinus,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { activityIcon, activityTitle, type ActivityIcon } from './model/activities';

/** One activity line as the summary delivers it. */
export interface ActivityItem {
  id: string;
  type: string;
  title: string;
  created_at: string;
}

/** Props of ActivityList. */
export interface ActivityListProps {
  activities: readonly ActivityItem[];
}

const GLYPHS: Record<ActivityIcon, Icon> = {
  cake: IconCake,
  description: IconFileDescription,
  person_add: IconUserPlus,
  lock: IconLock,
  person_remove: IconUserMinus,
  event: IconHistory,
};

/** The overview's activities with their icons and "time ago" (spec 2 §2, §3). */
export function ActivityList({ activities }: ActivityListProps) {
  if (activities.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No activities yet
      </Text>
    );
  }
  const now = new Date();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {activities.map((a) => {
        const Glyph = GLYPHS[activityIcon(a.type)];
        return (
          <Group component="li" key={a.id} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="lg">
              <Glyph size={18} aria-hidden="true" />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {activityTitle(a.title)}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={a.created_at}>
                {timeAgo(a.created_at, now)}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
