import { OnlineNav } from '../../features/online-nav/OnlineNav.tsx';
import { WishlistIcon } from '../../features/wishlist/WishlistIcon.tsx';
import { CartIcon } from '../../features/cart/CartIcon.tsx';

/** The online-shop bar (catalogue) with the wishlist and cart entries (cart and wishlist) put in. */
export function OnlineMenu() {
  return <OnlineNav wishlistEntry={<WishlistIcon />} cartEntry={<CartIcon />} />;
}
