import { defineBlock } from './define.ts';
import { color, group, i18n, int, link, list, text } from './fields.ts';
import { BREADCRUMB_MAX_ITEMS, BREADCRUMB_SEPARATOR_MAX_LENGTH, BREADCRUMB_TITLE_MAX_LENGTH, FONT_SIZE } from '../limits.ts';

/** A trail of at most four links; the last item is the current page. */
export const breadcrumbBlock = defineBlock('breadcrumb', 1, {
  title: { zh_HK: '麵包屑', zh_CN: '面包屑', en: 'Breadcrumb' },
  schema: group({
    items: list(group({ title: i18n(BREADCRUMB_TITLE_MAX_LENGTH), link: link() }), BREADCRUMB_MAX_ITEMS),
    separator: text(BREADCRUMB_SEPARATOR_MAX_LENGTH, '/'),
    fontSize: int(FONT_SIZE, 'px'),
    color: color('#5f6170'),
    activeColor: color('#00053e'),
  }),
});
