import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@relata/core';
import { useFormState } from '../../lib/form/useFormState';
import {
  isProfileFormDirty,
  PROFILE_LABELS,
  profileFormValues,
  profilePatchFrom,
  validateProfileForm,
} from './model/profileForm';
import { SupportNote } from './SupportNote';
import { useUpdateProfile } from './useProfileMutations';

/** Props of ProfileForm. */
export interface ProfileFormProps {
  profile: Profile;
}

/**
 * First name, last name and the disabled e-mail; Save and Cancel appear only while the form
 * differs from the stored profile (spec 1 §2). Saving is optimistic with a rollback (§4).
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const form = useFormState(profileFormValues(profile), validateProfileForm);
  const update = useUpdateProfile();
  const dirty = isProfileFormDirty(form.values, profile);

  const handleSubmit = form.handleSubmit((values) => update.mutate(profilePatchFrom(values)));
  const handleCancel = () => form.reset(profileFormValues(profile));

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Profile">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={PROFILE_LABELS.firstname}
            autoComplete="given-name"
            required
            miw={200}
            {...form.textProps('firstname')}
          />
          <TextInput
            label={PROFILE_LABELS.lastname}
            autoComplete="family-name"
            miw={200}
            {...form.textProps('lastname')}
          />
        </Group>
        <TextInput
          label="Email"
          value={profile.email}
          disabled
          readOnly
          description={<SupportNote />}
          inputWrapperOrder={['label', 'input', 'description']}
        />
        {dirty && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!form.isValid} loading={update.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
