import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PageError } from '../../ui/PageError';
import { PROJECT_LOAD_ERROR } from './messages';

/** The page error of the project shell when the project cannot be loaded (spec 2 §8). */
export function ProjectLoadError() {
  useDocumentTitle('Project not found');
  return (
    <PageError
      title={PROJECT_LOAD_ERROR}
      action={
        <Button component={Link} to="/app" variant="default">
          Back to dashboard
        </Button>
      }
    >
      It may have been deleted, or you are not a member of it.
    </PageError>
  );
}
