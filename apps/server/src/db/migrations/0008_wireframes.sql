-- Wireframes (spec 2 §3): components on surfaces, saved per project (spec keeps them on screen only;
-- Relata saves and shares them like the diagram).
create table wireframe_components (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  parent_id uuid references wireframe_components (id) on delete cascade,
  type text not null,
  name text not null default '',
  category text not null default '',
  x double precision not null,
  y double precision not null,
  width double precision not null check (width >= 20),
  height double precision not null check (height >= 20),
  z integer not null default 0,
  properties jsonb not null default '{}',
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index wireframe_components_project_idx on wireframe_components (project_id);
