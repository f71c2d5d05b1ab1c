import { Burger, Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { PlanStatus } from '../../features/billing/PlanStatus';
import { NotificationMenu } from '../../features/notifications/NotificationMenu';
import { RelataLogo } from '../../ui/RelataLogo';
import { AvatarMenu } from './AvatarMenu';
import { DRAWER_STATIC_MIN_WIDTH, useProjectDrawer } from './useProjectDrawer';

/** Props of AppHeader. */
export interface AppHeaderProps {
  /** Project routes show the menu button that opens the project drawer. */
  withMenuButton: boolean;
}

/** The top navbar of the signed-in app (spec 1 §2 "App shell"). */
export function AppHeader({ withMenuButton }: AppHeaderProps) {
  const isStatic = useMediaQuery(`(min-width: ${DRAWER_STATIC_MIN_WIDTH}px)`) ?? true;
  const { staticOpen, overlayOpen, toggle } = useProjectDrawer();
  const opened = isStatic ? staticOpen : overlayOpen;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {withMenuButton && (
          <Burger
            opened={opened}
            onClick={() => toggle(isStatic)}
            size="sm"
            aria-label="Project menu"
            aria-expanded={opened}
          />
        )}
        <UnstyledButton component={Link} to="/app" aria-label="Relata, go to dashboard">
          <RelataLogo />
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <PlanStatus />
        <NotificationMenu />
        <AvatarMenu />
      </Group>
    </Group>
  );
}
