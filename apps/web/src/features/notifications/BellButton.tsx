import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { unseenBadge } from './model/notificationList';

/** Props of BellButton: the unseen count, and a button's props. */
export interface BellButtonProps extends ComponentPropsWithRef<'button'> {
  unseen: number;
}

/** The bell with its unseen badge, before and after the notification menu has loaded. */
export function BellButton({ unseen, ...props }: BellButtonProps) {
  const badge = unseenBadge(unseen);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={unseen > 0 ? `Notifications, ${unseen} unread` : 'Notifications'}
      {...props}
    >
      <Indicator label={badge} disabled={!badge} size={16} offset={2} color="red" inline>
        <IconBell size={20} aria-hidden="true" />
      </Indicator>
    </ActionIcon>
  );
}
