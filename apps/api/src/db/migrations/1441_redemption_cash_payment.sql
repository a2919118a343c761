-- Issue 27: a redemption's cash due, taken at the counter, records how it was paid like an order's
-- counter payment does (method and reference), in the hand-over's transaction.
alter table redemptions
  add column paid_method text check (paid_method in ('cash', 'card_terminal', 'fps', 'octopus', 'alipay_hk', 'wechat_pay')),
  add column paid_reference text,
  add column paid_at timestamptz,
  add column paid_by integer references staff_users(id);
