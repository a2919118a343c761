-- Orders in the back office (issue 14, decision 133): refunds, tracking numbers, an order history, the
-- shop a staff account works at (counter hand-over), and the order steps in the audit.

alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup', 'shipped', 'completed', 'cancelled', 'expired', 'refunded'));
alter table orders add column tracking_no text;
alter table orders add column refunded_at timestamptz;
create index orders_status_idx on orders (status, id desc);
create index orders_pickup_idx on orders (pickup_store_code, id desc) where pickup_store_code is not null;
create index orders_created_idx on orders (created_at);

alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check check (status in ('pending', 'succeeded', 'cancelled', 'refunded'));

-- Every status step made in the back office, in the same transaction as the step and its audit row.
create table order_history (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  action text not null,
  from_status text,
  to_status text not null,
  staff_id integer references staff_users(id),
  note text not null default '',
  at timestamptz not null default now()
);
create index order_history_order_idx on order_history (order_id, id);

-- The shop a counter account works at: role 2 hands over only that shop's pick-up orders. Null: none.
alter table staff_users add column store_code text references stores(code);

alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund'));
