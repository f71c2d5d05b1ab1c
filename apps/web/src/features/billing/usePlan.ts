import { currentPlan } from '@relata/core';
import type { Plan } from './plans';
import { useSubscriptions } from './useSubscriptions';

const NONE: never[] = [];

/**
 * The signed-in user's plan from the live subscription (spec 1 §4, core's `currentPlan`): Free
 * while unknown or without one, which shows the navbar's "Upgrade Plan" link.
 */
export function usePlan(): Plan {
  return currentPlan(useSubscriptions().data ?? NONE);
}
