import { planViews } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { billingApi } from './billingApi';
import { billingKeys } from './billingKeys';

/**
 * The plans of the upgrade page as cards (core's `planViews`: spec 1 §9) and the provider; a
 * failed product fetch is only logged (spec 1 §8).
 */
export function useCatalogue() {
  return useQuery({
    queryKey: billingKeys.catalogue,
    queryFn: ({ signal }) => billingApi.catalogue(signal),
    select: (data) => ({ provider: data.provider, plans: planViews(data.products) }),
    staleTime: 5 * 60_000,
  });
}
