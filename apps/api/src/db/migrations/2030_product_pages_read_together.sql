-- The product pages read together (decision 621), their related goods as cards (decision 622).
--
-- Each uncached product page was its own statement (`catalogue_product_page`, decision 615): one round trip,
-- one wake of a database backend and one of the API, and the shop found again, for every page. Pages asked in
-- the same turn of the API's event loop are now read in one statement, and the goods they show are read once
-- however many of them show the same goods: products of one category show the same best sellers.

-- Related goods as cards (decision 622).
--
-- The product page answered its related goods as whole goods: every sku with its codes, pictures, stock list
-- and by-weight breakdown, every attribute, the introductions. A card shows a picture, labels, a name, a price
-- and the colours, so four related goods were 18 KB of a 22 KB answer. Each product now keeps its card's JSON
-- beside its goods' JSON, built, kept and emptied with it, and the product page reads the cards of its related
-- goods.

-- owner: catalogue. A product's card with markers for its moving values (`cardTemplateOf`); null exactly when
-- `template` is. Every template is built again by the start's pass (goods-wire-backfill.ts) with its card.
alter table goods_wire add column card text;
update goods_wire set template = null where template is not null;

-- owner: catalogue. These products' templates and cards are out of date.
create or replace function goods_wire_stale(ids integer[]) returns void language sql as $$
  update goods_wire set gen = gen + 1, template = null, card = null where spu_id = any(ids)
$$;

-- owner: catalogue. A category and its parents as the product page shows them, the top first: [{ id, title }].
-- Called by catalogue_product_pages, whose generic plans it shares (plan_cache_mode is set for the call).
create function catalogue_category_path(category integer, merchant text) returns json
language plpgsql stable as $$
begin
  return (
    with recursive up as (
      select c.id, c.parent_id, c.title, 0 as depth, array[c.id] as seen
        from categories c where c.id = category and c.merchant_code = merchant
      union all
      select c.id, c.parent_id, c.title, up.depth + 1, up.seen || c.id
        from up join categories c on c.id = up.parent_id
       where c.merchant_code = merchant and c.id <> all(up.seen))
    select coalesce(json_agg(json_build_object('id', up.id, 'title', up.title) order by up.depth desc), '[]') from up);
end $$;

-- owner: catalogue. The product pages of `products` (the merchant's; others have no row) in one statement: the
-- shop found as the shop resolver finds it (the code asked for among the merchant's shops; no code: its
-- online shop first in the shops' order), then one row per goods shown on any of the pages — each product and
-- its related goods (its category's best sellers on sale, at most `related`), each goods once — as
-- `catalogue_goods_live` answers them. A product's own row also holds its page: `asked` (its id), the related
-- goods' ids in order and its category's path. No shop: no row.
-- Each related goods comes as its card: `template` is on the rows of the products asked for (their pages
-- show their goods), `card` on the rows of goods a page shows as related (a product can be both).
create function catalogue_product_pages(products integer[], merchant text, store text, related integer)
returns table (asked integer, store_code text, related_ids integer[], path json, id integer, gen integer, template text, card text, status text, sales integer, skus json)
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
    with asked_pages as (
      select p.id as product,
             -- At most RELATED_GOODS_MAX (the contract's bound of `related`) as a literal: with the bound a
             -- parameter, the generic plan guessed a tenth of the category and walked every product on sale
             -- by sales instead of reading the first few of spus_related_idx (migration 1990).
             array(select b.id from (select r.id, r.sales from spus r
                                      where r.category_id = p.category_id and r.status = 'on' and r.merchant_code = merchant
                                        and r.id <> p.id
                                      order by r.sales desc, r.id desc limit 8) b
                    order by b.sales desc, b.id desc limit related) as rel,
             catalogue_category_path(p.category_id, merchant) as path
        from spus p where p.id = any(products) and p.merchant_code = merchant),
    shown as (select distinct unnest(asked_pages.rel) as id from asked_pages)
    select asked_pages.product, shop, asked_pages.rel, asked_pages.path, l.id, l.gen,
           case when asked_pages.product is not null then l.template end,
           case when shown.id is not null then (select w.card from goods_wire w where w.spu_id = l.id) end,
           l.status, l.sales, l.skus
      from catalogue_goods_live(array(select asked_pages.product from asked_pages union select shown.id from shown), merchant, shop) l
      left join asked_pages on asked_pages.product = l.id
      left join shown on shown.id = l.id;
end $$;

-- owner: catalogue. Replaced by catalogue_product_pages.
drop function catalogue_product_page(integer, text, text, integer);
drop function catalogue_product_live(integer, text, text, integer);
