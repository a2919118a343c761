import { defineBlock } from './define.ts';
import { bool, choice, group, i18n, image, int, link } from './fields.ts';
import {
  ALIGNMENTS,
  ALT_TEXT_MAX_LENGTH,
  BORDER_RADIUS,
  IMAGE_ASPECT_RATIO,
  IMAGE_OBJECT_FITS,
  MASK_SUBTITLE_MAX_LENGTH,
  MASK_TITLE_MAX_LENGTH,
  WIDTH_RATIO,
} from '../limits.ts';

/**
 * One picture (blocks §2, §3): opens a large preview (isPopup) or follows a link, optional mask text.
 * aspectRatio is height as a percentage of width (0 keeps the picture's own shape).
 */
export const imageBlock = defineBlock('image', 1, {
  title: { zh_HK: '圖片', zh_CN: '图片', en: 'Image' },
  schema: group({
    image: image(),
    alt: i18n(ALT_TEXT_MAX_LENGTH),
    isPopup: bool(false),
    isMask: bool(false),
    maskText: group({
      title: i18n(MASK_TITLE_MAX_LENGTH),
      subtitle: i18n(MASK_SUBTITLE_MAX_LENGTH, {}, { multiline: true }),
    }),
    link: link(),
    aspectRatio: int(IMAGE_ASPECT_RATIO, '%'),
    objectFit: choice(IMAGE_OBJECT_FITS, 'cover'),
    widthRatio: int(WIDTH_RATIO, '%'),
    imgAlign: choice(ALIGNMENTS, 'center'),
    borderRadius: int(BORDER_RADIUS, 'px'),
    /** Edge to edge: no side margin around the picture. */
    isNoBorder: bool(false),
    /** Brighten the picture under the pointer. */
    isIncreaseBrightness: bool(false),
  }),
});
