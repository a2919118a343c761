-- Rate-limit counters shared by every API process on a PostgreSQL server (decision 123). One row per
-- limiter and key (`<limiter> <key>`), counted with one atomic upsert; expired rows are deleted now and then.
-- The embedded database (one process) keeps its counters in memory and leaves this table empty.
create table rate_limit_counters (
  bucket text primary key,
  count integer not null,
  reset_at timestamptz not null
);
create index rate_limit_counters_reset_idx on rate_limit_counters (reset_at);
