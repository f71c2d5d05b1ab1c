import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  parseStepParam,
  reachableStep,
  stepSearch,
  type OnboardingStep,
} from './model/onboardingSteps';

function stepFor(search: string, savedStep: number, current: OnboardingStep): OnboardingStep {
  const param = parseStepParam(search);
  if (param.kind === 'valid') return reachableStep(param.step, savedStep);
  return param.kind === 'missing' ? 0 : current;
}

/**
 * The current onboarding step, mirrored in `?step=` (spec 1 §4): a valid value selects the step,
 * an invalid one is ignored with a console warning (the step stays), a missing one means step 0.
 * The query string is then rewritten to the step shown.
 */
export function useOnboardingStep(savedStep: number): {
  step: OnboardingStep;
  goTo: (step: OnboardingStep) => void;
} {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [seen, setSeen] = useState(() => ({ search, step: stepFor(search, savedStep, 0) }));
  // A new query string: adjust the step while rendering (no effect round trip).
  if (seen.search !== search) setSeen({ search, step: stepFor(search, savedStep, seen.step) });
  const step = seen.search === search ? seen.step : stepFor(search, savedStep, seen.step);

  useEffect(() => {
    const param = parseStepParam(search);
    if (param.kind === 'invalid') {
      console.warn(`Ignored the onboarding step "${param.value}": it must be 0, 1 or 2.`);
    }
    if (search !== stepSearch(step)) void navigate({ search: stepSearch(step) }, { replace: true });
  }, [search, step, navigate]);

  return { step, goTo: (next) => void navigate({ search: stepSearch(next) }) };
}
