import type { PlanView } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_PERIOD, planCardAction, priceIdFor, shownMonthlyPrice } from './planCards';

const premium: PlanView = {
  productId: 'prod_premium',
  name: 'Premium',
  description: '',
  monthlyPrice: 9.99,
  annualPricePerMonth: 7.99,
  monthlyPriceId: 'pm',
  yearlyPriceId: 'py',
  includesPlan: 'Free',
  features: [],
  notIncluded: [],
  isPopular: true,
};

describe('plan cards', () => {
  it('starts on annual billing', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('annual');
  });

  it('sells the yearly price on annual and the monthly price on monthly', () => {
    expect(priceIdFor(premium, 'annual')).toBe('py');
    expect(priceIdFor(premium, 'monthly')).toBe('pm');
    expect(shownMonthlyPrice(premium, 'annual')).toBe(7.99);
    expect(shownMonthlyPrice(premium, 'monthly')).toBe(9.99);
  });

  it('starts checkout for a user without a live subscription', () => {
    expect(planCardAction(premium, 'annual', undefined)).toEqual({
      kind: 'checkout',
      priceId: 'py',
    });
  });

  it('marks the subscribed price as current and any other price as a plan change', () => {
    const live = { price_id: 'py' };
    expect(planCardAction(premium, 'annual', live)).toEqual({ kind: 'current' });
    expect(planCardAction(premium, 'monthly', live)).toEqual({ kind: 'change', priceId: 'pm' });
  });

  it('offers nothing for a period the plan has no price for', () => {
    const monthlyOnly = { ...premium, yearlyPriceId: null };
    expect(planCardAction(monthlyOnly, 'annual', undefined)).toEqual({ kind: 'unavailable' });
  });
});
