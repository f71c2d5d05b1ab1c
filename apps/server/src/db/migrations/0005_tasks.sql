-- The task board (spec 2 §3): lists, tasks, tags.
create table task_lists (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  position double precision not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index task_lists_project_idx on task_lists (project_id, position);

create table tasks (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  task_list_id uuid not null references task_lists (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 500),
  description text not null default '',
  completed boolean not null default false,
  due_date date,
  is_archived boolean not null default false,
  position double precision not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index tasks_list_idx on tasks (task_list_id, position);
create index tasks_project_idx on tasks (project_id);

create table tags (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 50),
  color text not null default '#333',
  created_at timestamptz not null default now()
);

create unique index tags_project_name_idx on tags (project_id, lower(name));

create table task_tags (
  task_id uuid not null references tasks (id) on delete cascade,
  tag_id uuid not null references tags (id) on delete cascade,
  primary key (task_id, tag_id)
);
