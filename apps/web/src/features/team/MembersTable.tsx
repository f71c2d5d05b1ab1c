import { Group, Select, Table, Text } from '@mantine/core';
import { OWN_ROLE_MESSAGE, ROLES, type Member, type Role } from '@relata/core';
import { IconLock } from '@tabler/icons-react';
import { RemoveButton } from '../../ui/RemoveButton';
import { RoleBadge } from '../../ui/RoleBadge';
import { EmailText } from './EmailText';
import { EmptyRow } from './EmptyRow';
import { MemberAvatar } from './MemberAvatar';
import { memberName } from './model/members';
import { REMOVE_COLUMN, TableHead, type TableColumn } from './TableHead';
import { Hint } from '../../ui/hint/Hint';

/** Props of MembersTable. */
export interface MembersTableProps {
  members: readonly Member[];
  /** The signed-in user, who can neither change their own role nor remove themselves. */
  userId: string;
  isAdmin: boolean;
  onRoleChange: (member: Member, role: Role) => void;
  onRemove: (member: Member) => void;
}

const COLUMNS: TableColumn[] = [
  { title: 'Avatar', width: 48, hidden: true },
  { title: 'Name' },
  { title: 'Email', visibleFrom: 'sm' },
  { title: 'Role', width: 124 },
];

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r }));

function isRole(value: string | null): value is Role {
  return ROLES.some((r) => r === value);
}

/** The team's members: avatar, Name, Email, Role (a drop-down for Admins) and remove (spec 2 §2). */
export function MembersTable({
  members,
  userId,
  isAdmin,
  onRoleChange,
  onRemove,
}: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Team members">
        <TableHead columns={isAdmin ? [...COLUMNS, REMOVE_COLUMN] : COLUMNS} />
        <Table.Tbody>
          {members.length === 0 && (
            <EmptyRow columns={isAdmin ? 5 : 4} text="No team members found" />
          )}
          {members.map((member) => {
            const name = memberName(member);
            const own = member.user_id === userId;
            return (
              <Table.Tr key={member.user_id}>
                <Table.Td>
                  <MemberAvatar member={member} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                    {own && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Text>
                  {/* Narrow screens show the e-mail under the name instead of in its column. */}
                  <EmailText email={member.user.email} size="xs" c="dimmed" hiddenFrom="sm" />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <EmailText email={member.user.email} size="sm" />
                </Table.Td>
                <Table.Td>
                  {isAdmin && !own ? (
                    <Select
                      data={ROLE_OPTIONS}
                      value={member.role}
                      onChange={(role) => isRole(role) && onRoleChange(member, role)}
                      allowDeselect={false}
                      size="xs"
                      aria-label={`Role of ${name}`}
                    />
                  ) : (
                    <Group gap={6} wrap="nowrap">
                      <RoleBadge role={member.role} />
                      {isAdmin && own && (
                        <Hint label={OWN_ROLE_MESSAGE}>
                          <IconLock size={14} tabIndex={0} aria-label={OWN_ROLE_MESSAGE} />
                        </Hint>
                      )}
                    </Group>
                  )}
                </Table.Td>
                {isAdmin && (
                  <Table.Td>
                    {!own && (
                      <RemoveButton label={`Remove ${name}`} onClick={() => onRemove(member)} />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
