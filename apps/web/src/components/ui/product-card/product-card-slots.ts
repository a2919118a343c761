import { createContext, type ComponentType } from 'react';
import type { Goods, Sku } from '@shop/contract';

/**
 * Slots the app fills on product cards and the product page. `Favourite` is the wishlist heart (blocks
 * §2); `Purchase` the quantity and add-to-cart control of the product page, given the sku the visitor's
 * choices select (`complete` once every option is chosen) and `pickupQty`, the most units one shop holds
 * for pick-up (decision 265). Null: not drawn.
 */
export const ProductCardSlots = createContext<{
  Favourite: ComponentType<{ spuId: number }> | null;
  Purchase?: ComponentType<{ goods: Goods; sku: Sku | null; complete: boolean; pickupQty?: number }> | null;
}>({ Favourite: null });
