-- Each product's answer JSON kept by the catalogue's writes (issue 41's uncached reads, issue 42's first
-- search of a fresh server; decision 610). Building a page of 20 goods from their rows was most of an
-- uncached search's cost: the database writing their rows as JSON (2–4 ms at 100k goods), the API parsing
-- it, building three-language objects and serialising them again. Most of a product's JSON changes only
-- when the product is edited, so it is kept here as text, and a read copies it.
--
-- `template` is the product's wire JSON (what JSON.stringify of the built goods gives, in the contract's key
-- order) with a marker in place of every value that moves on its own: a sku's price, original price, status,
-- stock and by-weight breakdown, and the product's status, sales and the figures derived from its skus
-- (lowest / highest price, stock, sold out). A read fills them from `catalogue_goods_live`, which reads
-- them now (prices through `skus_now()`, so a new gold rate writes nothing here; stock of the one shop).
--
-- `gen` counts the product's changes that the template shows (its texts, pictures, brand, category, skus'
-- codes, pictures, attributes and order, its labels, and the names of labels and attributes). A change sets
-- the template to null and moves `gen` on, in the writer's own transaction (the triggers below), so no
-- writer has to remember this table. The first read after a change builds the product the old way and
-- keeps the template only if `gen` has not moved since it read it: a build that raced an edit is not kept.

-- owner: catalogue.
create table goods_wire (
  spu_id integer primary key references spus(id) on delete cascade,
  gen integer not null default 1,
  template text
);
insert into goods_wire (spu_id) select id from spus;
-- The products still to build (the start's one pass over them, goods-wire-backfill.ts): none, once built.
create index goods_wire_missing_idx on goods_wire (spu_id) where template is null;

-- owner: catalogue. These products' templates are out of date.
create function goods_wire_stale(ids integer[]) returns void language sql as $$
  update goods_wire set gen = gen + 1, template = null where spu_id = any(ids)
$$;

-- owner: catalogue. Rows added or removed, for the statement triggers below (each names its transition table
-- `new_rows` or `old_rows` and says which): 'new products' get their row (no template yet); 'new' (skus added,
-- labels linked) and 'old' (skus removed, labels unlinked) make their products' templates out of date.
create function goods_wire_rows_changed() returns trigger language plpgsql as $$
begin
  case tg_argv[0]
    when 'new products' then insert into goods_wire (spu_id) select id from new_rows on conflict do nothing;
    when 'new' then perform goods_wire_stale(array(select distinct spu_id from new_rows));
    when 'old' then perform goods_wire_stale(array(select distinct spu_id from old_rows));
  end case;
  return null;
end $$;
create trigger goods_wire_spus_insert after insert on spus referencing new table as new_rows
  for each statement execute function goods_wire_rows_changed('new products');
create trigger goods_wire_skus_insert after insert on skus referencing new table as new_rows
  for each statement execute function goods_wire_rows_changed('new');
create trigger goods_wire_skus_delete after delete on skus referencing old table as old_rows
  for each statement execute function goods_wire_rows_changed('old');
create trigger goods_wire_spu_labels_insert after insert on spu_labels referencing new table as new_rows
  for each statement execute function goods_wire_rows_changed('new');
create trigger goods_wire_spu_labels_delete after delete on spu_labels referencing old table as old_rows
  for each statement execute function goods_wire_rows_changed('old');

-- owner: catalogue. A product's shown columns changed (not its status, sales, stock or search columns: those
-- are read live or not shown). Statement-level: transition tables rule out a column list.
create function goods_wire_spus_update() returns trigger language plpgsql as $$
begin
  perform goods_wire_stale(array(
    select n.id from new_spus n join old_spus o on o.id = n.id
     where (n.merchant_code, n.category_id, n.brand, n.title, n.name, n.introduction, n.img, n.img_list, n.hot_sales, n.created_at)
           is distinct from (o.merchant_code, o.category_id, o.brand, o.title, o.name, o.introduction, o.img, o.img_list, o.hot_sales, o.created_at)));
  return null;
end $$;
create trigger goods_wire_spus_update after update on spus referencing old table as old_spus new table as new_spus
  for each statement execute function goods_wire_spus_update();

