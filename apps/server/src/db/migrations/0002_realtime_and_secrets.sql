-- Realtime events whose payload exceeds NOTIFY's 8000-byte limit travel by id through this table.
create table realtime_events (
  id bigserial primary key,
  channel text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

create index realtime_events_created_at_idx on realtime_events (created_at);

-- Secrets generated on first start (the session-signing secret when AUTH_SECRET is unset), shared by all nodes.
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
