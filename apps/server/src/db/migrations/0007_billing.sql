-- Plans and subscriptions (spec 1 §3): the catalogue mirrors the payment provider's products and
-- prices; subscriptions are written only by the webhook/test-mode code path.
create table products (
  id text primary key,
  name text not null,
  description text,
  features jsonb not null default '[]',
  active boolean not null default true,
  metadata jsonb not null default '{}',
  updated_at timestamptz not null default now()
);

create table prices (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  unit_amount integer not null,
  currency text not null default 'eur',
  interval text not null check (interval in ('month', 'year')),
  lookup_key text,
  active boolean not null default true,
  updated_at timestamptz not null default now()
);

create table billing_customers (
  user_id text primary key references "user" ("id") on delete cascade,
  customer_id text not null unique
);

create table subscriptions (
  id text primary key,
  user_id text not null references "user" ("id") on delete cascade,
  status text,
  price_id text,
  lookup_key text,
  cancel_at_period_end boolean not null default false,
  cancel_at timestamptz,
  canceled_at timestamptz,
  current_period_end timestamptz,
  provider text not null check (provider in ('stripe', 'test')),
  -- The provider's time of the event that wrote this state: older events never overwrite newer ones.
  event_created bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index subscriptions_user_idx on subscriptions (user_id);

-- Webhook events already processed (idempotency).
create table billing_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- Checkout and portal sessions of the built-in test-mode provider.
create table test_billing_sessions (
  id text primary key,
  kind text not null check (kind in ('checkout', 'portal')),
  user_id text not null references "user" ("id") on delete cascade,
  price_id text,
  return_url text,
  status text not null default 'open',
  created_at timestamptz not null default now()
);
