import { defineBlock } from './define.ts';
import { group, i18n, link } from './fields.ts';

/** Store list (blocks §2): All Branches plus areas; each card opens `detailLink` with storeId. */
export const storeListBlock = defineBlock('storeList', 1, {
  title: { zh_HK: '分店列表', zh_CN: '分店列表', en: 'Shop list' },
  schema: group({
    title: i18n(80, { zh_HK: '分店位置', zh_CN: '分店位置', en: 'Our shops' }),
    detailLink: link(),
  }),
});
