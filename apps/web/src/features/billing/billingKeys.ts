/** TanStack Query keys of the billing data. */
export const billingKeys = {
  all: ['billing'] as const,
  catalogue: ['billing', 'catalogue'] as const,
  subscriptions: ['billing', 'subscriptions'] as const,
};
