import { defineBlock } from './define.ts';
import { bool, choice, group, i18n, image, link, list, refTo, text } from './fields.ts';
import { ARTICLE_CARDS_MAX, ARTICLE_LABEL_MAX_LENGTH } from '../limits.ts';

/**
 * Article list (blocks §2): cards chosen by article id or by label (articleId "*" = every article of the
 * label), an optional year filter, template mode 2 (large cards) or 3 (compact rows).
 */
export const articleListBlock = defineBlock('articleList', 2, {
  title: { zh_HK: '文章列表', zh_CN: '文章列表', en: 'Article list' },
  schema: group({
    cardName: i18n(80),
    showArticleFilter: bool(true),
    templateMode: choice([2, 3] as const, 2),
    articleDetailLink: link(),
    articleCard: list(
      group({
        /** An article id, or "*" for every article of `articleLabelName`. */
        articleId: refTo('article', text(12)),
        articleLabelName: text(ARTICLE_LABEL_MAX_LENGTH),
        imgPath: image(),
      }),
      ARTICLE_CARDS_MAX,
    ),
  }),
  migrations: {
    // Version 1 kept a comma-separated `articleIds` string and a single `label`; version 2 lists cards.
    1: ({ articleIds, label, ...rest }) => {
      const ids =
        typeof articleIds === 'string'
          ? articleIds
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [];
      const cards = ids.map((articleId) => ({ articleId, articleLabelName: '' }));
      if (typeof label === 'string' && label) cards.push({ articleId: '*', articleLabelName: label });
      return { ...rest, articleCard: cards };
    },
  },
});
