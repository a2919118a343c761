-- The back office's goods and stock (issue 14; decisions 135, 136).
-- Goods writes and stock changes are audited with new actions.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'record', 'disable', 'enable', 'password', 'roles', 'prepare', 'ship', 'handOver', 'cancel', 'refund', 'status', 'adjust', 'transfer'));

-- Every change of `sku_stocks.qty` the back office makes, append-only: who, why, by how much and what was
-- left. Orders keep taking and returning stock on `sku_stocks` itself (their own lines are their ledger).
create table stock_ledger (
  id bigserial primary key,
  sku_id integer not null references skus(id),
  store_code text not null references stores(code),
  delta integer not null check (delta <> 0),
  qty_after integer not null check (qty_after >= 0),
  reason text not null check (reason in ('received', 'counted', 'damaged', 'transfer')),
  note text not null default '',
  -- Both rows of one transfer share it.
  transfer_id bigint,
  staff_id integer not null references staff_users(id),
  at timestamptz not null default now()
);
create index stock_ledger_sku_idx on stock_ledger (sku_id, id desc);

create function stock_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'stock_ledger is append-only';
end;
$$;
create trigger stock_ledger_append_only before update or delete on stock_ledger
  for each row execute function stock_ledger_append_only();

-- The back office lists goods newest first whatever their status, and finds skus by code.
create index spus_bo_list_idx on spus (merchant_code, id desc);
create sequence stock_transfer_seq;
-- The stock screen shows what open orders hold per sku of a product.
create index order_lines_spu_idx on order_lines (spu_id);
