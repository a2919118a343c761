import { defineBlock } from './define.ts';
import { bool, choice, color, group, i18n, int, link, list } from './fields.ts';
import { ALIGNMENTS, FONT_SIZE, PAGE_TAB_MAX_ITEMS, TAB_NAME_MAX_LENGTH } from '../limits.ts';

/** Tabs that each open a page (by page code); the one flagged isCurrentPage starts active. */
export const pageTabBlock = defineBlock('pageTab', 1, {
  title: { zh_HK: '頁面標籤', zh_CN: '页面标签', en: 'Page tabs' },
  schema: group({
    tabList: list(group({ tabName: i18n(TAB_NAME_MAX_LENGTH), pageLink: link(), isCurrentPage: bool(false) }), PAGE_TAB_MAX_ITEMS),
    fontSize: int(FONT_SIZE, 'px'),
    color: color('#5f6170'),
    activeColor: color('#00053e'),
    align: choice(ALIGNMENTS, 'center'),
  }),
});
