import { z } from 'zod';
import { priceSchema, type Subscription } from './subscriptions';

/** Lookup keys of the plans (spec 1 §3). */
export const LOOKUP_KEYS = [
  'free',
  'premium_monthly',
  'premium_yearly',
  'team_monthly',
  'team_yearly',
] as const;

/** A product with its prices (spec 1 §3). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  active: z.boolean(),
  metadata: z.record(z.string(), z.string()),
  prices: z.array(priceSchema),
});

/** Who runs the payments: Stripe, or the built-in test mode. */
export const billingProviderKindSchema = z.enum(['stripe', 'test']);

/** GET /api/billing/products: the catalogue and who runs the payments. */
export const billingCatalogueSchema = z.object({
  provider: billingProviderKindSchema,
  products: z.array(productSchema),
});

export type Product = z.infer<typeof productSchema>;
/** The catalogue as GET /api/billing/products answers it. */
export type BillingCatalogue = z.output<typeof billingCatalogueSchema>;

/** Whether a key is a yearly plan: it contains "yearly" (spec 1 §3). */
export function isYearly(lookupKey: string | null | undefined): boolean {
  return !!lookupKey && lookupKey.includes('yearly');
}

/** The subscription status shown on the profile (spec 1 §4). */
export function profileStatus(
  s: Pick<Subscription, 'status' | 'canceled_at'> | null | undefined,
): string {
  if (!s) return 'no_subscription';
  if (!s.status) return 'unknown';
  if (s.canceled_at) return 'canceled';
  return s.status;
}

/** A plan card of the upgrade page (spec 1 §3 "Plan view"). */
export interface PlanView {
  productId: string;
  name: string;
  description: string;
  monthlyPrice: number;
  annualPricePerMonth: number;
  monthlyPriceId: string | null;
  yearlyPriceId: string | null;
  includesPlan: string | null;
  features: string[];
  notIncluded: string[];
  isPopular: boolean;
}

function parseList(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Turns products into plan cards by the spec's rules (§9): active products only, plans with a
 * monthly price of 0 or less hidden, the popular plan first then price ascending; monthly is the
 * amount / 100, annual per month the yearly amount / 12 / 100.
 */
export function planViews(products: readonly Product[]): PlanView[] {
  const views: PlanView[] = [];
  for (const p of products) {
    if (!p.active) continue;
    const monthly = p.prices.find((x) => x.active && x.interval === 'month');
    const yearly = p.prices.find((x) => x.active && x.interval === 'year');
    const monthlyPrice = (monthly?.unit_amount ?? 0) / 100;
    if (monthlyPrice <= 0) continue;
    views.push({
      productId: p.id,
      name: p.name,
      description: p.description ?? '',
      monthlyPrice,
      annualPricePerMonth: yearly ? yearly.unit_amount / 12 / 100 : monthlyPrice,
      monthlyPriceId: monthly?.id ?? null,
      yearlyPriceId: yearly?.id ?? null,
      includesPlan: p.metadata.includes ?? null,
      features: p.features,
      notIncluded: parseList(p.metadata.excluded_items),
      isPopular: p.metadata.popular === 'true',
    });
  }
  return views.sort(
    (a, b) => Number(b.isPopular) - Number(a.isPopular) || a.monthlyPrice - b.monthlyPrice,
  );
}

/** Formats euros as the upgrade page shows them. */
export function formatEuro(amount: number): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);
}

/** The checkout request of spec 1 §3. */
export const checkoutBodySchema = z.strictObject({
  redirectPath: z.string().startsWith('/').max(200),
  lineItems: z
    .array(z.strictObject({ price: z.string().min(1).max(200), quantity: z.literal(1) }))
    .length(1),
  coupon: z.string().max(100).nullable().default(null),
});
/** A plan change (spec 1 §7). */
export const updateBodySchema = z.strictObject({ newPrice: z.string().min(1).max(200) });
/** A cancellation (spec 1 §7). */
export const cancelBodySchema = z.strictObject({ subscriptionID: z.string().min(1).max(200) });
/** POST /api/billing/payment-checkout: one of three bodies (spec 1 §7). */
export const paymentCheckoutBodySchema = z.union([
  checkoutBodySchema,
  updateBodySchema,
  cancelBodySchema,
]);
/** POST /api/billing/portal */
export const portalBodySchema = z.strictObject({ return_url: z.string().startsWith('/').max(200) });

/** The billing request bodies as the server reads them (z.output) and a client sends them (z.input). */
export type PaymentCheckoutBody = z.output<typeof paymentCheckoutBodySchema>;
export type PaymentCheckoutBodyInput = z.input<typeof paymentCheckoutBodySchema>;
export type CheckoutBody = z.output<typeof checkoutBodySchema>;
export type CheckoutBodyInput = z.input<typeof checkoutBodySchema>;
export type PortalBody = z.output<typeof portalBodySchema>;
export type PortalBodyInput = z.input<typeof portalBodySchema>;

/** The spec's billing messages (§8). */
export const BILLING_MESSAGES = {
  noSession: 'No session ID returned from checkout.',
  noUpdate: 'No response from checkout update.',
  noPortal: 'No session ID or URL returned from billing portal.',
  noProfile: 'No user profile found.',
} as const;
