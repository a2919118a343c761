/**
 * The cart icon marks itself with this attribute; the add-to-cart animation (fly.ts, loaded when first
 * needed) flies to it. A file of its own so that the store and the animation do not import each other.
 */
export const CART_ICON_ATTR = 'data-cart-icon';
