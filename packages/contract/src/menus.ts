import { z } from 'zod';
import { i18nTextSchema, linkTargetSchema } from './schemas.ts';
import { HEADER_MENU_MAX_ITEMS, HEADER_SUBMENU_MAX_ITEMS, FOOTER_COLUMN_MAX_ITEMS, ONLINE_MENU_MAX_ITEMS } from './limits.ts';

/**
 * Site menus, part of the app's configuration (served by getAppFull). Three levels at most: a main item,
 * its second-level groups, and their leaf links (blocks §2 header and navigation).
 */
export const menuLeafSchema = z.object({
  title: i18nTextSchema,
  link: linkTargetSchema,
  /** A jewellery list link carries its parameter query (blocks §3 menu item). */
  jewelleryParamId: z.int().optional(),
  jewelleryParamSelectionId: z.int().optional(),
  jewelleryParamType: z.int().optional(),
  /** Category sub-options whose names are replaced by live category names (core §2). */
  categoryId: z.int().optional(),
});

export const menuGroupSchema = menuLeafSchema.extend({
  children: z.array(menuLeafSchema).max(HEADER_SUBMENU_MAX_ITEMS).default([]),
});
export const menuItemSchema = menuLeafSchema.extend({
  children: z.array(menuGroupSchema).max(HEADER_SUBMENU_MAX_ITEMS).default([]),
  /** Special entries: login / my account / logout, and the language choice in the mobile drawer. */
  special: z.enum(['none', 'login', 'logout', 'language']).default('none'),
});
export type MenuLeaf = z.infer<typeof menuLeafSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;

export const socialKinds = ['facebook', 'instagram', 'wechat', 'weibo', 'tianmao', 'taobao', 'jingdong', 'tiktok', 'yamaxun'] as const;

export const footerSchema = z.object({
  logo: z.string().max(512),
  backgroundColor: z.string().max(32).default('#00053e'),
  columns: z.array(z.object({ title: i18nTextSchema, links: z.array(menuLeafSchema).max(FOOTER_COLUMN_MAX_ITEMS) })).max(4),
  social: z.array(
    z.object({
      kind: z.enum(socialKinds),
      link: linkTargetSchema,
      /** An image or QR code shown in a popup instead of following a link (WeChat, say). */
      popupImage: z.string().max(512).optional(),
      /** What the popup shows, for its caption: a picture or a code to scan. */
      popupKind: z.enum(['image', 'qr']).optional(),
    }),
  ),
  copyright: i18nTextSchema,
});
export type Footer = z.infer<typeof footerSchema>;

export const cornerBannerSchema = z.object({
  enabled: z.boolean(),
  text: i18nTextSchema,
  link: linkTargetSchema,
  backgroundColor: z.string().max(32),
  color: z.string().max(32),
});
export type CornerBannerSettings = z.infer<typeof cornerBannerSchema>;

export const menusSchema = z.object({
  header: z.array(menuItemSchema).max(HEADER_MENU_MAX_ITEMS),
  online: z.array(menuItemSchema).max(ONLINE_MENU_MAX_ITEMS),
  club: z.array(menuItemSchema).max(ONLINE_MENU_MAX_ITEMS),
  footer: footerSchema,
  /** An optional highlighted entry at the top of the mobile drawer (a promotion, say). */
  drawerSpecial: menuLeafSchema.optional(),
  /** The desktop corner banner (core §2 page shell); without one, the built-in entry to the online shop. */
  cornerBanner: cornerBannerSchema.optional(),
});
export type Menus = z.infer<typeof menusSchema>;
