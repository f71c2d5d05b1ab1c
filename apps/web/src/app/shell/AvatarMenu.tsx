import { useState } from 'react';
import { displayName } from '../../features/profile/model/displayName';
import { onDemandComponent } from '../../lib/onDemand';
import { useProfile } from '../../lib/session/useSession';
import { personAvatar } from '../../ui/avatar/personAvatar';
import { AccountButton, type AccountButtonProps } from './AccountButton';
import type { AccountMenuProps } from './AccountMenu';

/** The avatar button before the menu has loaded: it says what it opens; the menu then manages it. */
function StandIn({
  onOpen,
  ...props
}: Omit<AccountButtonProps, 'onClick'> & { onOpen?: () => void }) {
  return (
    <AccountButton
      {...props}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void AccountMenu.preload()}
      onFocus={() => void AccountMenu.preload()}
      onClick={onOpen}
    />
  );
}

// The menu (Mantine's Menu, Popover and floating-ui) loads when the avatar is first pointed at,
// focused or pressed: the signed-in pages start without it.
const AccountMenu = onDemandComponent(
  async () => (await import('./AccountMenu')).AccountMenu,
  ({ profile, name, initials }: AccountMenuProps) => (
    <StandIn avatarUrl={profile?.avatar_url} name={name} initials={initials} />
  ),
);

/** The avatar and its menu: Profile, Settings, the theme and Logout (spec 1 §2). */
export function AvatarMenu() {
  const profile = useProfile();
  const [used, setUsed] = useState(false);
  const name = profile ? displayName(profile) : '';
  const initials = profile ? personAvatar(name, profile.email).initials : '';
  if (used) return <AccountMenu profile={profile} name={name} initials={initials} />;
  return (
    <StandIn
      avatarUrl={profile?.avatar_url}
      name={name}
      initials={initials}
      onOpen={() => setUsed(true)}
    />
  );
}
