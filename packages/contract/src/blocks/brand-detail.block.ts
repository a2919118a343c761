import { defineBlock } from './define.ts';
import { group, link } from './fields.ts';

/** Brand detail (blocks §2): reads brandId; Next Brand, watches or the brand's own site, shops selling it. */
export const brandDetailBlock = defineBlock('brandDetail', 1, {
  title: { zh_HK: '品牌詳情', zh_CN: '品牌详情', en: 'Brand detail' },
  schema: group({
    brandListLink: link(),
    storeDetailLink: link(),
  }),
});
