-- A user signed up through Google or GitHub arrives with a name and a picture: the profile starts
-- with them (first word as firstname, the rest as lastname), so onboarding shows them prefilled.
-- A password sign-up has an empty name and keeps the empty profile.
create or replace function create_profile_for_user() returns trigger language plpgsql as $$
declare
  full_name text := btrim(coalesce(new.name, ''));
  first_space integer := position(' ' in full_name);
begin
  insert into profiles (id, firstname, lastname, avatar_url)
  values (
    new.id,
    case when first_space = 0 then full_name else left(full_name, first_space - 1) end,
    case when first_space = 0 then null else nullif(btrim(substr(full_name, first_space + 1)), '') end,
    nullif(btrim(coalesce(new.image, '')), '')
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
