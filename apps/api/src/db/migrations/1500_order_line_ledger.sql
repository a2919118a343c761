-- Issue 37, decisions 350–351: one account of every unit and every dollar.

-- Units of a line handed to the customer (the counter's hand-over of a pick-up order, or shipping a
-- delivery order). A refund of a handed-over unit is a return: it leaves handed_over_num.
alter table order_lines add column handed_over_num integer not null default 0;
-- Orders already handed over before this column: every unit not refunded went to the customer.
update order_lines l set handed_over_num = l.num - l.refunded_num
  from orders o where o.id = l.order_id and o.status in ('shipped', 'completed');
alter table order_lines add constraint order_lines_handed_over_check
  check (handed_over_num >= 0 and handed_over_num + refunded_num <= num);

-- Cents of each payment refunded so far: never more than it received (a refund takes from one payment
-- that received money, by a conditional update in the refund's transaction).
alter table payments add column refunded_amount integer not null default 0;

-- The payment each refund took its money back from; null only for refunds recorded before this column
-- with no money received (the reconciliation lists those as unmatched).
alter table order_refunds add column payment_id text references payments(id);
create index order_refunds_payment_idx on order_refunds (payment_id) where payment_id is not null;

-- Earlier refunds are put against the order's latest payment that received money, up to what it received.
update order_refunds r set payment_id = (
  select p.id from payments p where p.order_id = r.order_id and p.status in ('succeeded', 'refunded')
  order by p.settled_at desc nulls last, p.id limit 1);
update payments p set refunded_amount = least(p.amount, coalesce((select sum(r.amount) from order_refunds r where r.payment_id = p.id), 0));
alter table payments add constraint payments_refunded_check check (refunded_amount >= 0 and refunded_amount <= amount);
