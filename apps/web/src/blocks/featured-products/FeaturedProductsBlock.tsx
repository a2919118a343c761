import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/links.tsx';
import { pickText, type Goods } from '@shop/contract';
import { catalogueQueries } from '../../lib/catalogue.ts';
import { ProductGrid } from '../../components/ui/product-card/ProductCard.tsx';
import { currentLangOf } from '../lang.ts';
import type { BlockRendererProps } from '../types.ts';
import './featured-products.css';
import './strings.ts';

type Tab = 'main' | 'hot';

/**
 * Which goods a tab shows (blocks §3 featured block): the main tab the picked goods (or the newest);
 * the hot-sales tab the picked goods flagged `isShowHotSalesTab`, or the best sellers when none is.
 */
export function featuredSource(props: { productList: { goodsId: number; isShowHotSalesTab: boolean }[]; orderBy: 'gmt_create' | 'sales' }, tab: Tab) {
  const picked = props.productList.filter((p) => p.goodsId > 0);
  if (tab === 'main') return picked.length ? { ids: picked.map((p) => p.goodsId) } : { orderBy: props.orderBy };
  const hot = picked.filter((p) => p.isShowHotSalesTab).map((p) => p.goodsId);
  return hot.length ? { ids: hot } : { orderBy: 'sales' as const };
}

/**
 * Featured / latest products (blocks §2, §9): the hand-picked goods, or the newest goods on sale (page 1,
 * newest first, goodsDisplayQty of them), as product cards 4 per row above 960 px, else 2. With
 * `isShowHotSalesTab` a second tab lists the hot sellers.
 */
export function FeaturedProductsBlock({ props }: BlockRendererProps<'featuredProducts'>) {
  const { t, i18n } = useTranslation('productBlocks');
  const lang = currentLangOf(i18n.language);
  const [tab, setTab] = useState<Tab>('main');
  const base = useId();
  const source = featuredSource(props, props.isShowHotSalesTab ? tab : 'main');
  const qty = props.goodsDisplayQty;
  const byOrder = useQuery({
    ...catalogueQueries.goodsPage({
      orderBy: 'orderBy' in source ? source.orderBy : 'gmt_create',
      isAsc: false,
      pageNo: 1,
      pageSize: qty,
      ...(props.tag ? { tag: props.tag } : {}),
    }),
    enabled: 'orderBy' in source,
  });
  const ids: number[] = 'ids' in source && source.ids ? source.ids : [];
  const chosen = useQuery({ ...catalogueQueries.spusByIds(ids), enabled: ids.length > 0 });
  const goods: Goods[] | undefined = ids.length ? chosen.data?.slice(0, qty) : byOrder.data?.items;
  const title = pickText(props.title, lang);
  const more = props.tag ? `/onlineProductCategory?tag=${encodeURIComponent(props.tag)}` : '/goodsList';
  return (
    <section className="featured container" aria-label={title || t('featured')}>
      {title && (
        <div className="featured__head">
          <h2 className="featured__title">{title}</h2>
          <Link to={more} className="featured__more">
            {t('viewAll')}
          </Link>
        </div>
      )}
      {props.isShowHotSalesTab && (
        <div className="featured__tabs" role="tablist">
          {(['main', 'hot'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`${base}-${k}`}
              aria-selected={tab === k}
              aria-controls={`${base}-panel`}
              className={`featured__tab${tab === k ? ' is-active' : ''}`}
              onClick={() => setTab(k)}
            >
              {k === 'main' ? (props.productList.some((p) => p.goodsId > 0) ? t('featured') : t('latestTab')) : t('hotSalesTab')}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${base}-panel`}
        role={props.isShowHotSalesTab ? 'tabpanel' : undefined}
        aria-labelledby={props.isShowHotSalesTab ? `${base}-${tab}` : undefined}
      >
        {goods ? (
          goods.length ? (
            <ProductGrid goods={goods} />
          ) : (
            <p className="featured__empty">{t('noProducts')}</p>
          )
        ) : (
          <div className="featured__loading" style={{ minHeight: qty > 2 ? 720 : 360 }} aria-busy="true" />
        )}
      </div>
    </section>
  );
}
