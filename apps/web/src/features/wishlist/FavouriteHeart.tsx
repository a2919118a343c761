import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWishlist, useWishlistActions } from '../../lib/cart/store.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { Heart } from './WishlistIcon.tsx';
import './wishlist.css';

/** The favourite heart of product cards and the product page: filled when collected; toggles by spuId (core §4). */
export function FavouriteHeart({ spuId, size = 20 }: { spuId: number; size?: number }) {
  const { t } = useTranslation('wishlist');
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const collected = wishlist.has(spuId);
  const toggle = async () => {
    setBusy(true);
    try {
      await actions.toggle(spuId);
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="favourite-heart"
      aria-pressed={collected}
      aria-label={collected ? t('remove') : t('add')}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="favourite-heart"
    >
      <Heart filled={collected} size={size} />
    </button>
  );
}
