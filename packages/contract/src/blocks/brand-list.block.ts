import { defineBlock } from './define.ts';
import { group, i18n, link } from './fields.ts';

/** Brand list (blocks §2): letter filter with All brands; a brand opens `detailLink` with brandId. */
export const brandListBlock = defineBlock('brandList', 1, {
  title: { zh_HK: '品牌列表', zh_CN: '品牌列表', en: 'Brand list' },
  schema: group({
    title: i18n(80, { zh_HK: '腕錶品牌', zh_CN: '腕表品牌', en: 'Watch brands' }),
    detailLink: link(),
  }),
});
