import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { wireText } from '@shop/contract';
import { useWishlist, useWishlistActions } from '../../lib/cart/store.ts';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { ProductCard } from '../../components/ui/product-card/ProductCard.tsx';
import { useWishlistGoods } from './api/list-spu-by-ids.ts';
import './wishlist.css';

/** /wishlist: the collected products as cards, each with remove. */
export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const { spuIds, isLoading } = useWishlist();
  const actions = useWishlistActions();
  const goods = useWishlistGoods(spuIds);
  const lang = currentLang();
  const shown = (goods.data ?? []).filter((g) => spuIds.includes(g.id));
  const remove = async (spuId: number) => {
    try {
      await actions.remove(spuId);
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };
  return (
    <div className="wishlist-page container">
      <h1 className="wishlist-page__title">{t('wishlist')}</h1>
      {isLoading || (spuIds.length > 0 && goods.isPending) ? (
        <div className="wishlist-page__skeleton" aria-busy="true" />
      ) : goods.isError ? (
        <p role="alert">{errorMessage(goods.error, t)}</p>
      ) : spuIds.length === 0 ? (
        <div className="wishlist-page__empty">
          <p data-testid="wishlist-empty">{t('empty')}</p>
          <Link to="/" className="ui-button ui-button--ghost">
            {t('continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          <p className="wishlist-page__viewing">
            <Link
              to={`/bookViewing?spu=${shown
                .slice(0, 5)
                .map((g) => g.id)
                .join(',')}`}
              data-testid="wishlist-book-viewing"
            >
              {t('bookViewing')}
            </Link>
          </p>
          <ul className="wishlist-grid">
            {shown.map((g, i) => (
              <li key={g.id} data-testid="wishlist-item">
                <ProductCard goods={g} eager={i < 4} headingLevel={2} />
                <button
                  type="button"
                  className="wishlist-grid__remove"
                  aria-label={t('removeItem', { title: wireText(g, 'name', lang) })}
                  onClick={() => void remove(g.id)}
                >
                  {t('removeShort')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
