-- Back office (issue 14, first part): role 6 MERCHANT_ADMIN and the audit log.

alter table staff_users drop constraint staff_users_roles_check;
alter table staff_users add constraint staff_users_roles_check
  check (cardinality(roles) > 0 and roles <@ array[2, 3, 4, 5, 6]);

-- Who changed what and when: one row per back-office write, inserted in the same transaction as the
-- change, so a write that fails leaves no row and a row never describes a change that did not happen.
create table audit_log (
  id serial primary key,
  -- Staff accounts are disabled, never deleted: the author stays known.
  staff_id integer not null references staff_users(id),
  action text not null check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles')),
  -- A record kind of the back office ('articles', 'shops', …), 'goldPrices' or 'staffUsers'.
  entity text not null,
  entity_id text not null,
  -- The record's name at the time, three languages, so the log reads well after a delete.
  label jsonb not null,
  -- The form fields the write changed (never their values: a password must not land here).
  changed_fields text[] not null default '{}',
  at timestamptz not null default now()
);
create index audit_log_entity_idx on audit_log (entity, id desc);
create index audit_log_staff_idx on audit_log (staff_id, id desc);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
