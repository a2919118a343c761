import { defineBlock } from './define.ts';
import { group, int, link } from './fields.ts';
import { ARTICLE_SUBTITLE_FONT, ARTICLE_TITLE_FONT } from '../limits.ts';

/** Article detail (blocks §2): reads articleId and articleIdList from the address. */
export const articleDetailBlock = defineBlock('articleDetail', 1, {
  title: { zh_HK: '文章詳情', zh_CN: '文章详情', en: 'Article detail' },
  schema: group({
    /** "Back to Index" goes here. */
    articlePageLink: link(),
    titleFontSize: int(ARTICLE_TITLE_FONT, 'px'),
    subtitleFontSize: int(ARTICLE_SUBTITLE_FONT, 'px'),
  }),
});
