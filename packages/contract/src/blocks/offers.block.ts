import { defineBlock } from './define.ts';
import { color, group, i18n, list } from './fields.ts';
import { i18nImage } from './official-fields.ts';
import { OFFERS_MAX_ITEMS } from '../limits.ts';

/** An accordion of offers, each drawer opening on its own (blocks §2 offers). */
export const offersBlock = defineBlock('offers', 1, {
  title: { zh_HK: '優惠', zh_CN: '优惠', en: 'Offers' },
  schema: group({
    title: i18n(80),
    accentColor: color('#c9a96e'),
    offers: list(
      group({
        name: i18n(120),
        date: i18n(120),
        description: i18n(2000, {}, { multiline: true }),
        method: i18n(2000, {}, { multiline: true }),
        terms: i18n(4000, {}, { multiline: true }),
        src: i18nImage(),
      }),
      OFFERS_MAX_ITEMS,
    ),
  }),
});
