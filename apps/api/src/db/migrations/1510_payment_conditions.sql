-- Promotions with a payment condition (issue 37, decisions 355–357).
-- A promotion names the kind of payment it is for; 'any' keeps every existing promotion as it was.
alter table promotions add column payment_condition text not null default 'any'
  check (payment_condition in ('any', 'card', 'wallet', 'cash'));

-- The kind of payment an order's price assumes ('counter': paid at the shop, the method chosen there, so
-- only offers for any payment). Orders placed before were priced with every offer, as for card.
alter table orders add column priced_payment_kind text not null default 'card'
  check (priced_payment_kind in ('card', 'wallet', 'cash', 'counter'));

-- The demo's credit-card offers say so (the seed writes the condition for a new database).
update promotions set payment_condition = 'card' where code in ('CARD500', 'CARDGIFT');
