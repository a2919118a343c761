-- The product page's data and its shop in one statement (decision 615).
--
-- getGoodsMixData resolved its shop (the merchant's shops, the shop resolver's statement) and then read the
-- product (`catalogue_product_live`): two round trips for a page whose shop is almost always the online shop.
-- Kept in memory, the shop costs nothing; read cold (a fresh process, the bench with its caches off) the
-- shop's statement was a sixth of the API's CPU and of the database's for a read. This function finds the
-- shop as the resolver does (the code asked for among the merchant's shops, or with no code its online shop
-- first in the shops' order) and answers `catalogue_product_live`'s rows with the shop's code on each, its
-- statement taken in here rather than called (a PL/pgSQL call keeps its rows once more before answering
-- them). No shop or no product: no row, and the caller asks the shop resolver which error it is.

-- owner: catalogue.
create function catalogue_product_page(product integer, merchant text, store text, related integer)
returns table (store_code text, related_ids integer[], path json, id integer, gen integer, template text, status text, sales integer, skus json)
language plpgsql stable set plan_cache_mode = force_generic_plan as $$
declare
  shop text;
begin
  select s.code into shop from stores s
   where s.merchant_code = merchant and (s.code = store or (store is null and s.kind = 'online'))
   order by s.kind = 'physical', s.sort, s.id
   limit 1;
  if shop is null then return; end if;
  return query
    with recursive
      p as (select s.id, s.category_id from spus s where s.id = product and s.merchant_code = merchant),
      -- At most RELATED_GOODS_MAX, a literal as in migration 1990.
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
    select shop,
           case when l.id = product then array(select rel.id from rel order by rel.sales desc, rel.id desc) end,
           case when l.id = product
                then coalesce((select json_agg(json_build_object('id', up.id, 'title', up.title) order by up.depth desc) from up), '[]') end,
           l.id, l.gen, l.template, l.status, l.sales, l.skus
      from catalogue_goods_live(array(select p.id from p union all select rel.id from rel), merchant, shop) l;
end $$;

-- owner: catalogue. Its one caller reads the page above now.
drop function catalogue_product_live(integer, text, text, integer);
