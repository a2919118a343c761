-- Issue 14: promotions and club goods in the back office, points for orders, refunds per line
-- (docs/decisions/170-order-points-and-line-refunds.md, 171-club-goods-in-the-back-office.md).

-- A member's limit of a club sku counts the units redeemed in this period (Hong Kong calendar).
alter table points_skus add column limit_period text not null default 'ever' check (limit_period in ('ever', 'month', 'year'));

-- What has been refunded of each order line: units, of them units that came back to the shop, and cents.
alter table order_lines add column refunded_num integer not null default 0;
alter table order_lines add column returned_num integer not null default 0;
alter table order_lines add column refunded_amount integer not null default 0;
alter table order_lines add constraint order_lines_refunded_check
  check (refunded_num >= 0 and refunded_num <= num and returned_num >= 0 and returned_num <= refunded_num
         and refunded_amount >= 0 and refunded_amount <= total_pay_price);

-- One row per refund the desk made (full or per line); request_key makes a repeated request refund once.
create table order_refunds (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  request_key text not null,
  amount integer not null check (amount >= 0),
  -- Points taken back from the member for this refund (>= 0).
  points integer not null default 0,
  -- [{lineId, num, goodsReturned, amount}]
  lines jsonb not null,
  staff_id integer references staff_users(id),
  reason text not null default '',
  at timestamptz not null default now(),
  unique (order_id, request_key)
);
create index order_refunds_order_idx on order_refunds (order_id, id);

-- Back-office lists of promotions and club goods.
create index promotions_list_idx on promotions (merchant_code, id desc);

-- A club sku left out of its goods' form: kept for the redemptions naming it, no longer shown or redeemable.
alter table points_skus add column retired boolean not null default false;
