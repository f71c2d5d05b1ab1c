import { Menu, ScrollArea } from '@mantine/core';
import type { Notification } from '@relata/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOpenedOnMount } from '../../ui/useOpenedOnMount';
import { BellButton } from './BellButton';
import { NotificationItem } from './NotificationItem';
import type { useNotifications } from './useNotifications';

/** Props of NotificationDropdown: the bell's notifications, read once by NotificationMenu. */
export type NotificationDropdownProps = ReturnType<typeof useNotifications>;

/**
 * The bell and its drop-down (spec 1 §2 "Notification menu"): at most 300 px wide, the list at
 * most 60vh high, each notification with its text and relative time; selecting one marks it seen
 * and follows its url; "Mark all as read" marks every one. NotificationMenu loads it on first
 * use, and it opens as it mounts.
 */
export function NotificationDropdown({
  list,
  isPending,
  markOneSeen,
  markEverySeen,
}: NotificationDropdownProps) {
  const navigate = useNavigate();
  const { target, opened, setOpened } = useOpenedOnMount<HTMLButtonElement>();
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const unseen = list?.unseen_count ?? 0;
  const notifications = list?.notifications ?? [];

  const handleSelect = (notification: Notification) => {
    if (notification.seen_at === null) markOneSeen.mutate(notification.id);
    if (notification.url) void navigate(notification.url);
  };

  return (
    <Menu
      position="bottom-end"
      width={300}
      shadow="md"
      opened={opened}
      onChange={setOpened}
      onOpen={() => setOpenedAt(new Date())}
    >
      <Menu.Target>
        <BellButton ref={target} unseen={unseen} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notifications</Menu.Label>
        <ScrollArea.Autosize mah="60vh" type="auto">
          {notifications.length === 0 ? (
            // A menu holds menu items (axe-core aria-required-children): the empty state is one,
            // disabled.
            <Menu.Item disabled>{isPending ? 'Loading…' : 'No notifications'}</Menu.Item>
          ) : (
            notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                now={openedAt}
                onSelect={handleSelect}
              />
            ))
          )}
        </ScrollArea.Autosize>
        {notifications.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              disabled={unseen === 0}
              closeMenuOnClick={false}
              onClick={() => markEverySeen.mutate()}
            >
              Mark all as read
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
