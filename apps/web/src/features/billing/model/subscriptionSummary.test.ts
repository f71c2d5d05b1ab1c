import type { Subscription } from '@relata/core';
import { describe, expect, it } from 'vitest';
import {
  formatBillingDate,
  shownSubscription,
  statusLabel,
  summarizeSubscription,
} from './subscriptionSummary';

function sub(over: Partial<Subscription> = {}): Subscription {
  return {
    id: 's1',
    user_id: 'u1',
    status: 'active',
    lookup_key: 'premium_yearly',
    price_id: 'py',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    current_period_end: '2027-03-12T12:00:00.000Z',
    provider: 'test',
    price: null,
    ...over,
  };
}

describe('subscription summary', () => {
  it('says no_subscription and Free without any subscription', () => {
    expect(summarizeSubscription([])).toEqual({
      plan: 'Free',
      status: 'no_subscription',
      renewal: { kind: 'none' },
    });
  });

  it('shows a live subscription as renewing automatically', () => {
    expect(summarizeSubscription([sub()])).toEqual({
      plan: 'Premium',
      status: 'active',
      renewal: { kind: 'renews' },
    });
  });

  it('shows access until the cancellation date when cancelled at period end', () => {
    const cancelled = sub({ cancel_at_period_end: true, cancel_at: '2027-03-12T12:00:00.000Z' });
    expect(summarizeSubscription([cancelled]).renewal).toEqual({
      kind: 'until',
      date: '2027-03-12T12:00:00.000Z',
    });
  });

  it('falls back to the period end when the cancellation has no date of its own', () => {
    const cancelled = sub({ cancel_at_period_end: true });
    expect(summarizeSubscription([cancelled]).renewal).toEqual({
      kind: 'until',
      date: '2027-03-12T12:00:00.000Z',
    });
  });

  it('prefers the live subscription over a newer ended one', () => {
    const ended = sub({ id: 'old', status: 'canceled', canceled_at: '2026-01-01T00:00:00.000Z' });
    expect(shownSubscription([ended, sub()])?.id).toBe('s1');
  });

  it('shows an ended subscription as canceled on Free', () => {
    const ended = sub({ status: 'canceled', canceled_at: '2026-01-01T00:00:00.000Z' });
    expect(summarizeSubscription([ended])).toMatchObject({ plan: 'Free', status: 'canceled' });
  });

  it('shows unknown for a subscription without a status', () => {
    expect(summarizeSubscription([sub({ status: null })]).status).toBe('unknown');
  });

  it('puts status codes into words', () => {
    expect(statusLabel('no_subscription')).toBe('No subscription');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('past_due')).toBe('Past due');
  });

  it('writes dates with the month in words', () => {
    expect(formatBillingDate('2027-03-12T12:00:00.000Z')).toBe('12 March 2027');
  });
});
