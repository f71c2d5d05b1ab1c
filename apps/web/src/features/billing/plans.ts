import { planName, type PlanId } from '@relata/core';

/** The plans of spec 1 §1. */
export type Plan = PlanId;

const LOOKUP_KEY_OF: Readonly<Record<Plan, string>> = {
  free: 'free',
  premium: 'premium_monthly',
  team: 'team_monthly',
};

/** A plan's display name (spec 1 §4 "Live subscription", core's `planName`). */
export function planLabel(plan: Plan): string {
  return planName(LOOKUP_KEY_OF[plan]);
}
