import { defineBlock } from './define.ts';
import { group, i18n, image, link } from './fields.ts';

/** Watch block: a featured watch picture with text and a link to its detail page. */
export const watchBlock = defineBlock({
  type: 'watch',
  version: 1,
  title: { zh_HK: '腕錶', zh_CN: '腕表', en: 'Watch' },
  schema: group({
    img: image(),
    title: i18n(80),
    description: i18n(400, {}, { multiline: true }),
    buttonText: i18n(40, { zh_HK: '了解更多', zh_CN: '了解更多', en: 'Discover' }),
    detailLink: link(),
  }),
});
