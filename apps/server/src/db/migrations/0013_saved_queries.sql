-- Saved SQL queries of a project (issue 20, item 5): a name and the query's text, never a result.
-- Editors and Admins save, rename, change and delete them; every member lists them. A departed
-- author's queries stay (created_by set null). updated_at orders the list, newest change first.
create table saved_queries (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  sql text not null check (char_length(sql) between 1 and 100000),
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index saved_queries_project_idx on saved_queries (project_id, updated_at desc);
