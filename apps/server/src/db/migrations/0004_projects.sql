-- Projects, their members, invitations, activities, settings; notifications of users (spec 1 and 2 §3).
create table projects (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 2 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  database_type text not null default 'mysql' check (database_type in ('mysql', 'postgresql', 'sqlite', 'mssql')),
  color text not null default '#333333',
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table project_users (
  project_id uuid not null references projects (id) on delete cascade,
  user_id text not null references "user" ("id") on delete cascade,
  role text not null check (role in ('Admin', 'Editor', 'Viewer')),
  created_at timestamptz not null default now(),
  primary key (project_id, user_id)
);

create index project_users_user_idx on project_users (user_id);

create table project_invites (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  invitee_email text not null,
  role text not null check (role in ('Admin', 'Editor', 'Viewer')),
  project_name text not null,
  status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Declined')),
  accepted_by text references "user" ("id") on delete set null,
  invite_token text not null unique,
  invited_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now()
);

-- One pending invitation per address and project.
create unique index project_invites_pending_idx on project_invites (project_id, invitee_email) where status = 'Pending';
create index project_invites_email_idx on project_invites (invitee_email);

create table project_activities (
  id bigserial primary key,
  project_id uuid not null references projects (id) on delete cascade,
  type text not null,
  title text not null,
  actor_id text references "user" ("id") on delete set null,
  created_at timestamptz not null default now()
);

create index project_activities_project_idx on project_activities (project_id, created_at desc);

create table project_settings (
  project_id uuid not null references projects (id) on delete cascade,
  key text not null,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (project_id, key)
);

create table notifications (
  id bigserial primary key,
  user_id text not null references "user" ("id") on delete cascade,
  name text not null,
  notification_text text not null,
  url text,
  seen_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_user_idx on notifications (user_id, created_at desc);

-- Tables of the diagram (spec 2 §3, db_entities); the diagram editor adds its other tables.
create table db_entities (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  name text not null default 'New Table',
  attributes jsonb not null default '[]',
  x double precision not null default 0,
  y double precision not null default 0,
  width double precision not null default 200,
  height double precision not null default 100,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index db_entities_project_idx on db_entities (project_id);
