-- Connections to a project's live databases (issue 38, item 1c): Admins save them, Editors and
-- Admins read a database's catalog through them. The id is made by the server before the insert:
-- it is the associated data of the sealed password (AES-256-GCM, key derived from AUTH_SECRET),
-- so a password copied to another row does not open. No column holds a password in clear.
create table live_db_connections (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  engine text not null check (engine in ('postgresql', 'mysql', 'sqlite')),
  host text check (char_length(host) between 1 and 253),
  port integer check (port between 1 and 65535),
  database_name text check (char_length(database_name) <= 128),
  user_name text check (char_length(user_name) <= 128),
  password_sealed text,
  tls boolean not null default false,
  -- SQLite: the file's path on the server, under a folder of LIVE_DB_FILES.
  file text check (char_length(file) between 1 and 4096),
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index live_db_connections_project_idx on live_db_connections (project_id, name);
