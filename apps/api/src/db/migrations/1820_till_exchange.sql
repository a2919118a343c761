-- Issue 43 (decision 515): a one-step exchange at the counter. The return's refund names the sale it
-- credited, so the new sale's receipt shows both sides (and a reprint rebuilds them).
alter table order_refunds add column exchange_order_id integer references orders(id);
create unique index order_refunds_exchange_idx on order_refunds (exchange_order_id) where exchange_order_id is not null;

alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund', 'status', 'adjust', 'transfer', 'view', 'export', 'bulk', 'import', 'upload', 'resend', 'publish', 'publishPart', 'restore',
    'counterSale', 'counterReturn', 'dayOpen', 'dayClose', 'counterExchange'));
