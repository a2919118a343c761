import { defineBlock } from './define.ts';
import { group, i18n, image, int, list } from './fields.ts';
import { ALT_TEXT_MAX_LENGTH, BORDER_RADIUS, IMAGE_ASPECT_RATIO, IMAGE_TEXT_MAX_ITEMS } from '../limits.ts';

/** Cards of a picture, a title and a text; a picture opens the preview dialog over all the cards' pictures. */
export const imageTextCardBlock = defineBlock('imageTextCard', 1, {
  title: { zh_HK: '圖文卡片', zh_CN: '图文卡片', en: 'Image-text cards' },
  schema: group({
    cards: list(group({ img: image(), alt: i18n(ALT_TEXT_MAX_LENGTH), title: i18n(80), text: i18n(400, {}, { multiline: true }) }), IMAGE_TEXT_MAX_ITEMS),
    aspectRatio: int({ ...IMAGE_ASPECT_RATIO, default: 75 }, '%'),
    borderRadius: int(BORDER_RADIUS, 'px'),
  }),
});
