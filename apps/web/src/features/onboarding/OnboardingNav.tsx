import { Button, Group } from '@mantine/core';
import { LAST_STEP, type OnboardingStep } from './model/onboardingSteps';

/** Props of OnboardingNav. */
export interface OnboardingNavProps {
  step: OnboardingStep;
  nextDisabled: boolean;
  saving: boolean;
  onPrevious: () => void;
  onSkip: () => void;
}

/** Previous, Skip (before the last step) and Next or Finish, which submits the step's form. */
export function OnboardingNav({
  step,
  nextDisabled,
  saving,
  onPrevious,
  onSkip,
}: OnboardingNavProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {step > 0 && (
          <Button variant="default" onClick={onPrevious}>
            Previous
          </Button>
        )}
        {step < LAST_STEP && (
          <Button variant="subtle" color="gray" onClick={onSkip}>
            Skip
          </Button>
        )}
      </Group>
      <Button type="submit" disabled={nextDisabled} loading={saving}>
        {step === LAST_STEP ? 'Finish' : 'Next'}
      </Button>
    </Group>
  );
}
