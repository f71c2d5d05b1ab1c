import { Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useProfile } from '../../lib/session/useSession';
import { ProfileOverview } from './ProfileOverview';

/** Profile page "Your Profile" (spec 1 §2 "Profile page"). */
export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const profile = useProfile();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Your Profile</Title>
      {profile && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--relata-surface)">
          <ProfileOverview profile={profile} />
        </Paper>
      )}
    </Stack>
  );
}
