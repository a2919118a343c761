import { defineBlock } from './define.ts';
import { choice, group, i18n, image, link, list } from './fields.ts';
import { ALT_TEXT_MAX_LENGTH, IMAGE_TEXT_MAX_ITEMS } from '../limits.ts';

/** Pictures with text: mode1 alternating rows, mode2 compact rows, mode3 two cards a row (48 %). */
export const imageTextListBlock = defineBlock('imageTextList', 1, {
  title: { zh_HK: '圖文列表', zh_CN: '图文列表', en: 'Image-text list' },
  schema: group({
    title: i18n(80),
    mode: choice(['mode1', 'mode2', 'mode3'] as const, 'mode1'),
    items: list(
      group({ img: image(), alt: i18n(ALT_TEXT_MAX_LENGTH), title: i18n(80), text: i18n(600, {}, { multiline: true }), link: link() }),
      IMAGE_TEXT_MAX_ITEMS,
    ),
  }),
});
