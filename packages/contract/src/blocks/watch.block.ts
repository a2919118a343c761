import { defineBlock } from './define.ts';
import { group, i18n, image, link } from './fields.ts';
import { ALT_TEXT_MAX_LENGTH } from '../limits.ts';

/** Watch block: a featured watch picture with text and a link to its detail page. */
export const watchBlock = defineBlock('watch', 1, {
  title: { zh_HK: '腕錶', zh_CN: '腕表', en: 'Watch' },
  schema: group({
    img: image(),
    /** The picture's description for screen readers; the watch's name when left empty. */
    alt: i18n(ALT_TEXT_MAX_LENGTH),
    title: i18n(80),
    description: i18n(400, {}, { multiline: true }),
    buttonText: i18n(40, { zh_HK: '了解更多', zh_CN: '了解更多', en: 'Discover' }),
    detailLink: link(),
  }),
});
