/** A payment provider: Stripe, or the built-in test mode. Both write subscriptions through applySubscription. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'test';
  /** Starts a checkout for one price; answers the session id and the page to send the browser to. */
  createCheckout(
    user: { id: string; email: string },
    priceId: string,
    coupon: string | null,
  ): Promise<{ sessionId: string | undefined; url: string | undefined }>;
  /** Moves the user's live subscription to another price; answers the new state, or undefined. */
  changePlan(
    userId: string,
    subscriptionId: string,
    priceId: string,
  ): Promise<{ id: string; status: string | null } | undefined>;
  /** Cancels a subscription at the end of its period; answers the new state, or undefined. */
  cancelAtPeriodEnd(
    userId: string,
    subscriptionId: string,
  ): Promise<{ id: string; status: string | null; cancel_at: string | null } | undefined>;
  /** Opens the billing portal; answers its session id and address. */
  createPortal(
    user: { id: string; email: string },
    returnUrl: string,
  ): Promise<{ sessionId: string | undefined; url: string | undefined }>;
}
