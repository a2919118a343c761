-- Words follow state (issue 37; decision 365): an order message keeps the wording key `orderWording` chose
-- from the order's state and payment in the transaction that wrote it, so a test (or a reader) can check
-- that what the member was told matches what the order was at that moment ("paid" only when money was
-- received). Null for messages that are not about an order's money.
alter table messages add column wording text;
