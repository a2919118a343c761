-- Staff accounts and roles, the member points ledger, counter registrations and the admin QR key.

create table staff_users (
  id serial primary key,
  username text not null unique check (username ~ '^[a-z0-9][a-z0-9._-]{2,31}$'),
  display_name text not null,
  password_hash text not null,
  -- Role codes 2 STAFF_NORMAL, 3 STAFF_CRM_ADMIN, 4 STAFF_FB_ADMIN, 5 EDITOR.
  roles integer[] not null check (cardinality(roles) > 0 and roles <@ array[2, 3, 4, 5]),
  default_role integer not null,
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (default_role = any (roles))
);

-- Append-only: every change of a member's points is one row; the balance is their sum (decision 050).
-- Writers lock the member row (select ... for update) before reading the sum and inserting, so two
-- deductions for one member never both see the same balance.
create table points_ledger (
  id serial primary key,
  -- No cascade: a member with points history is anonymised, not deleted.
  member_id integer not null references members(id),
  delta integer not null check (delta <> 0),
  reason text not null check (reason in ('purchase', 'birthday', 'welcome', 'fb_deduction', 'redemption', 'adjustment')),
  -- Where the change came from: an order number, a bill number, 'birthday-2026'.
  source text not null default '',
  -- Staff accounts are disabled, never deleted, so the audit trail keeps its author.
  staff_id integer references staff_users(id),
  -- The F&B bill amount in cents and the staff remark, for the audit trail.
  bill_amount integer,
  remark text not null default '',
  -- Replaying the same key changes nothing (e.g. 'fb:<bill number>').
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
create index points_ledger_member_idx on points_ledger (member_id, id);

create function points_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'points_ledger is append-only';
end;
$$;
create trigger points_ledger_append_only before update or delete on points_ledger
  for each row execute function points_ledger_append_only();

-- Who registered a member at a counter (staff id) and on which screen.
create table counter_registrations (
  member_id integer primary key references members(id) on delete cascade,
  channel text not null check (channel in ('staff', 'peonia', 'prince')),
  staff_id integer references staff_users(id) on delete set null,
  created_at timestamptz not null default now()
);

-- The key that signs admin QR codes when ADMIN_QR_SECRET is not set (one row, made on first use).
create table admin_qr_keys (
  id integer primary key default 1 check (id = 1),
  secret text not null
);
