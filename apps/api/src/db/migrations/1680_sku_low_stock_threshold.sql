-- Issue 40 (decision 456): a SKU's own low-stock level. Null follows the merchant's
-- default (home_settings.low_stock_threshold). The home's count stays the histogram of migration 1454 for
-- the default, corrected by the few SKUs with a level of their own (read through this partial index).
alter table skus add column low_stock_threshold integer check (low_stock_threshold between 0 and 1000);
create index skus_own_low_stock_idx on skus (id) where low_stock_threshold is not null;
