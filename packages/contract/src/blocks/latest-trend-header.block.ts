import { defineBlock } from './define.ts';
import { color, group, i18n, int, link } from './fields.ts';
import { FONT_SIZE } from '../limits.ts';

/** A section heading: a centred title and a smaller right-hand link, each optionally linked. */
export const latestTrendHeaderBlock = defineBlock('latestTrendHeader', 1, {
  title: { zh_HK: '潮流標題', zh_CN: '潮流标题', en: 'Latest-trend header' },
  schema: group({
    centerTitle: i18n(60),
    centerLink: link(),
    rightTitle: i18n(40),
    rightLink: link(),
    fontSize: int({ ...FONT_SIZE, default: 26 }, 'px'),
    color: color('#00053e'),
  }),
});
