import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { Invite, Member } from '@relata/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { toast } from '../../lib/toast/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession } from '../../lib/session/useSession';
import { roleOf } from '../../lib/project/roles';
import { useProjectContext } from '../../lib/project/useProjectContext';
import { InviteDialog } from './InviteDialog';
import { InvitesTable } from './InvitesTable';
import { MembershipHistory } from './MembershipHistory';
import { MembersTable } from './MembersTable';
import { TableCard } from './TableCard';
import { filterMembers, memberName } from './model/members';
import { useInvites, useMembers } from './teamQueries';
import { useTeamActions } from './useTeamActions';

/**
 * Members and invitations of a project (spec 2 §2 "Team screen"); Admins also see the
 * membership history (issue 14, item 9).
 */
export function TeamPage() {
  useDocumentTitle('Team');
  const project = useProjectContext();
  const isAdmin = roleOf(project) === 'Admin';
  const userId = useSession().data?.user.id ?? '';
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const members = useMembers(project.id);
  const invites = useInvites(project.id);
  const actions = useTeamActions(project.id);

  useEffect(() => {
    if (invites.isError) {
      toast.show({ title: 'Error', message: 'Failed to fetch invitations.', type: 'error' });
    }
  }, [invites.isError]);

  const handleRemoveMember = async (member: Member) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Remove member',
      message: `Remove ${memberName(member)} from "${project.name}"?`,
      confirmLabel: 'Remove',
    });
    if (ok) actions.removeMember.mutate(member.user_id);
  };

  const handleRemoveInvite = async (invite: Invite) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Remove invitation',
      message: `Remove the invitation to ${invite.invitee_email}?`,
      confirmLabel: 'Remove',
    });
    if (ok) actions.removeInvite.mutate(invite.id);
  };

  const handleInvite = async (input: { email: string; role: Member['role'] }) => {
    try {
      await actions.invite.mutateAsync(input);
      return true;
    } catch {
      return false; // the toast said why; the dialog stays open to correct the address
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>Team</Title>
        <Group gap="sm" wrap="wrap">
          <TextInput
            placeholder="Search Team Members"
            aria-label="Search Team Members"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {isAdmin && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setInviting(true)}
            >
              Invite User
            </Button>
          )}
        </Group>
      </Group>
      <TableCard loading={members.isPending} loadingLabel="Loading team members">
        <MembersTable
          members={filterMembers(members.data ?? [], search)}
          userId={userId}
          isAdmin={isAdmin}
          onRoleChange={(member, role) =>
            actions.changeRole.mutate({ userId: member.user_id, name: memberName(member), role })
          }
          onRemove={(member) => void handleRemoveMember(member)}
        />
      </TableCard>
      <Title order={2} size="h3">
        Pending Invites
      </Title>
      <TableCard loading={invites.isPending} loadingLabel="Loading invitations">
        <InvitesTable
          invites={invites.data ?? []}
          isAdmin={isAdmin}
          onRemove={(invite) => void handleRemoveInvite(invite)}
        />
      </TableCard>
      {isAdmin && (
        <>
          <Title order={2} size="h3">
            Membership history
          </Title>
          <MembershipHistory
            projectId={project.id}
            changedAt={Math.max(members.dataUpdatedAt, invites.dataUpdatedAt)}
          />
        </>
      )}
      <InviteDialog
        opened={inviting}
        onClose={() => setInviting(false)}
        onInvite={handleInvite}
        sending={actions.invite.isPending}
      />
    </Stack>
  );
}
