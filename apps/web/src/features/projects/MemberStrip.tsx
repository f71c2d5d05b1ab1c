import { Avatar } from '@mantine/core';
import type { Member } from '@relata/core';
import { Link } from 'react-router';
import { MemberAvatar, memberName } from '../team';
import { memberStrip } from './model/memberStrip';
import { Hint } from '../../ui/hint/Hint';

/** Props of MemberStrip. */
export interface MemberStripProps {
  members: readonly Member[];
  /** Where "+N" leads: the team page. */
  teamPath: string;
}

/** Up to three member avatars and a "+N" avatar linking to the team page (spec 2 §2). */
export function MemberStrip({ members, teamPath }: MemberStripProps) {
  return (
    <Avatar.Group spacing={8}>
      {memberStrip(members).map((item) =>
        item.kind === 'member' ? (
          <Hint key={item.member.user_id} label={memberName(item.member)}>
            <span>
              <MemberAvatar member={item.member} size="small" />
            </span>
          </Hint>
        ) : (
          <Avatar
            key="more"
            component={Link}
            to={teamPath}
            size={40}
            radius="xl"
            variant="filled"
            color="gray"
            aria-label={`${item.count} more members: open the team page`}
          >
            {item.label}
          </Avatar>
        ),
      )}
    </Avatar.Group>
  );
}
