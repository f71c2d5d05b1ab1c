import type { Member } from '@relata/core';
import type { AvatarSize } from '../../ui/avatar/avatarModel';
import { personAvatar } from '../../ui/avatar/personAvatar';
import { UserAvatar } from '../../ui/avatar/UserAvatar';
import { memberName } from './model/members';

/** Props of MemberAvatar. */
export interface MemberAvatarProps {
  member: Pick<Member, 'user'>;
  size?: AvatarSize;
}

/**
 * A member's avatar: the picture, else the initials, as the person's avatar is everywhere
 * (ui/avatar/personAvatar); the role is the badge's to say.
 */
export function MemberAvatar({ member, size = 'xsmall' }: MemberAvatarProps) {
  const name = memberName(member);
  return (
    <UserAvatar
      src={member.user.avatar_url}
      alt={name}
      size={size}
      {...personAvatar(name, member.user.email)}
    />
  );
}
