import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import './strings.ts';
import { useWishlist } from '../../lib/cart/store.ts';
import './wishlist.css';

/** The wishlist icon of the online bar: filled when any product is collected, with the count. */
export function WishlistIcon() {
  const { t } = useTranslation('wishlist');
  const { spuIds } = useWishlist();
  const filled = spuIds.length > 0;
  return (
    <Link to="/wishlist" className="wishlist-icon" aria-label={t('wishlistWithCount', { count: spuIds.length })} data-filled={filled}>
      <Heart filled={filled} />
      {filled && (
        <span className="wishlist-icon__count" aria-hidden="true" data-testid="wishlist-count">
          {spuIds.length > 99 ? '99+' : spuIds.length}
        </span>
      )}
    </Link>
  );
}

export const Heart = ({ filled, size = 22 }: { filled: boolean; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.6} aria-hidden="true">
    <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />
  </svg>
);
