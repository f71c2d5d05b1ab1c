import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { invitePath, useMyInvitations } from '../invitations';
import { RoleBadge } from '../../ui/RoleBadge';
import classes from './Dashboard.module.css';

/** The dashboard's invitations, shown only when there are any (spec 1 §2). */
export function InvitationsSection() {
  const { data: invitations = [] } = useMyInvitations();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title">
      <Title order={2} id="invitations-title" size="h3" mb="sm">
        Invitations
      </Title>
      <div className={classes.grid}>
        {invitations.map((invite) => (
          <UnstyledButton
            key={invite.id}
            component={Link}
            to={invitePath(invite.invite_token ?? '')}
            className={classes.cardLink}
          >
            <Paper withBorder p="md" radius="md" className={classes.card}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={8} wrap="nowrap" miw={0}>
                    <IconMail size={18} aria-hidden="true" className={classes.muted} />
                    <Text fw={600} truncate="end">
                      {invite.project.name}
                    </Text>
                  </Group>
                  <RoleBadge role={invite.role} />
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {invite.project.description || 'No description'}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </div>
    </section>
  );
}
