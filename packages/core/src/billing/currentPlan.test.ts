import { describe, expect, it } from 'vitest';
import { currentPlan, isLive, planName } from './currentPlan';

describe('subscription rules (spec 1 §4)', () => {
  it('counts active or trialing as live unless the plan is free', () => {
    expect(isLive({ status: 'active', lookup_key: 'team_monthly' })).toBe(true);
    expect(isLive({ status: 'trialing', lookup_key: 'premium_yearly' })).toBe(true);
    expect(isLive({ status: 'active', lookup_key: 'free' })).toBe(false);
    expect(isLive({ status: 'past_due', lookup_key: 'team_monthly' })).toBe(false);
    expect(isLive(null)).toBe(false);
  });
  it('names the plan from the lookup key', () => {
    expect(
      ['premium_monthly', 'premium_yearly', 'team_monthly', 'team_yearly', 'free', 'gold'].map(
        planName,
      ),
    ).toEqual(['Premium', 'Premium', 'Team', 'Team', 'Free', 'Unknown Plan']);
    expect(
      currentPlan([
        { status: 'canceled', lookup_key: 'team_yearly' },
        { status: 'active', lookup_key: 'premium_monthly' },
      ]),
    ).toBe('premium');
    expect(currentPlan([])).toBe('free');
  });
});
