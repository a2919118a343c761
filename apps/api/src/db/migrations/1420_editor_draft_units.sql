-- Editor drafts per unit (issue 27, decision 300): two editors on different pages never conflict.
--
-- The draft is saved unit by unit — the site settings (with the page order), the menus, and each page —
-- and each unit carries a record version (decision 240): a save names the version it was based on and is
-- one conditional update; a stale save gets 409 RECORD_CHANGED with who and when. Draft pages are already
-- rows of `pages` (status 'draft'); the site settings and menus stay on `apps` and their versions live here.
alter table pages add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;

create table app_draft_units (
  id serial primary key,
  app_code text not null references apps(code),
  unit text not null check (unit in ('site', 'menus')),
  version integer not null default 1,
  changed_by integer references staff_users(id),
  changed_at timestamptz,
  unique (app_code, unit)
);
-- Apps seeded later get their rows on first use (the editor repository's ensureUnits).
insert into app_draft_units (app_code, unit) select a.code, u.unit from apps a cross join (values ('site'), ('menus')) as u(unit);
