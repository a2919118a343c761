-- The goods' rows read a sku's price as served (decision 593): through skus_now(), so a by-weight sku shows the
-- newest rate's price. The rest is migration 1920's function unchanged.
create or replace function catalogue_goods_rows(ids int[], merchant text, store text) returns json
language plpgsql stable as $$
begin
  return (
    with sp as (select id, merchant_code, category_id, brand, title, name, introduction, img, img_list, status, hot_sales, sales, created_at
                from spus where id = any(ids) and merchant_code = merchant),
         sk as (select k.*, coalesce(st.qty, 0) as stock_qty from skus_now() k
                left join sku_stocks st on st.sku_id = k.id and st.store_code = store
                where k.spu_id in (select id from sp))
    select json_build_object(
      'spus', coalesce((select json_agg(json_build_object(
          'id', id, 'merchantCode', merchant_code, 'categoryId', category_id, 'brand', brand, 'title', title,
          'name', name, 'introduction', introduction, 'img', img, 'imgList', img_list, 'status', status,
          'hotSales', hot_sales, 'sales', sales, 'createdAt', created_at)) from sp), '[]'),
      'skus', coalesce((select json_agg(json_build_object(
          'id', id, 'spuId', spu_id, 'skuCode', sku_code, 'price', price, 'originalPrice', original_price,
          'img', img, 'imgList', img_list, 'status', status, 'selectionIds', selection_ids, 'stockQty', stock_qty,
          'weightPricing', weight_pricing, 'weightQuote', weight_quote)
          order by spu_id, sort, id) from sk), '[]'),
      'labels', coalesce((select json_agg(json_build_object(
          'spuId', sl.spu_id, 'id', l.id, 'code', l.code, 'name', l.name, 'fontColor', l.font_color, 'bgColor', l.bg_color)
          order by l.sort, l.id)
          from spu_labels sl join labels l on l.id = sl.label_id where sl.spu_id in (select id from sp)), '[]'),
      'selections', coalesce((select json_agg(json_build_object(
          'id', sel.id, 'attributeId', sel.attribute_id, 'attributeCode', a.code, 'attributeName', a.name,
          'attributeSort', a.sort, 'name', sel.name, 'colorNumber', sel.color_number, 'sort', sel.sort)
          order by a.sort, a.id, sel.sort, sel.id)
          from attribute_selections sel join attributes a on a.id = sel.attribute_id
          where sel.id in (select unnest(selection_ids) from sk)), '[]')
    ));
end $$;
