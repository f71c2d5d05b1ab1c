-- Profiles (spec 1 §3): one per user, created with the user.
create table profiles (
  id text primary key references "user" ("id") on delete cascade,
  firstname text not null default '',
  lastname text,
  avatar_url text,
  onboarding_finished boolean not null default false,
  onboarding_step integer not null default 0,
  theme text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The built-in outbox: mail kept when no SMTP_URL is set, listed at /dev/mail outside production.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text text not null,
  html text not null,
  links jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create index mail_outbox_to_idx on mail_outbox (to_address, created_at desc);

-- Fixed-window counters for abuse limits, in the database so that they hold across nodes.
create table rate_limit_buckets (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);

create index rate_limit_buckets_reset_idx on rate_limit_buckets (reset_at);

-- Sessions created by a password-recovery link: they may set a new password without the old one.
create table recovery_sessions (
  session_id text primary key references "session" ("id") on delete cascade,
  expires_at timestamptz not null
);

-- Every user gets a profile in the same transaction that creates the user, whoever creates it
-- (sign-up, OAuth): no code path can forget it.
create function create_profile_for_user() returns trigger language plpgsql as $$
begin
  insert into profiles (id) values (new.id) on conflict (id) do nothing;
  return new;
end;
$$;

create trigger user_profile_after_insert after insert on "user"
  for each row execute function create_profile_for_user();
