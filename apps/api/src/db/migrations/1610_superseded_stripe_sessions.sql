-- Stripe Checkout sessions superseded by a newer one or by pay at the shop (issue 38; decision 401).
-- When the shop gave the payment up and asked Stripe to expire its session: money that arrives for it
-- anyway is not taken as the order's payment but held for the merchant, flagged `superseded`.
alter table payments add column superseded_at timestamptz;
