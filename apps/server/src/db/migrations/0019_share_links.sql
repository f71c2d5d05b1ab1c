-- Share links (issue 41): a project's diagram, read-only, for readers without an account. Only the
-- token's SHA-256 is kept (the token is 16 random bytes: a fast hash is enough, and a lookup by it
-- is one index probe); `prefix` is its first characters, shown to tell links apart. A password is
-- kept as an Argon2id hash, as account passwords are.
create table share_links (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  created_by text references "user" ("id") on delete set null,
  name text not null check (char_length(name) between 1 and 100),
  token_hash text not null unique,
  prefix text not null,
  password_hash text,
  include_sql boolean not null,
  live boolean not null,
  embed text not null check (embed in ('none', 'any', 'origins')),
  embed_origins text[] not null default '{}' check (cardinality(embed_origins) <= 20),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_opened_at timestamptz,
  revoked_at timestamptz
);

create index share_links_project_idx on share_links (project_id, created_at desc);
