import type { Product } from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A product as the provider describes it. */
export interface ProductInput {
  id: string;
  name: string;
  description: string | null;
  features: string[];
  active: boolean;
  metadata: Record<string, string>;
}

/** A price as the provider describes it. */
export interface PriceInput {
  id: string;
  product_id: string;
  unit_amount: number;
  currency: string;
  interval: 'month' | 'year';
  lookup_key: string | null;
  active: boolean;
}

/** Inserts or updates a product. */
export async function upsertProduct(db: Db, p: ProductInput): Promise<void> {
  const values = {
    id: p.id,
    name: p.name,
    description: p.description,
    features: JSON.stringify(p.features),
    active: p.active,
    metadata: JSON.stringify(p.metadata),
  };
  await db
    .insertInto('products')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** Inserts or updates a price (its product must exist). */
export async function upsertPrice(db: Db, p: PriceInput): Promise<void> {
  await db
    .insertInto('prices')
    .values(p)
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...p, updated_at: new Date() }))
    .execute();
}

/** Active products with their active prices (spec 1 §7: products where active is true). */
export async function listProducts(db: Db): Promise<Product[]> {
  const [products, prices] = await Promise.all([
    db.selectFrom('products').selectAll().where('active', '=', true).orderBy('name').execute(),
    db.selectFrom('prices').selectAll().where('active', '=', true).execute(),
  ]);
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    features: p.features,
    active: p.active,
    metadata: p.metadata,
    prices: prices
      .filter((x) => x.product_id === p.id)
      .map((x) => ({
        id: x.id,
        product_id: x.product_id,
        unit_amount: x.unit_amount,
        currency: x.currency,
        interval: x.interval as 'month' | 'year',
        lookup_key: x.lookup_key,
        active: x.active,
      })),
  }));
}

/** The plans of the built-in test-mode provider: Free, Premium (popular) and Team, monthly and yearly. */
export const TEST_CATALOG: Array<{ product: ProductInput; prices: PriceInput[] }> = [
  {
    product: {
      id: 'prod_free',
      name: 'Free',
      description: 'For trying Relata on your own.',
      features: [
        'Unlimited projects',
        'Diagram editor with SQL export',
        'Task board and wireframes',
      ],
      active: true,
      metadata: { excluded_items: JSON.stringify(['Team page', 'Priority support']) },
    },
    prices: [
      {
        id: 'price_free',
        product_id: 'prod_free',
        unit_amount: 0,
        currency: 'eur',
        interval: 'month',
        lookup_key: 'free',
        active: true,
      },
    ],
  },
  {
    product: {
      id: 'prod_premium',
      name: 'Premium',
      description: 'For professionals who design databases every day.',
      features: [
        'AI table generation',
        'Team page for your projects',
        'All SQL dialects and CAP CDS',
        'Priority support',
      ],
      active: true,
      metadata: {
        popular: 'true',
        includes: 'Free',
        excluded_items: JSON.stringify(['Centralised billing for a team']),
      },
    },
    prices: [
      {
        id: 'price_premium_monthly',
        product_id: 'prod_premium',
        unit_amount: 999,
        currency: 'eur',
        interval: 'month',
        lookup_key: 'premium_monthly',
        active: true,
      },
      {
        id: 'price_premium_yearly',
        product_id: 'prod_premium',
        unit_amount: 9588,
        currency: 'eur',
        interval: 'year',
        lookup_key: 'premium_yearly',
        active: true,
      },
    ],
  },
  {
    product: {
      id: 'prod_team',
      name: 'Team',
      description: 'For teams that design together.',
      features: [
        'Everything in Premium',
        'Team page and roles',
        'Centralised billing for a team',
        'Onboarding help',
      ],
      active: true,
      metadata: { includes: 'Premium', excluded_items: '[]' },
    },
    prices: [
      {
        id: 'price_team_monthly',
        product_id: 'prod_team',
        unit_amount: 1999,
        currency: 'eur',
        interval: 'month',
        lookup_key: 'team_monthly',
        active: true,
      },
      {
        id: 'price_team_yearly',
        product_id: 'prod_team',
        unit_amount: 19188,
        currency: 'eur',
        interval: 'year',
        lookup_key: 'team_yearly',
        active: true,
      },
    ],
  },
];

/** Seeds the test-mode catalogue (idempotent). */
export async function seedTestCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { product, prices } of TEST_CATALOG) {
      await upsertProduct(trx, product);
      for (const price of prices) await upsertPrice(trx, price);
    }
  });
}
