import { defineBlock } from './define.ts';
import { blocks, group, i18n, int, type RawBlock } from './fields.ts';
import { CONTAINER_MAX_BLOCKS, SCROLL_ITEM_WIDTH } from '../limits.ts';

/**
 * Version 1 held picture cards (`items` of img, title, link). Version 2 holds any blocks; each old card
 * becomes an image block with its title as mask text and the card's shape (square cards, 2:1 slides), so
 * saved pages look the same.
 */
const cardsToBlocks =
  (aspectRatio: number) =>
  (props: Record<string, unknown>): Record<string, unknown> => {
    const { items, ...rest } = props;
    if (!Array.isArray(items)) return rest;
    const seed = JSON.stringify(items).length;
    const nested: RawBlock[] = items
      .filter((it): it is Record<string, unknown> => typeof it === 'object' && it !== null)
      .map((it, i) => ({
        // The migration sees no block id; the editor re-numbers duplicated ids when it loads a draft.
        id: `v1card-${seed}-${i}`,
        type: 'image',
        version: 1,
        props: {
          image: it.img,
          alt: it.title,
          isMask: it.title !== undefined,
          maskText: { title: it.title },
          link: it.link,
          aspectRatio,
        },
      }));
    return { ...rest, blocks: nested };
  };

/**
 * A row of nested blocks scrolled sideways (blocks §2 scroll container): dragged with the pointer or
 * moved with the arrows; dragging past either end gives at most 100 px and springs back in 300 ms.
 */
export const scrollContainerBlock = defineBlock('scrollContainer', 2, {
  title: { zh_HK: '橫向捲動', zh_CN: '横向滚动', en: 'Scroll container' },
  schema: group({ title: i18n(80), itemWidth: int(SCROLL_ITEM_WIDTH, 'px'), blocks: blocks(CONTAINER_MAX_BLOCKS) }),
  migrations: { 1: cardsToBlocks(100) },
});

/** Full-width slides, one nested block each, moved by swiping or the dots (same offset and rebound). */
export const swipeContainerBlock = defineBlock('swipeContainer', 2, {
  title: { zh_HK: '滑動容器', zh_CN: '滑动容器', en: 'Swipe container' },
  schema: group({ title: i18n(80), blocks: blocks(CONTAINER_MAX_BLOCKS) }),
  migrations: { 1: cardsToBlocks(50) },
});
