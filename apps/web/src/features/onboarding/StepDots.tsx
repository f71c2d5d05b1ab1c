import { Group, Text } from '@mantine/core';
import { ONBOARDING_STEPS, type OnboardingStep } from './model/onboardingSteps';

/** Props of StepDots. */
export interface StepDotsProps {
  step: OnboardingStep;
}

/** Where the user is in onboarding: "Step 2 of 3" and a dot per step. */
export function StepDots({ step }: StepDotsProps) {
  return (
    <Group gap={6} justify="center">
      {ONBOARDING_STEPS.map((s) => (
        <span
          key={s}
          aria-hidden="true"
          style={{
            width: s === step ? 20 : 8,
            height: 8,
            borderRadius: 4,
            transition: 'width 0.2s',
            background: s === step ? 'var(--mantine-primary-color-filled)' : 'var(--relata-border)',
          }}
        />
      ))}
      <Text component="span" size="xs" c="dimmed" ml={6}>
        Step {step + 1} of {ONBOARDING_STEPS.length}
      </Text>
    </Group>
  );
}
