-- Shop details for the official site: areas (top areas with child districts) and the columns of a
-- physical shop's card and detail page. Coordinates are WGS-84 for Google and BD-09 for Baidu.
create table areas (
  id serial primary key,
  parent_id integer references areas(id),
  name jsonb not null,
  sort integer not null default 0
);
create index areas_parent_idx on areas (parent_id);

alter table stores
  add column address jsonb,
  add column phone text not null default '',
  add column fax text not null default '',
  add column email text not null default '',
  add column opening_hours time,
  add column closing_hours time,
  add column sold_watch boolean not null default false,
  add column sold_jewelry boolean not null default false,
  add column img text not null default '',
  add column parent_area_id integer references areas(id),
  add column child_area_id integer references areas(id),
  add column opened boolean not null default true,
  add column google_lat double precision,
  add column google_lng double precision,
  add column baidu_lat double precision,
  add column baidu_lng double precision;
