import { Box, LoadingOverlay, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useFormState } from '../../lib/form/useFormState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { SessionData } from '../../lib/session/session';
import { useSession } from '../../lib/session/useSession';
import {
  type ProfileFormValues,
  profilePatchFrom,
  splitDisplayName,
  useUpdateProfile,
  validateProfileForm,
} from '../profile';
import { AssistantStep } from './AssistantStep';
import { previousStep } from './model/onboardingSteps';
import { OnboardingNav } from './OnboardingNav';
import { ProfileStep } from './ProfileStep';
import { StepDots } from './StepDots';
import { useFinishOnboarding } from './useFinishOnboarding';
import { useOnboardingStep } from './useOnboardingStep';
import { WelcomeStep } from './WelcomeStep';

/** The names to start from: the profile's, else those the identity provider gave. */
function initialNames({ profile, user }: SessionData): ProfileFormValues {
  if (profile.firstname !== '')
    return { firstname: profile.firstname, lastname: profile.lastname ?? '' };
  return splitDisplayName(user.name);
}

/** The three onboarding steps at /onboarding?step=0..2 (spec 1 §2, §4). */
export function OnboardingPage() {
  useDocumentTitle('Welcome');
  const { data } = useSession();
  // The route guard shows this page only with a loaded profile.
  return data ? <Onboarding session={data} /> : null;
}

function Onboarding({ session }: { session: SessionData }) {
  const { profile } = session;
  const { step, goTo } = useOnboardingStep(profile.onboarding_step);
  const form = useFormState(initialNames(session), validateProfileForm);
  const save = useUpdateProfile();
  const { finishing, finish, skip } = useFinishOnboarding();

  const handleNext = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) return goTo(1);
    if (step === 2) return void finish();
    form.handleSubmit((values) => {
      // Spec 1 §4: store the names and onboarding_step (this step plus one), then advance.
      save.mutate(
        { ...profilePatchFrom(values), onboarding_step: 2 },
        { onSuccess: () => goTo(2) },
      );
    })();
  };

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={finishing}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': 'Finishing onboarding' }}
      />
      <form onSubmit={handleNext} noValidate aria-label="Onboarding">
        <Stack gap="lg">
          <StepDots step={step} />
          {step === 0 && <WelcomeStep />}
          {step === 1 && <ProfileStep profile={profile} form={form} />}
          {step === 2 && <AssistantStep firstname={profile.firstname} />}
          <OnboardingNav
            step={step}
            nextDisabled={step === 1 && !form.isValid}
            saving={save.isPending}
            onPrevious={() => goTo(previousStep(step))}
            onSkip={() => void skip()}
          />
        </Stack>
      </form>
    </Box>
  );
}
