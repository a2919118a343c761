import { defineBlock } from './define.ts';
import { group, i18n, int, list, refTo } from './fields.ts';
import { CATEGORY_ENTRIES_MAX, DB_ID } from '../limits.ts';

/** Entries into product categories: picture and live category name, linking to the category's list. */
export const categoryEntriesBlock = defineBlock('categoryEntries', 1, {
  title: { zh_HK: '商品分類入口', zh_CN: '商品分类入口', en: 'Category entries' },
  schema: group({
    title: i18n(60),
    categoryIds: list(refTo('category', int(DB_ID)), CATEGORY_ENTRIES_MAX),
  }),
});
