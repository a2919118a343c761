-- Room on each skus page for a re-pricing's new row versions (decision 315). A new rate rewrites the
-- price, original price and quote of every by-weight sku; none of those columns is indexed, so each update
-- can be HOT (no entry in any of the four skus indexes) when the new version fits on the row's own page.
-- At the default fill of 100 % none fits: 16,462 updates took 1.7–2.5 s on the PostgreSQL server, against
-- 0.34–0.40 s with half of each page free (load ≈ 16). The old versions of one re-pricing are pruned
-- when the next one visits the page, so half a page is room enough for every re-pricing that follows.
-- The table then takes about twice the space; skus are read by id and by product, never scanned whole.
alter table skus set (fillfactor = 50);
-- Rewrite the existing pages at the new fill (CLUSTER, unlike VACUUM FULL, runs in the migration's transaction).
cluster skus using skus_pkey;
