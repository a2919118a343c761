import { describe, expect, it } from 'vitest';
import { CONTAINER_MOTION } from '@shop/contract';
import { rubberBand, splitScroll } from './drag-scroll.ts';
import { slideAfterDrag } from './swipe-container/SwipeContainerBlock.tsx';
import { entryFromSearch, entryParam } from './page-list-container/PageListContainerBlock.tsx';
import { featuredSource } from './featured-products/FeaturedProductsBlock.tsx';

describe('scroll and swipe containers', () => {
  it('pull past the ends by half the drag, at most 100 px', () => {
    expect(rubberBand(0)).toBe(0);
    expect(rubberBand(60)).toBe(30);
    expect(rubberBand(-1000)).toBe(-CONTAINER_MOTION.MAX_OFFSET_PX);
    expect(CONTAINER_MOTION.REBOUND_MS).toBe(300);
  });
  it('split a wanted scroll into the scroll and the excess', () => {
    expect(splitScroll(-40, 500)).toEqual({ scroll: 0, excess: -40 });
    expect(splitScroll(540, 500)).toEqual({ scroll: 500, excess: 40 });
    expect(splitScroll(200, 500)).toEqual({ scroll: 200, excess: 0 });
  });
  it('swipe ends on the nearest slide, or the next one on a flick', () => {
    expect(slideAfterDrag(620, 1000, 3, 0, 0)).toBe(1);
    expect(slideAfterDrag(100, 1000, 3, 0.8, 0)).toBe(1);
    expect(slideAfterDrag(1900, 1000, 3, 0.8, 2)).toBe(2);
    expect(slideAfterDrag(0, 1000, 3, -0.8, 0)).toBe(0);
  });
});

describe('page-list container', () => {
  it('reads its open entry from the address, falling back to the first', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(entryParam('b1')).toBe('pl_b1');
    expect(entryFromSearch(q('pl_b1=2'), 'b1', 3)).toBe(2);
    expect(entryFromSearch(q('pl_b1=7'), 'b1', 3)).toBe(0);
    expect(entryFromSearch(q('pl_b2=1'), 'b1', 3)).toBe(0);
  });
});

describe('featured products hot-sales tab', () => {
  const list = [
    { goodsId: 3, isShowHotSalesTab: false },
    { goodsId: 5, isShowHotSalesTab: true },
  ];
  it('shows picked goods, and the flagged ones under hot sales', () => {
    expect(featuredSource({ productList: list, orderBy: 'gmt_create' }, 'main')).toEqual({ ids: [3, 5] });
    expect(featuredSource({ productList: list, orderBy: 'gmt_create' }, 'hot')).toEqual({ ids: [5] });
  });
  it('falls back to newest and best sellers', () => {
    expect(featuredSource({ productList: [], orderBy: 'gmt_create' }, 'main')).toEqual({ orderBy: 'gmt_create' });
    expect(featuredSource({ productList: [], orderBy: 'gmt_create' }, 'hot')).toEqual({ orderBy: 'sales' });
  });
});
