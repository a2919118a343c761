import { defineBlock } from './define.ts';
import { choice, group, link } from './fields.ts';

/** Store detail (blocks §2): reads storeId; hours, contacts, picture and a Google / Baidu map at zoom 17. */
export const storeDetailBlock = defineBlock('storeDetail', 1, {
  title: { zh_HK: '分店詳情', zh_CN: '分店详情', en: 'Shop detail' },
  schema: group({
    storeListLink: link(),
    defaultMap: choice(['google', 'baidu'] as const, 'google'),
  }),
});
