import { Paper } from '@mantine/core';
import { describeProjectEvent } from '@relata/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AuditEventFeed, securityKeys, useProjectEvents } from '../security';

/** Props of MembershipHistory. */
export interface MembershipHistoryProps {
  projectId: string;
  /** When the members or invitations last changed (their queries' dataUpdatedAt). */
  changedAt: number;
}

/**
 * The project's membership events for its Admins (issue 14, item 9): roles changed, members
 * removed or gone, invitations sent, answered and removed, with who, when and from where. It
 * refetches whenever the members or invitations above it change, live or by one's own action.
 */
export function MembershipHistory({ projectId, changedAt }: MembershipHistoryProps) {
  const queryClient = useQueryClient();
  const query = useProjectEvents(projectId);
  const fetchedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (fetchedAt > 0 && changedAt > fetchedAt)
      void queryClient.invalidateQueries({
        queryKey: securityKeys.projectEvents(projectId),
        exact: true,
      });
  }, [changedAt, fetchedAt, projectId, queryClient]);

  return (
    <Paper withBorder radius="md" p="md" bg="var(--relata-surface)">
      <AuditEventFeed label="Membership history" query={query} describe={describeProjectEvent} />
    </Paper>
  );
}
