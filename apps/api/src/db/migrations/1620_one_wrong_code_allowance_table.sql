-- Wrong collection codes, one table for every allowance (issue 38, decision 410): the staff account's tries
-- (collection_code_tries, decision 191) join the shop's, the order's and the redemption's as scope
-- 'staff:<id>', claimed by the same one-statement upsert (orders/collection-code-tries.ts). Tries under way
-- keep their count and window.
insert into collection_code_scope_tries (scope, wrong, window_ends_at)
  select 'staff:' || staff_id, wrong, window_ends_at from collection_code_tries
  on conflict (scope) do nothing;
drop table collection_code_tries;
