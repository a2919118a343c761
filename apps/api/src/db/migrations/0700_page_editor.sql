-- The page editor (issue 12): the site's draft settings and revision, published versions, the media library.
-- Pages keep their draft and release rows (0001); the app row now carries the draft's settings and menus
-- too (null = same as released, as seeded) and the one revision counter of the whole draft.

alter table apps add column draft_props jsonb;
alter table apps add column draft_menus jsonb;
alter table apps add column draft_revision integer not null default 1;
alter table apps add column draft_saved_by text;
alter table apps add column draft_saved_at timestamptz;
alter table apps add column released_version integer;
alter table apps add column released_revision integer;

-- Every publish keeps the whole released site as it was: who, when, which draft revision, and what changed.
create table app_versions (
  id serial primary key,
  app_code text not null references apps(code),
  number integer not null check (number > 0),
  revision integer not null,
  snapshot jsonb not null,
  diff jsonb not null,
  published_by text not null,
  published_at timestamptz not null default now(),
  restored_from integer,
  unique (app_code, number)
);

-- Uploaded images carry a searchable name, their size and who uploaded them; seeded drawings have none.
alter table media add column name text;
alter table media add column width integer;
alter table media add column height integer;
alter table media add column size_bytes integer;
alter table media add column uploaded boolean not null default false;
alter table media add column uploaded_by text;
create index media_created_idx on media (created_at desc, key);
