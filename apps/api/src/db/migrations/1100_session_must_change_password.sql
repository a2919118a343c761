-- A member registered at the counter logs in first with a known default password; that session may only
-- change the password (decision 181). The flag sits on the session, read with it on every call.
alter table sessions add column must_change_password boolean not null default false;
