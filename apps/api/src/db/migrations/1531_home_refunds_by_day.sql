-- The merchant's home shows net sales after refunds (issue 37; decision 366): the refunds of a period are
-- summed by the moment they were given back, as paid sales are by paid_at (orders_paid_at_idx, migration
-- 1160). One index range of this index per statement; the amount rides in the index so the sum reads no
-- table page for the rows in range.
create index order_refunds_at_idx on order_refunds (at) include (amount, order_id);
