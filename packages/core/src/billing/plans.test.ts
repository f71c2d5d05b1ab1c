import { describe, expect, it } from 'vitest';
import { planViews, profileStatus, type Product } from './plans';

const product = (
  id: string,
  name: string,
  monthly: number,
  yearly: number,
  metadata: Record<string, string> = {},
  active = true,
): Product => ({
  id,
  name,
  description: `${name} plan`,
  features: [`${name} feature`],
  active,
  metadata,
  prices: [
    {
      id: `${id}_m`,
      product_id: id,
      unit_amount: monthly,
      currency: 'eur',
      interval: 'month',
      lookup_key: `${id}_monthly`,
      active: true,
    },
    {
      id: `${id}_y`,
      product_id: id,
      unit_amount: yearly,
      currency: 'eur',
      interval: 'year',
      lookup_key: `${id}_yearly`,
      active: true,
    },
  ],
});

describe('profile status (spec 1 §4)', () => {
  it('shows the profile status', () => {
    expect(profileStatus(null)).toBe('no_subscription');
    expect(profileStatus({ status: null, canceled_at: null })).toBe('unknown');
    expect(profileStatus({ status: 'active', canceled_at: '2026-01-01' })).toBe('canceled');
    expect(profileStatus({ status: 'trialing', canceled_at: null })).toBe('trialing');
  });
});

describe('planViews (spec 1 §9)', () => {
  it('hides free and inactive plans, puts the popular one first, then price ascending, in euros per month', () => {
    const views = planViews([
      product('team', 'Team', 1999, 19188),
      product('free', 'Free', 0, 0),
      product('premium', 'Premium', 999, 9588, {
        popular: 'true',
        includes: 'Free',
        excluded_items: '["SSO"]',
      }),
      product('gold', 'Gold', 500, 4800, {}, false),
      product('basic', 'Basic', 499, 4788),
    ]);
    expect(views.map((v) => v.name)).toEqual(['Premium', 'Basic', 'Team']);
    expect(views[0]).toMatchObject({
      monthlyPrice: 9.99,
      annualPricePerMonth: 7.99,
      includesPlan: 'Free',
      notIncluded: ['SSO'],
      isPopular: true,
    });
    expect(views[2]?.annualPricePerMonth).toBeCloseTo(15.99);
  });
});
