import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_INTRODUCTION,
  nextStep,
  parseStepParam,
  previousStep,
  reachableStep,
  stepSearch,
} from './onboardingSteps';

describe('parseStepParam (spec 1 §4)', () => {
  it('reads the steps 0 to 2', () => {
    expect(parseStepParam('?step=0')).toEqual({ kind: 'valid', step: 0 });
    expect(parseStepParam('?step=2&x=y')).toEqual({ kind: 'valid', step: 2 });
  });

  it('calls non-numeric and out-of-range values invalid', () => {
    for (const value of ['abc', '3', '-1', '1.5', '', '1e0', '0x1']) {
      expect(parseStepParam(`?step=${value}`), value).toEqual({ kind: 'invalid', value });
    }
  });

  it('tells a missing parameter apart', () => {
    expect(parseStepParam('')).toEqual({ kind: 'missing' });
  });
});

describe('moving between steps (spec 1 §4)', () => {
  it('goes forward to Finish and back never below 0', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(2)).toBe('finish');
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
  });

  it('shows step 2 only after the profile of step 1 was saved', () => {
    expect(reachableStep(2, 0)).toBe(1);
    expect(reachableStep(1, 0)).toBe(1);
    expect(reachableStep(2, 2)).toBe(2);
    expect(reachableStep(0, 2)).toBe(0);
  });

  it('mirrors the step in the query string', () => {
    expect(stepSearch(1)).toBe('?step=1');
  });
});

describe('the assistant', () => {
  it('introduces itself by its own name (spec 1 §2)', () => {
    expect(ASSISTANT_INTRODUCTION).toBe(
      'I am Rel, your personal assistant. If you need help, just ask me.',
    );
  });
});
