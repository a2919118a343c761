-- The merchant's home, customers and order search (issue 28; decisions 220–223).

-- A member disabled by the back office cannot log in; their sessions are revoked when it happens.
alter table members add column disabled_at timestamptz;

-- Member search (decision 221): prefixes of the phone, the member number, the e-mail and the names, each
-- answered from an index (text_pattern_ops serves `like 'x%'` whatever the database's collation).
create index members_phone_prefix_idx on members (phone text_pattern_ops);
create index members_no_prefix_idx on members (member_no text_pattern_ops);
create index members_email_prefix_idx on members (email text_pattern_ops);
create index members_first_name_idx on members (lower(first_name) text_pattern_ops);
create index members_last_name_idx on members (lower(last_name) text_pattern_ops);
create index members_nickname_idx on members (lower(nickname) text_pattern_ops);
create index members_full_name_zh_idx on members (lower(last_name || first_name) text_pattern_ops);
create index members_full_name_en_idx on members (lower(first_name || ' ' || last_name) text_pattern_ops);
create index members_full_name_family_first_idx on members (lower(last_name || ' ' || first_name) text_pattern_ops);

-- The disabled members filter.
create index members_disabled_idx on members (id desc) where disabled_at is not null;

-- The home's figures (decision 220): paid sales by the moment they were paid, pick-ups waiting, low stock.
create index orders_paid_at_idx on orders (paid_at) where paid_at is not null;
create index orders_pickup_waiting_idx on orders (pickup_store_code, updated_at) where status = 'ready_for_pickup';
create index redemptions_waiting_idx on redemptions (pickup_store_code, created_at) where status = 'ready';
create index sku_stocks_low_idx on sku_stocks (store_code, qty);

-- Order search by product (decision 222): the SKU code of a line.
create index order_lines_sku_code_idx on order_lines (sku_code);

-- The merchant's settings of the home: one row per merchant.
create table home_settings (
  merchant_code text primary key references merchants(code),
  low_stock_threshold integer not null default 2 check (low_stock_threshold between 0 and 1000),
  updated_at timestamptz not null default now()
);

-- Audit actions of the customers desk: a member page viewed, a list exported, points adjusted.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund', 'status', 'adjust', 'transfer', 'view', 'export'));
