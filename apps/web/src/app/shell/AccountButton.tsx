import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { PERSON_AVATAR_COLOR } from '../../ui/avatar/personAvatar';
import { UserAvatar } from '../../ui/avatar/UserAvatar';

/**
 * Props of AccountButton: the signed-in user's avatar, name and initials (ui/avatar/personAvatar),
 * and a button's props.
 */
export interface AccountButtonProps extends ComponentPropsWithRef<'button'> {
  avatarUrl: string | null | undefined;
  name: string;
  initials: string;
}

/** The avatar button that opens the account menu, before and after the menu has loaded. */
export function AccountButton({ avatarUrl, name, initials, ...props }: AccountButtonProps) {
  return (
    // The initials shown are part of the name, as speech input users say them (WCAG 2.5.3).
    <UnstyledButton
      aria-label={initials ? `${initials}, Account menu` : 'Account menu'}
      style={{ borderRadius: '50%' }}
      {...props}
    >
      <UserAvatar
        src={avatarUrl}
        alt={name}
        size="xsmall"
        initials={initials}
        color={PERSON_AVATAR_COLOR}
      />
    </UnstyledButton>
  );
}
