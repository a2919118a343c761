-- One concurrency rule for every back-office record (issue 27, decision 240).
--
-- Each record a member of staff edits carries a version, who last changed it and when. A save names the
-- version its form was drawn from and is one conditional update (`... where id = $id and version = $base`);
-- no row means someone else saved first, and the answer (409 RECORD_CHANGED) says who and when from these
-- columns. `changed_by` names a staff account (never deleted: accounts are disabled).
alter table spus add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table promotions add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table points_spus add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table articles add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table stores add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table areas add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table brands add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table jewellery_items add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table jewellery_params add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
alter table staff_users add column version integer not null default 1, add column changed_by integer references staff_users(id), add column changed_at timestamptz;
