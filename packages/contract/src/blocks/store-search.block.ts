import { defineBlock } from './define.ts';
import { group, i18n, image, link } from './fields.ts';

/** Store search (blocks §2): top area and district → the store list page with topAreaId and childAreaId. */
export const storeSearchBlock = defineBlock('storeSearch', 1, {
  title: { zh_HK: '分店搜尋', zh_CN: '分店搜寻', en: 'Shop search' },
  schema: group({
    title: i18n(80, { zh_HK: '尋找分店', zh_CN: '寻找分店', en: 'Find a shop' }),
    imageUrl: image(),
    storeListLink: link(),
  }),
});
