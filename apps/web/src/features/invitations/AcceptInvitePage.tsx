import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { projectPath } from '../../lib/project/projectPath';
import { projectKeys } from '../../lib/project/projectKeys';
import { RoleBadge } from '../../ui/RoleBadge';
import { invitationKeys } from './invitationKeys';
import { invitationsApi } from './invitationsApi';
import {
  answeredToast,
  inviteProblem,
  PROJECT_MISSING,
  TOKEN_MISSING,
  type InviteProblem,
} from './model/invitePageState';

function ProblemView({ problem }: { problem: InviteProblem }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert
        color={problem.kind === 'answered' ? 'yellow' : 'red'}
        variant="light"
        role="alert"
        title={problem.title}
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        w="100%"
      >
        {problem.message}
      </Alert>
      <Button component={Link} to="/app" variant="default">
        Go to dashboard
      </Button>
    </Stack>
  );
}

/** Accept or decline a project invitation (spec 1 §2 "Invitation page"); `id` is the token. */
export function AcceptInvitePage() {
  useDocumentTitle('Invitation');
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invite = useQuery({
    queryKey: invitationKeys.byToken(token),
    queryFn: ({ signal }) => invitationsApi.byToken(token, signal),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });

  const answer = useMutation({
    mutationFn: (kind: 'accept' | 'decline') =>
      kind === 'accept'
        ? invitationsApi.accept(token).then((r) => r.project_id)
        : invitationsApi.decline(token).then(() => null),
    onSuccess: (projectId, kind) => {
      toast.show(answeredToast(kind, invite.data?.project.name ?? ''));
      void queryClient.invalidateQueries({ queryKey: invitationKeys.mine, exact: true });
      void queryClient.invalidateQueries({ queryKey: projectKeys.list, exact: true });
      void navigate(projectId ? projectPath(projectId) : '/app');
    },
  });

  let body;
  if (token === '') {
    body = <ProblemView problem={{ kind: 'missing', title: TOKEN_MISSING, message: '' }} />;
  } else if (invite.isPending) {
    body = (
      <Center py="lg">
        <Loading label="Loading invitation" />
      </Center>
    );
  } else if (invite.isError) {
    body = <ProblemView problem={inviteProblem(invite.error)} />;
  } else if (!invite.data.project.id) {
    body = <ProblemView problem={{ kind: 'missing', title: PROJECT_MISSING, message: '' }} />;
  } else {
    const { project, role } = invite.data;
    body = (
      <Stack gap="md">
        <Text c="dimmed">You have been invited to join</Text>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        {project.description && (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{project.description}</Text>
        )}
        <Group gap="xs">
          <Text size="sm">Role:</Text>
          <RoleBadge role={role} />
        </Group>
        <Group gap="sm" mt="sm">
          <Button
            onClick={() => answer.mutate('accept')}
            loading={answer.isPending && answer.variables === 'accept'}
            disabled={answer.isPending}
          >
            Accept
          </Button>
          <Button
            variant="default"
            onClick={() => answer.mutate('decline')}
            loading={answer.isPending && answer.variables === 'decline'}
            disabled={answer.isPending}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Group gap="sm">
        <IconMail size={28} aria-hidden="true" />
        <Title order={1}>Invitation</Title>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" bg="var(--relata-surface)">
        {body}
      </Paper>
    </Stack>
  );
}
