import { Menu, Text } from '@mantine/core';
import type { Profile } from '@relata/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/useLogout';
import { ThemeMenuItems } from '../../ui/ThemeMenuItems';
import { useOpenedOnMount } from '../../ui/useOpenedOnMount';
import { AccountButton, type AccountButtonProps } from './AccountButton';

/** Props of AccountMenu. */
export interface AccountMenuProps extends Pick<AccountButtonProps, 'name' | 'initials'> {
  profile: Profile | undefined;
}

/**
 * The account menu: Profile, Settings, the theme and Logout (spec 1 §2). AvatarMenu loads it on
 * first use, and it opens as it mounts.
 */
export function AccountMenu({ profile, name, initials }: AccountMenuProps) {
  const { logout, loggingOut } = useLogout();
  const { target, opened, setOpened } = useOpenedOnMount<HTMLButtonElement>();
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
    <Menu position="bottom-end" width={240} shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountButton
          ref={target}
          avatarUrl={profile?.avatar_url}
          name={name}
          initials={initials}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {profile && (
          <div style={{ padding: '6px 12px' }}>
            <Text size="sm" fw={600} truncate="end" data-testid="account-name">
              {name}
            </Text>
            {name !== profile.email && (
              <Text size="xs" c="dimmed" truncate="end">
                {profile.email}
              </Text>
            )}
          </div>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/app/profile" leftSection={<IconUser {...icon} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/app/settings" leftSection={<IconSettings {...icon} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Theme</Menu.Label>
        <ThemeMenuItems />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout {...icon} />}
          disabled={loggingOut}
          onClick={() => void logout()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
