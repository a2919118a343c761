import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type Goods } from '@shop/contract';
import { catalogueQueries } from '../../lib/catalogue.ts';
import { ProductGrid } from '../../components/ui/product-card/ProductCard.tsx';
import { currentLangOf } from '../lang.ts';
import type { BlockRendererProps } from '../types.ts';
import './featured-products.css';
import './strings.ts';

/**
 * Featured / latest products (blocks §2, §9): the hand-picked goods, or the newest goods on sale (page 1,
 * newest first, goodsDisplayQty of them), as product cards 4 per row above 960 px, else 2.
 */
export function FeaturedProductsBlock({ props }: BlockRendererProps<'featuredProducts'>) {
  const { t, i18n } = useTranslation('productBlocks');
  const lang = currentLangOf(i18n.language);
  const picked = props.productList.map((p) => p.goodsId).filter((id) => id > 0);
  const qty = props.goodsDisplayQty;
  const latest = useQuery({
    ...catalogueQueries.goodsPage({ orderBy: props.orderBy, isAsc: false, pageNo: 1, pageSize: qty, ...(props.tag ? { tag: props.tag } : {}) }),
    enabled: picked.length === 0,
  });
  const chosen = useQuery({ ...catalogueQueries.spusByIds(picked), enabled: picked.length > 0 });
  const goods: Goods[] | undefined = picked.length ? chosen.data?.slice(0, qty) : latest.data?.items;
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
      {goods ? (
        goods.length ? <ProductGrid goods={goods} /> : <p className="featured__empty">{t('noProducts')}</p>
      ) : (
        <div className="featured__loading" style={{ minHeight: qty > 2 ? 720 : 360 }} aria-busy="true" />
      )}
    </section>
  );
}
