import { defineBlock } from './define.ts';
import { bool, choice, color, group, i18n, image, int, link, list } from './fields.ts';
import {
  ALIGNMENTS,
  ALT_TEXT_MAX_LENGTH,
  CAROUSEL_ASPECT_RATIO,
  CAROUSEL_INTERVALS_S,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MOBILE_ASPECT_RATIO,
  CAROUSEL_STYLES,
  MASK_SUBTITLE_MAX_LENGTH,
  MASK_TITLE_MAX_LENGTH,
} from '../limits.ts';

export const carouselSlide = group({
  image: image(),
  /** Describes the picture for screen readers; empty when the title already says it. */
  alt: i18n(ALT_TEXT_MAX_LENGTH),
  isMask: bool(true),
  title: i18n(MASK_TITLE_MAX_LENGTH),
  subtitle: i18n(MASK_SUBTITLE_MAX_LENGTH, {}, { multiline: true }),
  /** Text of the call-to-action shown on the slide; empty shows none (the whole slide stays a link). */
  ctaText: i18n(30),
  textAlign: choice(ALIGNMENTS, 'left'),
  link: link(),
});

/**
 * Advert carousel (blocks §2, §9): four looks (1 full-bleed with dots, 2 contained with thumbnails,
 * 3 card peek, 4 split text and image), 3 or 5 s interval, arrows hidden by default.
 */
export const advertCarouselBlock = defineBlock('advertCarousel', 2, {
  title: { zh_HK: '廣告輪播', zh_CN: '广告轮播', en: 'Advert carousel' },
  schema: group({
    style: choice(CAROUSEL_STYLES, 1),
    interval: choice(CAROUSEL_INTERVALS_S, 5),
    autoplay: bool(true),
    showArrows: bool(false),
    aspectRatio: int(CAROUSEL_ASPECT_RATIO, '%'),
    mobileAspectRatio: int(CAROUSEL_MOBILE_ASPECT_RATIO, '%'),
    /** Background of the text panel (style 4) and of the area around contained slides. */
    panelColor: color('#00053e'),
    carouselList: list(carouselSlide, CAROUSEL_MAX_SLIDES),
  }),
  migrations: {
    // Version 1 stored bare image addresses (`srcs`) and the interval in milliseconds.
    1: ({ srcs, intervalMs, ...rest }) => ({
      ...rest,
      ...(Array.isArray(srcs) ? { carouselList: srcs.map((image) => ({ image })) } : {}),
      ...(typeof intervalMs === 'number' ? { interval: Math.round(intervalMs / 1000) } : {}),
    }),
  },
});
