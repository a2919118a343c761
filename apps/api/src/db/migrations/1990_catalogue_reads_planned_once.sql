-- The catalogue's reads planned once per connection, as migrations 1920 and 1980 meant (decision 611).
--
-- A PL/pgSQL function keeps its statements' plans per connection, but under PostgreSQL's default
-- `plan_cache_mode = auto` a plan whose parameters are an array (`id = any(ids)`) stayed a custom plan:
-- planned again, with the ids, on every call. `skus_now()` (the gold rate's join and the by-weight price) is
-- inlined into each statement, so that planning cost 1–1.5 ms at 100k goods, more than the read it planned
-- (0.2–0.4 ms). These reads look goods up by primary key whatever the ids are: the generic plan is the right
-- plan for every call, so they are told to use it.

-- owner: catalogue.
alter function catalogue_goods_live(integer[], text, text) set plan_cache_mode = force_generic_plan;
alter function catalogue_goods_rows(integer[], text, text) set plan_cache_mode = force_generic_plan;

-- owner: catalogue. The related goods of a product page: its category's best sellers on sale, read in order
-- from the index instead of sorting the category (or walking every product on sale by sales).
create index spus_related_idx on spus (category_id, sales desc, id desc) where status = 'on';

-- owner: catalogue. The product page's data in one call (decision 571): the kept templates of the product (even
-- when removed from sale) and of its related goods (its category's best sellers on sale) with their values now
-- (decision 610), one row each as `catalogue_goods_live` answers them; the product's row also holds the
-- related goods' ids in order and its category's path, the top first. No product of the merchant: no row.
-- The node side's prepared statement of this text was planned again on every call too (its parameters'
-- plan never won over the custom one); as a function with generic plans it is planned once per connection.
-- Rows rather than one JSON document: the templates go out as text, not escaped into JSON and parsed back.
create function catalogue_product_live(product integer, merchant text, store text, related integer)
returns table (related_ids integer[], path json, id integer, gen integer, template text, status text, sales integer, skus json)
language plpgsql stable set plan_cache_mode = force_generic_plan as $$
begin
  return query
    with recursive
      p as (select s.id, s.category_id from spus s where s.id = product and s.merchant_code = merchant),
      -- At most RELATED_GOODS_MAX (the contract's bound of `related`) as a literal: with the bound a parameter,
      -- the generic plan guessed a tenth of the category and walked every product on sale by sales instead
      -- of reading the first few of spus_related_idx.
      best as (select s.id, s.sales from spus s
               where s.category_id = (select p.category_id from p) and s.status = 'on' and s.merchant_code = merchant
                 and s.id <> product
               order by s.sales desc, s.id desc limit 8),
      rel as (select best.id, best.sales from best order by best.sales desc, best.id desc limit related),
      up as (select c.id, c.parent_id, c.title, 0 as depth, array[c.id] as seen
               from categories c join p on c.id = p.category_id where c.merchant_code = merchant
             union all
             select c.id, c.parent_id, c.title, up.depth + 1, up.seen || c.id
               from up join categories c on c.id = up.parent_id
              where c.merchant_code = merchant and c.id <> all(up.seen))
    select case when l.id = product then array(select rel.id from rel order by rel.sales desc, rel.id desc) end,
           case when l.id = product
                then coalesce((select json_agg(json_build_object('id', up.id, 'title', up.title) order by up.depth desc) from up), '[]') end,
           l.id, l.gen, l.template, l.status, l.sales, l.skus
      from catalogue_goods_live(array(select p.id from p union all select rel.id from rel), merchant, store) l;
end $$;
