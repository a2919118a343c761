import { defineBlock } from './define.ts';
import { bool, choice, color, group, i18n, image, int, link, list } from './fields.ts';
import {
  ALT_TEXT_MAX_LENGTH,
  MAGIC_CUBE_ASPECT_RATIO,
  MAGIC_CUBE_GAP,
  MAGIC_CUBE_HEIGHT,
  MAGIC_CUBE_MAX_IMAGES,
  MAGIC_CUBE_TEMPLATES,
  MASK_TITLE_MAX_LENGTH,
} from '../limits.ts';

export const magicCubeImage = group({
  image: image(),
  alt: i18n(ALT_TEXT_MAX_LENGTH),
  /** Caption over the foot of the picture; empty shows none. */
  title: i18n(MASK_TITLE_MAX_LENGTH),
  bgColor: color('transparent'),
  pageLink: link(),
  isPopup: bool(false),
  isNoBorder: bool(false),
});

/**
 * Magic cube (blocks §3, §9): seven layouts holding 2, 3, 4, 3, 4, 3, 4 pictures. Height 0 sizes the
 * cube by its aspect ratio (height as a percentage of width).
 */
export const magicCubeBlock = defineBlock('magicCube', 1, {
  title: { zh_HK: '魔方', zh_CN: '魔方', en: 'Magic cube' },
  schema: group({
    template: choice(MAGIC_CUBE_TEMPLATES, 0),
    height: int(MAGIC_CUBE_HEIGHT, 'px'),
    aspectRatio: int(MAGIC_CUBE_ASPECT_RATIO, '%'),
    gap: int(MAGIC_CUBE_GAP, 'px'),
    images: list(magicCubeImage, MAGIC_CUBE_MAX_IMAGES),
  }),
});
