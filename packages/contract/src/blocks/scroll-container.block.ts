import { defineBlock } from './define.ts';
import { group, i18n, image, int, link, list } from './fields.ts';
import { SCROLL_ITEM_WIDTH, SCROLL_MAX_ITEMS } from '../limits.ts';

const item = group({ img: image(), title: i18n(60), link: link() });

/** A row of cards scrolled sideways, snapping to each card, with arrow buttons on wide screens. */
export const scrollContainerBlock = defineBlock({
  type: 'scrollContainer',
  version: 1,
  title: { zh_HK: '橫向捲動', zh_CN: '横向滚动', en: 'Scroll container' },
  schema: group({ title: i18n(80), itemWidth: int(SCROLL_ITEM_WIDTH, 'px'), items: list(item, SCROLL_MAX_ITEMS) }),
});

/** Full-width slides moved by swiping (or the dots), one at a time. */
export const swipeContainerBlock = defineBlock({
  type: 'swipeContainer',
  version: 1,
  title: { zh_HK: '滑動容器', zh_CN: '滑动容器', en: 'Swipe container' },
  schema: group({ title: i18n(80), items: list(item, SCROLL_MAX_ITEMS) }),
});
