import {
  BILLING_MESSAGES,
  billingCatalogueSchema,
  type BillingCatalogue,
  type CheckoutBodyInput,
} from '@relata/core';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../lib/api/apiClient';

/** Where checkout returns to, and where the billing portal sends the user back (spec 1 §2, §7). */
export const CHECKOUT_REDIRECT_PATH = '/app/payment';
/** The billing portal's return target (spec 1 §2 "/app/account"). */
export const PORTAL_RETURN_PATH = '/app/account';

/** The catalogue as GET /api/billing/products answers it; `test` is the built-in test mode. */
export type Catalogue = BillingCatalogue;

const sessionSchema = z.object({ sessionId: z.string().min(1), url: z.string().min(1) });
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const CHECKOUT_PATH = '/api/billing/payment-checkout';

/** Reads `{[key]: {sessionId, url}}`, or throws the spec's message when either is missing (§8). */
async function sessionOf(response: Promise<unknown>, key: string, missing: string) {
  const data = await response;
  const inner: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, key) : null;
  const parsed = sessionSchema.safeParse(inner);
  if (!parsed.success) throw new Error(missing);
  return parsed.data;
}

/** Reads `{[key]: ...}` of a plan change or cancel, or throws "No response from checkout update." */
async function answerOf(response: Promise<unknown>, key: 'update' | 'cancel'): Promise<void> {
  const data = await response;
  const inner: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, key) : null;
  if (!inner) throw new Error(BILLING_MESSAGES.noUpdate);
}

/**
 * The billing endpoints of the server (apps/server/src/modules/billing), one function each; the
 * subscriptions are read by `useSubscriptions`, on every signed-in page.
 */
export const billingApi = {
  catalogue: (signal?: AbortSignal): Promise<Catalogue> =>
    apiJson('/api/billing/products', billingCatalogueSchema, withSignal(signal)),
  /** Starts a checkout for one price (quantity 1, no coupon: spec 1 §9) and answers its page. */
  checkout: (priceId: string) => {
    const body: CheckoutBodyInput = {
      redirectPath: CHECKOUT_REDIRECT_PATH,
      lineItems: [{ price: priceId, quantity: 1 }],
      coupon: null,
    };
    const request = apiRequest(CHECKOUT_PATH, { method: 'POST', body });
    return sessionOf(request, 'checkout', BILLING_MESSAGES.noSession);
  },
  changePlan: (newPrice: string): Promise<void> =>
    answerOf(apiRequest(CHECKOUT_PATH, { method: 'POST', body: { newPrice } }), 'update'),
  cancel: (subscriptionID: string): Promise<void> =>
    answerOf(apiRequest(CHECKOUT_PATH, { method: 'POST', body: { subscriptionID } }), 'cancel'),
  portal: () => {
    const body = { return_url: PORTAL_RETURN_PATH };
    const request = apiRequest('/api/billing/portal', { method: 'POST', body });
    return sessionOf(request, 'billingPortal', BILLING_MESSAGES.noPortal);
  },
};
