import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/useLogout';
import { useProfile } from '../../lib/session/useSession';
import { displayName } from '../../features/profile/model/profileForm';
import { UserAvatar } from '../../ui/avatar/UserAvatar';
import { initialsOf } from '../../ui/initials';
import { ThemeMenuItems } from '../../ui/ThemeMenuItems';

/** The avatar and its menu: Profile, Settings, the theme and Logout (spec 1 §2). */
export function AvatarMenu() {
  const profile = useProfile();
  const { logout, loggingOut } = useLogout();
  const name = profile ? displayName(profile) : '';
  const initials = profile ? initialsOf(name, profile.email) : '';
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        {/* The initials shown are part of the name, as speech input users say them (WCAG 2.5.3). */}
        <UnstyledButton
          aria-label={initials ? `${initials}, Account menu` : 'Account menu'}
          style={{ borderRadius: '50%' }}
        >
          <UserAvatar src={profile?.avatar_url} alt={name} size="xsmall" initials={initials} />
        </UnstyledButton>
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
