import { useState } from 'react';
import { onDemandComponent } from '../../lib/onDemand';
import { BellButton } from './BellButton';
import type { NotificationDropdownProps } from './NotificationDropdown';
import { useNotifications } from './useNotifications';

/** The bell before its menu has loaded: it says what it opens; the menu then manages it. */
function StandIn({ unseen, onOpen }: { unseen: number; onOpen?: () => void }) {
  return (
    <BellButton
      unseen={unseen}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void NotificationDropdown.preload()}
      onFocus={() => void NotificationDropdown.preload()}
      onClick={onOpen}
    />
  );
}

// The drop-down (Mantine's Menu, Popover, ScrollArea and floating-ui) loads when the bell is
// first pointed at, focused or pressed: the signed-in pages start without it.
const NotificationDropdown = onDemandComponent(
  async () => (await import('./NotificationDropdown')).NotificationDropdown,
  ({ list }: NotificationDropdownProps) => <StandIn unseen={list?.unseen_count ?? 0} />,
);

/**
 * The bell and its notification menu (spec 1 §2). The notifications are read here, live, so the
 * unseen badge shows from the start; the menu loads on first use.
 */
export function NotificationMenu() {
  const notifications = useNotifications();
  const [used, setUsed] = useState(false);
  if (used) return <NotificationDropdown {...notifications} />;
  const unseen = notifications.list?.unseen_count ?? 0;
  return <StandIn unseen={unseen} onOpen={() => setUsed(true)} />;
}
