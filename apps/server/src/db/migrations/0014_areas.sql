-- Subject areas of the diagram (issue 21, item 2): named, coloured rectangles drawn behind the
-- tables. `color` is a palette token or #rrggbb, null for the theme's default. At most 500 a
-- project (the service counts under the project's lock).
create table db_areas (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  color text,
  x double precision not null,
  y double precision not null,
  width double precision not null,
  height double precision not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index db_areas_project_idx on db_areas (project_id, created_at);
