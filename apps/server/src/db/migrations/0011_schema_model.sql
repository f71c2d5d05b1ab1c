-- The faithful schema model (issue 16): table details, referential actions, project types, views
-- and statements kept verbatim. Existing rows keep working: every new column has a default that
-- reads as "none of these".

-- A table's namespace, comment and header colour ('' for none); its primary-key name and order,
-- unique constraints, indexes, checks and exactName in details. seq keeps the order of the rows
-- one import writes (they share created_at), so a script is generated in its source's order.
alter table db_entities
  add column seq bigint generated always as identity,
  add column schema_name text not null default '',
  add column comment text not null default '',
  add column color text not null default '',
  add column details jsonb not null default '{}';

-- A foreign key's actions and deferrability; null is the default (NO ACTION, NOT DEFERRABLE).
alter table db_relationships
  add column seq bigint generated always as identity,
  add column on_delete text check (on_delete in ('NO ACTION', 'RESTRICT', 'CASCADE', 'SET NULL', 'SET DEFAULT')),
  add column on_update text check (on_update in ('NO ACTION', 'RESTRICT', 'CASCADE', 'SET NULL', 'SET DEFAULT')),
  add column deferrability text check (deferrability in ('NOT DEFERRABLE', 'DEFERRABLE INITIALLY IMMEDIATE', 'DEFERRABLE INITIALLY DEFERRED'));

-- Project types (enums, domains, other named types); seq keeps the order they were created or
-- imported in, as a domain over an enum must follow it.
create table db_types (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  schema_name text not null default '',
  name text not null,
  kind text not null check (kind in ('enum', 'domain', 'other')),
  details jsonb not null default '{}',
  version integer not null default 1,
  seq bigint generated always as identity,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (project_id, schema_name, name)
);

-- Views, drawn as read-only nodes; the tables they read are in details (tableIds).
create table db_views (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  schema_name text not null default '',
  name text not null,
  query text not null,
  dialect text not null,
  x double precision not null default 0,
  y double precision not null default 0,
  details jsonb not null default '{}',
  version integer not null default 1,
  seq bigint generated always as identity,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index db_views_project_idx on db_views (project_id);

-- Statements the model does not represent, written back verbatim in their dialect, in order.
create table db_extra_sql (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  dialect text not null,
  kind text not null,
  name text,
  sql text not null,
  seq bigint generated always as identity,
  created_at timestamptz not null default now()
);

create index db_extra_sql_project_idx on db_extra_sql (project_id);
