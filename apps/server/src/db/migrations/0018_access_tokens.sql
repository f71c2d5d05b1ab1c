-- Personal access tokens (issue 39): a user's key for the `relata` command and CI. Only the
-- token's SHA-256 is kept (the token is 32 random bytes: a fast hash is enough, and a lookup by it
-- is one index probe); `prefix` is its first characters, shown to tell tokens apart.
create table access_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" ("id") on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  token_hash text not null unique,
  prefix text not null,
  scope text not null check (scope in ('read', 'write')),
  -- null: every project of the user, now and later.
  project_ids uuid[] check (project_ids is null or cardinality(project_ids) between 1 and 100),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  last_used_ip text,
  revoked_at timestamptz
);

create index access_tokens_user_idx on access_tokens (user_id, created_at desc);

-- The addresses each token was used from: a use from one not here is an audit event.
create table access_token_addresses (
  token_id uuid not null references access_tokens (id) on delete cascade,
  address text not null,
  first_seen timestamptz not null default now(),
  primary key (token_id, address)
);

-- A push of a schema file (issue 39) saves the diagram before as an automatic version.
alter table diagram_versions drop constraint diagram_versions_reason_check;
alter table diagram_versions
  add constraint diagram_versions_reason_check
  check (reason in ('import', 'ai', 'restore', 'sync', 'push'));
