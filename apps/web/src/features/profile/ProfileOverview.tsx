import { Group, Stack, Title } from '@mantine/core';
import type { Profile } from '@relata/core';
import { SubscriptionStatus } from '../billing';
import { AvatarEditor } from './AvatarEditor';
import { IdentityList } from './IdentityList';
import { displayName } from './model/displayName';
import { ProfileForm } from './ProfileForm';

/** Props of ProfileOverview. */
export interface ProfileOverviewProps {
  profile: Profile;
}

/** Avatar, name, plan tag, the profile form and the identities: the profile page and tab. */
export function ProfileOverview({ profile }: ProfileOverviewProps) {
  return (
    <Stack gap="xl">
      <Group gap="lg" wrap="wrap">
        <AvatarEditor profile={profile} />
        <Stack gap={6}>
          <Title order={2} size="h3">
            {displayName(profile)}
          </Title>
          <SubscriptionStatus />
        </Stack>
      </Group>
      <ProfileForm key={profile.id} profile={profile} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          Connected identities
        </Title>
        <IdentityList identities={profile.identities} />
      </Stack>
    </Stack>
  );
}
