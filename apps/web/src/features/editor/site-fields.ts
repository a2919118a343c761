import {
  bool,
  choice,
  color,
  group,
  i18n,
  image,
  int,
  keepingInts,
  link,
  list,
  text,
  FOOTER_COLUMN_MAX_ITEMS,
  HEADER_MENU_MAX_ITEMS,
  HEADER_SUBMENU_MAX_ITEMS,
  IMAGE,
  ONLINE_MENU_MAX_ITEMS,
  socialKinds,
} from '@shop/contract';

/**
 * The controls of the site settings and menus, described with the same field builders as block settings
 * (so the same generated controls edit them) and bounded by the same named limits. The server still
 * checks what is saved against the zod schemas of `pages.calls.ts` and `menus.ts`.
 */
export const siteSettingsFields = (pageCodes: string[]) => {
  const page = choice(['', ...pageCodes] as const, '');
  return group({
    siteName: i18n(80),
    logo: image(),
    homePageCode: page,
    onlineHomePageCode: page,
    membershipHomePageCode: page,
    officialBaseUrl: text(512),
    eshopBaseUrl: text(512),
    membershipBaseUrl: text(512),
    commonBigImgScale: int(IMAGE.SCALE, 'px'),
    commonSmallImgScale: int({ ...IMAGE.SCALE, default: IMAGE.COMMON_SMALL }, 'px'),
  });
};

/** What a menu item carries for its link besides the link itself (contract `menuLeafSchema`): kept as stored. */
export const MENU_LINK_KEYS = ['jewelleryParamId', 'jewelleryParamSelectionId', 'jewelleryParamType', 'categoryId'] as const;
const leaf = keepingInts(group({ title: i18n(60), link: link() }), MENU_LINK_KEYS);
const groupItem = keepingInts(group({ title: i18n(60), link: link(), children: list(leaf, HEADER_SUBMENU_MAX_ITEMS) }), MENU_LINK_KEYS);
const menuItem = (max: number) =>
  list(
    keepingInts(
      group({
        title: i18n(60),
        link: link(),
        special: choice(['none', 'login', 'logout', 'language'] as const, 'none'),
        children: list(groupItem, HEADER_SUBMENU_MAX_ITEMS),
      }),
      MENU_LINK_KEYS,
    ),
    max,
  );

export const menuFields = {
  header: menuItem(HEADER_MENU_MAX_ITEMS),
  online: menuItem(ONLINE_MENU_MAX_ITEMS),
  club: menuItem(ONLINE_MENU_MAX_ITEMS),
  footer: group({
    logo: image(),
    backgroundColor: color('#00053e'),
    columns: list(group({ title: i18n(40), links: list(leaf, FOOTER_COLUMN_MAX_ITEMS) }), 4),
    social: list(
      group({ kind: choice(socialKinds, 'facebook'), link: link(), popupImage: image(), popupKind: choice(['image', 'qr'] as const, 'image') }),
      socialKinds.length,
    ),
    copyright: i18n(200),
  }),
  cornerBanner: group({ enabled: bool(true), text: i18n(20), link: link(), backgroundColor: color('#c9a96e'), color: color('#00053e') }),
  drawerSpecial: leaf,
} as const;
export type MenuArea = keyof typeof menuFields;
