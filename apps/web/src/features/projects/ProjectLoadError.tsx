import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PROJECT_LOAD_ERROR } from './messages';

/** The page error of the project shell when the project cannot be loaded (spec 2 §8). */
export function ProjectLoadError() {
  useDocumentTitle('Project not found');
  return (
    <Stack align="flex-start" gap="md" maw={560}>
      <Alert
        color="red"
        variant="light"
        title={PROJECT_LOAD_ERROR}
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        role="alert"
        w="100%"
      >
        It may have been deleted, or you are not a member of it.
      </Alert>
      <Button component={Link} to="/app" variant="default">
        Back to dashboard
      </Button>
    </Stack>
  );
}
