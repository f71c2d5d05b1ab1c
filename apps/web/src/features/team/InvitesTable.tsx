import { Badge, Box, Table } from '@mantine/core';
import type { Invite } from '@relata/core';
import { RemoveButton } from '../../ui/RemoveButton';
import { RoleBadge } from '../../ui/RoleBadge';
import { EmailText } from './EmailText';
import { EmptyRow } from './EmptyRow';
import { REMOVE_COLUMN, TableHead, type TableColumn } from './TableHead';

/** Props of InvitesTable. */
export interface InvitesTableProps {
  invites: readonly Invite[];
  isAdmin: boolean;
  onRemove: (invite: Invite) => void;
}

const COLUMNS: TableColumn[] = [
  { title: 'Email' },
  { title: 'Role', width: 84, visibleFrom: 'sm' },
  { title: 'Status', width: 120 },
];

const STATUS_COLORS: Record<Invite['status'], string> = {
  Pending: 'yellow',
  Accepted: 'green',
  Declined: 'gray',
};

/** The project's invitations: Email, Role, Status and remove for pending ones (spec 2 §2, §4). */
export function InvitesTable({ invites, isAdmin, onRemove }: InvitesTableProps) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="Pending invites">
        <TableHead columns={isAdmin ? [...COLUMNS, REMOVE_COLUMN] : COLUMNS} />
        <Table.Tbody>
          {invites.length === 0 && <EmptyRow columns={isAdmin ? 4 : 3} text="No invites found" />}
          {invites.map((invite) => (
            <Table.Tr key={invite.id}>
              <Table.Td>
                <EmailText email={invite.invitee_email} size="sm" />
                {/* Narrow screens show the role under the address instead of in its column. */}
                <Box hiddenFrom="sm" mt={4}>
                  <RoleBadge role={invite.role} size="xs" />
                </Box>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <RoleBadge role={invite.role} />
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[invite.status]} variant="dot" size="sm">
                  {invite.status}
                </Badge>
              </Table.Td>
              {isAdmin && (
                <Table.Td>
                  {invite.status === 'Pending' && (
                    <RemoveButton
                      label={`Remove the invitation to ${invite.invitee_email}`}
                      onClick={() => onRemove(invite)}
                    />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
