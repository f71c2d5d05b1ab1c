import { ASSISTANT_NAME } from '../../../ui/mascot/assistantName';

/** The onboarding steps 0 to 2 (spec 1 §2). */
export const ONBOARDING_STEPS = [0, 1, 2] as const;
/** One onboarding step. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** The last step, whose Next is Finish. */
export const LAST_STEP: OnboardingStep = 2;

/** How the assistant introduces itself in step 2 (spec 1 §2). */
export const ASSISTANT_INTRODUCTION = `I am ${ASSISTANT_NAME}, your personal assistant. If you need help, just ask me.`;
/** The assistant becomes interactive this long after entering step 2 (spec 1 §9). */
export const ASSISTANT_INTERACTIVE_DELAY_MS = 2000;
/** Skipping finishes onboarding after this delay (spec 1 §9). */
export const SKIP_DELAY_MS = 500;

/** What the `step` query parameter says. */
export type StepParam =
  | { kind: 'missing' }
  | { kind: 'valid'; step: OnboardingStep }
  | { kind: 'invalid'; value: string };

/** Reads `?step=`; a non-numeric or out-of-range value is invalid (spec 1 §4). */
export function parseStepParam(search: string): StepParam {
  const value = new URLSearchParams(search).get('step');
  if (value === null) return { kind: 'missing' };
  const step = ONBOARDING_STEPS.find((s) => /^\d+$/.test(value.trim()) && Number(value) === s);
  return step === undefined ? { kind: 'invalid', value } : { kind: 'valid', step };
}

/**
 * The step the page shows for a requested one: step 2 only once the profile of step 1 was saved
 * (the server's onboarding_step says how far the user got), so a typed URL cannot skip the form.
 */
export function reachableStep(requested: OnboardingStep, savedStep: number): OnboardingStep {
  return savedStep >= LAST_STEP ? requested : (Math.min(requested, 1) as OnboardingStep);
}

/** The step after Next, or 'finish' on the last one (spec 1 §4). */
export function nextStep(step: OnboardingStep): OnboardingStep | 'finish' {
  return ONBOARDING_STEPS.find((s) => s === step + 1) ?? 'finish';
}

/** The step after Previous, never below 0 (spec 1 §4). */
export function previousStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS.find((s) => s === step - 1) ?? 0;
}

/** The query string that mirrors a step. */
export function stepSearch(step: OnboardingStep): string {
  return `?step=${step}`;
}
