import { defineBlock } from './define.ts';
import { bool, choice, color, group, i18n, int, link, list } from './fields.ts';
import { i18nImage } from './official-fields.ts';
import { STORE_NOTICE_FONT_SIZE, STORE_NOTICE_FONT_WEIGHTS, STORE_NOTICE_HEIGHT, STORE_NOTICE_MAX_ITEMS, STORE_NOTICE_TEXT_MAX_LENGTH } from '../limits.ts';

/** A bar of short notices, or an image fixed on the page or popped when it opens (blocks §3, §4). */
export const storeNoticeBlock = defineBlock('storeNotice', 2, {
  title: { zh_HK: '店舖公告', zh_CN: '店铺公告', en: 'Store notices' },
  schema: group({
    contentMode: choice(['text_mode', 'img_mode'] as const, 'text_mode'),
    imgI18n: i18nImage(),
    imgPageLinkData: link(),
    imageDisplayType: choice(['fix_position', 'pop_whenOpenPage'] as const, 'fix_position'),
    storeNotices: list(group({ noticeI18n: i18n(STORE_NOTICE_TEXT_MAX_LENGTH), toPageData: link() }), STORE_NOTICE_MAX_ITEMS),
    textDisplayType: choice(['horizon', 'vertical', 'pop'] as const, 'horizon'),
    isStopOnMouseMove: bool(true),
    contentPosition: choice(['left', 'center', 'right'] as const, 'center'),
    height: int(STORE_NOTICE_HEIGHT, 'px'),
    fontSize: int(STORE_NOTICE_FONT_SIZE, 'px'),
    fontWeight: choice(STORE_NOTICE_FONT_WEIGHTS, 400),
    fontFamily: choice(['inherit', 'serif', 'sans-serif'] as const, 'inherit'),
    fontColor: color('#333333'),
    bgColor: color('#f7f3ea'),
    icon: choice(['none', 'bell', 'megaphone', 'star'] as const, 'bell'),
  }),
  migrations: {
    // Version 1 kept plain per-language strings under `notices` and called the horizontal mode `horizontal`.
    1: ({ notices, textDisplayType, ...rest }) => ({
      ...rest,
      ...(Array.isArray(notices) ? { storeNotices: notices.map((n) => ({ noticeI18n: n })) } : {}),
      textDisplayType: textDisplayType === 'horizontal' ? 'horizon' : textDisplayType,
    }),
  },
});
