-- Members: accounts with the registration fields of core §3, their addresses, the SMS outbox and the
-- verification codes sent to phones. Passwords are argon2id hashes; codes are stored hashed too.

create table members (
  id serial primary key,
  -- Printed on the member's QR code and told at the counter: 'JH' + 8 digits.
  member_no text not null unique,
  phone_area text not null,
  phone text not null,
  -- Stored lower-case; the unique index makes addresses case-insensitive.
  email text,
  password_hash text not null,
  nickname text not null default '',
  appellation text not null default '',
  first_name text not null default '',
  last_name text not null default '',
  gender text not null default '',
  birth_month integer check (birth_month between 1 and 12),
  birth_day integer check (birth_day between 1 and 31),
  age_range text not null default '',
  address_area text not null default '',
  address_province text not null default '',
  address_district text not null default '',
  address_detail text not null default '',
  referrer text not null default '',
  opt_out_promotions_a boolean not null default false,
  opt_out_promotions_b boolean not null default false,
  level integer not null default 0,
  system_upgrade text not null default '0' check (system_upgrade in ('0', '1')),
  must_change_password boolean not null default false,
  -- Who created the account: the member online, or staff at a counter (staff id kept by the staff domain).
  registered_via text not null default 'online' check (registered_via in ('online', 'staff')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (phone_area, phone),
  check (email is null or email = lower(email))
);
create unique index members_email_idx on members (email);

create table member_addresses (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  receiver_name text not null,
  phone_area text not null,
  phone text not null,
  area text not null,
  province text not null default '',
  district text not null default '',
  detail text not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index member_addresses_member_idx on member_addresses (member_id);

-- Messages to phones, waiting for an operator (or a gateway) to send them. `npm run outbox` lists and marks done.
create table sms_outbox (
  id serial primary key,
  kind text not null check (kind in ('reset_password', 'verify_code')),
  phone_area text not null,
  phone text not null,
  member_id integer references members(id) on delete set null,
  -- What to tell the person; for verification codes this holds the code, since sending it is the purpose.
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'done')),
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index sms_outbox_status_idx on sms_outbox (status, id);

create table phone_verify_codes (
  id serial primary key,
  phone_area text not null,
  phone text not null,
  purpose text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index phone_verify_codes_phone_idx on phone_verify_codes (phone_area, phone, purpose);

-- The key that signs member QR codes (one row), made on first use by the server.
create table member_qr_keys (
  id integer primary key default 1 check (id = 1),
  secret text not null
);
