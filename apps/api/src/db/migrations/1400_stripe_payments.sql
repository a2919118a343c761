-- Stripe as the payment provider (issue 29; decisions 290–293). The webhook is the source of truth:
-- every event is kept by its id (handled once), payments learn the provider's ids, refunds through the
-- provider have their own rows keyed by the id that is also their idempotency key.

alter table orders drop constraint if exists orders_payment_method_check;
alter table orders add constraint orders_payment_method_check check (payment_method in ('at_shop', 'sandbox_card', 'stripe'));
alter table payments drop constraint if exists payments_provider_check;
alter table payments add constraint payments_provider_check check (provider in ('at_shop', 'sandbox_card', 'stripe'));
-- The Checkout Session, its PaymentIntent and the charge (the balance transaction's source).
alter table payments add column provider_session text;
alter table payments add column provider_intent text;
alter table payments add column provider_charge text;
-- What the shopper used at the provider: card (Apple Pay / Google Pay are cards), alipay, wechat_pay.
alter table payments add column provider_method text;
-- A confirmation refused or come too late (amount or currency not the order's; the order no longer waiting):
-- shown to the merchant on the order until someone deals with it.
alter table payments add column flag text;
-- The provider's last word on a failed attempt (card declined); the payment stays open for another try.
alter table payments add column last_error text;
-- When the money arrived (completed_at moves again when a payment is refunded): the day reconciliation reads.
alter table payments add column settled_at timestamptz;
update payments set settled_at = completed_at where status in ('succeeded', 'refunded') and settled_at is null;
create unique index payments_provider_session_idx on payments (provider_session) where provider_session is not null;
create index payments_settled_idx on payments (settled_at) where settled_at is not null;

-- Counter hand-overs and the sandbox close payments without knowing about settled_at: the database fills
-- it the first time a payment becomes succeeded.
create function payments_settled_at() returns trigger language plpgsql as $$
begin
  if new.status = 'succeeded' and new.settled_at is null then
    new.settled_at := coalesce(new.completed_at, now());
  end if;
  return new;
end $$;
create trigger payments_settled_at before insert or update on payments for each row execute function payments_settled_at();

-- Provider events by id: a second delivery of the same event finds its row and changes nothing.
create table payment_events (
  id text primary key,
  type text not null,
  -- handled, ignored, refused (amount/currency), unknown (no payment of ours)
  outcome text not null,
  received_at timestamptz not null default now()
);

-- One refund through the provider per order_refunds row that took money back from a provider payment.
-- id is also the idempotency key of the provider call, so a retried call refunds once.
create table payment_refunds (
  id text primary key,
  order_refund_id integer not null unique references order_refunds(id) on delete cascade,
  order_id integer not null references orders(id) on delete cascade,
  payment_id text not null references payments(id),
  amount integer not null check (amount > 0),
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  provider_refund_id text unique,
  failure text,
  -- Calls made so far (the retry job stops after a few and leaves it to the merchant).
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_refunds_open_idx on payment_refunds (created_at) where status = 'pending' and provider_refund_id is null;
