import type { Member } from '@relata/core';
import { initialsOf } from '../../ui/initials';
import type { AvatarSize } from '../../ui/avatar/avatarModel';
import { UserAvatar } from '../../ui/avatar/UserAvatar';
import { memberName } from './model/members';

/** Props of MemberAvatar. */
export interface MemberAvatarProps {
  member: Pick<Member, 'user' | 'role'>;
  size?: AvatarSize;
}

/** A member's avatar: the picture, else the initials in the role's colour (spec 1 §3). */
export function MemberAvatar({ member, size = 'xsmall' }: MemberAvatarProps) {
  const name = memberName(member);
  return (
    <UserAvatar
      src={member.user.avatar_url}
      alt={name}
      color={member.role}
      size={size}
      initials={initialsOf(name, member.user.email)}
    />
  );
}
