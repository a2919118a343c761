-- Issue 43 (decisions 485–488): the counter as a till.
-- A walk-in sale is an order of take way `counter`, at the shop whose stock it took (`store_code`),
-- completed at once; a sale without a member has no member.
alter table orders alter column member_id drop not null;
alter table orders drop constraint orders_take_way_check;
alter table orders add constraint orders_take_way_check check (take_way in ('pickup', 'delivery', 'counter'));
alter table orders add constraint orders_member_unless_counter check (member_id is not null or take_way = 'counter');
-- A counter sale's key is unique per shop (with or without a member): a retried sale happens once.
create unique index orders_counter_key on orders (store_code, idempotency_key) where take_way = 'counter';
create index orders_counter_shop_idx on orders (store_code, created_at) where take_way = 'counter';

-- Cash handed over for a counter payment (the change is tendered − amount); null for other methods.
alter table payments add column tendered integer check (tendered is null or tendered >= amount);
-- A return taken at a counter names the shop, so the shop's day counts the money given back.
alter table order_refunds add column counter_store_code text references stores(code);
create index order_refunds_counter_idx on order_refunds (counter_store_code, at) where counter_store_code is not null;

-- owner: till. Each shop's day: opened with a float, closed with a cash count (decision 488).
create table till_days (
  id serial primary key,
  store_code text not null references stores(code),
  opened_at timestamptz not null,
  opened_by integer not null references staff_users(id),
  float_cents integer not null check (float_cents >= 0),
  closed_at timestamptz,
  closed_by integer references staff_users(id),
  -- What the close recorded: takings per method per staff, expected and counted cash, the difference.
  summary jsonb,
  expected_cents integer,
  counted_cents integer check (counted_cents is null or counted_cents >= 0),
  difference_cents integer,
  note text not null default '',
  check ((closed_at is null) = (counted_cents is null))
);
-- One open day a shop: two counters opening at once open one.
create unique index till_days_one_open on till_days (store_code) where closed_at is null;
create index till_days_opened_idx on till_days (opened_at desc);

-- The till's audit actions (a sale, a return at the counter, the day opened and closed).
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund', 'status', 'adjust', 'transfer', 'view', 'export', 'bulk', 'import', 'upload', 'resend', 'publish', 'publishPart', 'restore',
    'counterSale', 'counterReturn', 'dayOpen', 'dayClose'));
