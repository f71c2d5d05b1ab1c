import { Menu, Text, VisuallyHidden } from '@mantine/core';
import { timeAgo, type Notification } from '@relata/core';
import classes from './NotificationMenu.module.css';

/** Props of NotificationItem. */
export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onSelect: (notification: Notification) => void;
}

/** One notification in the bell's list: its text and relative time; unseen ones stand out. */
export function NotificationItem({ notification, now, onSelect }: NotificationItemProps) {
  const unseen = notification.seen_at === null;
  return (
    <Menu.Item
      onClick={() => onSelect(notification)}
      className={classes.item}
      data-unseen={unseen || undefined}
      leftSection={<span className={classes.dot} aria-hidden="true" />}
    >
      {/* Its name starts with its visible text; screen readers hear after it that it is unread. */}
      <Text size="sm" fw={unseen ? 600 : 400} className={classes.text}>
        {notification.notification_text}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
        {timeAgo(notification.created_at, now)}
      </Text>
      {unseen && <VisuallyHidden>, unread</VisuallyHidden>}
    </Menu.Item>
  );
}
