-- Versions of a project's diagram (issue 19, items 1, 4, 5): an immutable snapshot of the whole
-- stored diagram (GET /diagram's answer) with its author and time. Automatic versions are saved
-- before a replacing import, an AI generation and a restore; unpinned ones expire after 30 days.
-- A departed author's versions stay (created_by set null). seq orders versions saved at one time.
create table diagram_versions (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 2000),
  automatic boolean not null default false,
  reason text check (reason in ('import', 'ai', 'restore')),
  pinned boolean not null default false,
  snapshot jsonb not null,
  size_bytes integer not null,
  table_count integer not null,
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  seq bigint generated always as identity,
  -- An automatic version says why it was saved; a named one has no reason.
  check (automatic = (reason is not null))
);

create index diagram_versions_project_idx on diagram_versions (project_id, created_at desc);
