import { createContext, type ComponentType } from 'react';

/**
 * Slots the app fills on product cards. `Favourite` is the wishlist heart (blocks §2): it comes with the
 * cart and wishlist work; until then no heart is drawn.
 */
export const ProductCardSlots = createContext<{ Favourite: ComponentType<{ spuId: number }> | null }>({ Favourite: null });
