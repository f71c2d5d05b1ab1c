-- The audit trail (issue 14, item 9): security events of accounts and membership events of
-- projects, with when, who, the client address and the user agent. No foreign keys on purpose:
-- an event outlives the account or project it names (a deleted account's last sign-ins, a deleted
-- project's removals). Events are pruned after 90 days (AUDIT_RETENTION_DAYS).
create table audit_events (
  id bigserial primary key,
  kind text not null,
  -- The account an account event concerns (whose Security tab lists it).
  user_id text,
  -- The project a membership event concerns (whose Admins see it).
  project_id uuid,
  -- Who did it; null when nobody was signed in (a failed sign-in).
  actor_id text,
  -- The member a membership event concerns.
  target_id text,
  details jsonb not null default '{}',
  ip_address text,
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now()
);

create index audit_events_user_idx on audit_events (user_id, id desc) where user_id is not null;
create index audit_events_project_idx on audit_events (project_id, id desc) where project_id is not null;
create index audit_events_created_idx on audit_events (created_at);
