import type { ComponentType } from 'react';

/**
 * The shell's optional menus, provided by features: the online-shop bar (search, wishlist, cart) and the
 * club menu. A slot left null is simply not shown.
 */
export const ONLINE_MENU: ComponentType | null = null;
export const CLUB_MENU: ComponentType | null = null;

/**
 * The member entry of the header (Login, or My Account and Logout), provided by the members feature.
 * The header shows it where those entries go; the mobile drawer adds its own Login entry when no
 * member token is held and shows this component when one is.
 */
export const MEMBER_ENTRY: ComponentType | null = null;
