import type { ComponentType } from 'react';

/**
 * The shell's optional menus, provided by features: the online-shop bar (search, wishlist, cart) and the
 * club menu. A slot left null is simply not shown.
 */
export const ONLINE_MENU: ComponentType | null = null;
export const CLUB_MENU: ComponentType | null = null;
