import { defineBlock } from './define.ts';
import { choice, color, group, i18n, image, int, link, list } from './fields.ts';
import { ALT_TEXT_MAX_LENGTH, FONT_SIZE, IMAGE_MENU_MAX_ITEMS, IMAGE_MENU_ROWS, IMAGE_MENU_TITLE_MAX_LENGTH } from '../limits.ts';

/** Icons with captions, five per row in one or two rows, paged with dots and swipe (blocks §2, §9). */
export const imageTextMenuBlock = defineBlock('imageTextMenu', 1, {
  title: { zh_HK: '圖文導航', zh_CN: '图文导航', en: 'Image-text menu' },
  schema: group({
    rows: choice(IMAGE_MENU_ROWS, 1),
    categoryMenuInfos: list(
      group({ imgPath: image(), alt: i18n(ALT_TEXT_MAX_LENGTH), title: i18n(IMAGE_MENU_TITLE_MAX_LENGTH), link: link() }),
      IMAGE_MENU_MAX_ITEMS,
    ),
    imageShape: choice(['circle', 'rounded', 'square'] as const, 'circle'),
    fontSize: int(FONT_SIZE, 'px'),
    color: color('#1c1c28'),
    backgroundColor: color('transparent'),
  }),
});
