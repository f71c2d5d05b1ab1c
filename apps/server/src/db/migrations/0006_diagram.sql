-- Comments and relationships of the diagram (spec 2 §3); tables are db_entities (0004).
create table db_comments (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  text text not null default 'New Comment',
  x double precision not null default 0,
  y double precision not null default 0,
  width double precision not null default 200,
  height double precision not null default 60,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index db_comments_project_idx on db_comments (project_id);

create table db_relationships (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null default '',
  source_table_id uuid not null references db_entities (id) on delete cascade,
  target_table_id uuid not null references db_entities (id) on delete cascade,
  source_column_id text not null,
  target_column_id text not null,
  cardinality text not null default 'ONE_TO_MANY' check (cardinality in ('ONE_TO_MANY', 'MANY_TO_ONE', 'ONE_TO_ONE', 'MANY_TO_MANY')),
  created_at timestamptz not null default now()
);

create index db_relationships_project_idx on db_relationships (project_id);
create index db_relationships_source_idx on db_relationships (source_table_id);
create index db_relationships_target_idx on db_relationships (target_table_id);