-- owner: catalogue. A sku's shown columns changed (not its price, status or by-weight rule: read live). A sku
-- moved to another product changes both.
create function goods_wire_skus_update() returns trigger language plpgsql as $$
begin
  perform goods_wire_stale(array(
    select x.spu_id from new_skus n join old_skus o on o.id = n.id,
           lateral (values (n.spu_id), (o.spu_id)) x(spu_id)
     where (n.spu_id, n.sku_code, n.img, n.img_list, n.selection_ids, n.sort)
           is distinct from (o.spu_id, o.sku_code, o.img, o.img_list, o.selection_ids, o.sort)));
  return null;
end $$;
create trigger goods_wire_skus_update after update on skus referencing old table as old_skus new table as new_skus
  for each statement execute function goods_wire_skus_update();

-- owner: catalogue. A label's name, colours, code or order changed: every product showing it. (A deleted
-- label's links go by their own delete.)
create function goods_wire_labels_update() returns trigger language plpgsql as $$
begin
  perform goods_wire_stale(array(
    select distinct l.spu_id from spu_labels l join new_labels n on n.id = l.label_id join old_labels o on o.id = n.id
     where (n.code, n.name, n.font_color, n.bg_color, n.sort) is distinct from (o.code, o.name, o.font_color, o.bg_color, o.sort)));
  return null;
end $$;
create trigger goods_wire_labels_update after update on labels referencing old table as old_labels new table as new_labels
  for each statement execute function goods_wire_labels_update();

-- owner: catalogue. An attribute's or a selection's name, code, colour or order changed, or a selection went:
-- every product with a sku of one of these selections (rare back-office edits; a scan of the skus is fine).
create function goods_wire_stale_selections(ids integer[]) returns void language sql as $$
  select goods_wire_stale(array(select distinct k.spu_id from skus k where k.selection_ids && ids))
$$;
create function goods_wire_attributes_update() returns trigger language plpgsql as $$
begin
  perform goods_wire_stale_selections(array(
    select s.id from attribute_selections s join new_attributes n on n.id = s.attribute_id join old_attributes o on o.id = n.id
     where (n.code, n.name, n.sort) is distinct from (o.code, o.name, o.sort)));
  return null;
end $$;
create trigger goods_wire_attributes_update after update on attributes referencing old table as old_attributes new table as new_attributes
  for each statement execute function goods_wire_attributes_update();
create function goods_wire_selections_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform goods_wire_stale_selections(array(select id from old_selections));
  else
    perform goods_wire_stale_selections(array(
      select n.id from new_selections n join old_selections o on o.id = n.id
       where (n.attribute_id, n.name, n.color_number, n.sort) is distinct from (o.attribute_id, o.name, o.color_number, o.sort)));
  end if;
  return null;
end $$;
create trigger goods_wire_selections_update after update on attribute_selections referencing old table as old_selections new table as new_selections
  for each statement execute function goods_wire_selections_changed();
create trigger goods_wire_selections_delete after delete on attribute_selections referencing old table as old_selections
  for each statement execute function goods_wire_selections_changed();

-- owner: catalogue. What a read fills a template with, now: per product of the merchant (in no order), its
-- template (null when out of date) and the `gen` it is for, its status and sales, and its skus in the order
-- goods show them as [id, price, original price, status, stock in `store`, by-weight rule, quote].
-- PL/pgSQL, like catalogue_goods_rows (decision 563): its statement's plan is kept per connection. As a
-- `language sql` function it was inlined into each call and planned again every time (about 1 ms at 100k
-- goods, more than the read itself).
create function catalogue_goods_live(ids integer[], merchant text, store text)
returns table (id integer, gen integer, template text, status text, sales integer, skus json)
language plpgsql stable as $$
#variable_conflict use_column
begin
  return query
  select s.id, w.gen, w.template, s.status, s.sales,
         coalesce((select json_agg(json_build_array(k.id, k.price, k.original_price, k.status, coalesce(st.qty, 0), k.weight_pricing, k.weight_quote)
                                   order by k.sort, k.id)
                     from skus_now() k left join sku_stocks st on st.sku_id = k.id and st.store_code = store
                    where k.spu_id = s.id), '[]'::json)
    from spus s join goods_wire w on w.spu_id = s.id
   where s.id = any(ids) and s.merchant_code = merchant;
end $$;
