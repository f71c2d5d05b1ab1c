import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showApiError } from '../lib/toast/toast';

/** Per-query and per-mutation options the app's error handling reads. */
export interface RelataQueryMeta extends Record<string, unknown> {
  /**
   * Show a failure as the toast "Error" (spec 1 §8). Mutations do unless set to false; queries
   * only when set to true, since most failed fetches are "only logged" (spec 1 §8).
   */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RelataQueryMeta;
    mutationMeta: RelataQueryMeta;
  }
}

/** The app's TanStack Query client with the error policy of spec 1 §8. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast === true) showApiError(error);
        else console.warn(`Request failed: ${JSON.stringify(query.queryKey)}`, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true },
    },
  });
}
