import { Stack, Text, TextInput, Title } from '@mantine/core';
import type { Profile } from '@relata/core';
import type { FormState } from '../../lib/form/useFormState';
import { AvatarEditor, PROFILE_LABELS, type ProfileFormValues } from '../profile';

/** Props of ProfileStep. */
export interface ProfileStepProps {
  profile: Profile;
  form: FormState<ProfileFormValues>;
}

/** Step 1: avatar with square crop, required first name, optional last name (spec 1 §2). */
export function ProfileStep({ profile, form }: ProfileStepProps) {
  return (
    <Stack gap="md">
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          Your profile
        </Title>
        <Text c="dimmed">Tell your teammates who you are.</Text>
      </Stack>
      <Stack align="center" gap={4}>
        <AvatarEditor profile={profile} size="xlarge" />
        <Text size="xs" c="dimmed">
          Click the picture to upload an avatar.
        </Text>
      </Stack>
      <TextInput
        label={PROFILE_LABELS.firstname}
        autoComplete="given-name"
        required
        {...form.textProps('firstname')}
      />
      <TextInput
        label={PROFILE_LABELS.lastname}
        autoComplete="family-name"
        {...form.textProps('lastname')}
      />
    </Stack>
  );
}
