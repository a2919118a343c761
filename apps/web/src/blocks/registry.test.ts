import { describe, expect, it } from 'vitest';
import { BLOCKS } from '@shop/contract';
import { RENDERERS } from './registry.tsx';
import { menuPages } from './image-text-menu/menu-pages.ts';
import { CUBE_CELL_WIDTHS } from './magic-cube/layouts.ts';
import { MAGIC_CUBE_TEMPLATE_IMAGES } from '@shop/contract';

describe('block renderers', () => {
  it('exist for every block type of the contract, and for nothing else', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual(Object.keys(BLOCKS).sort());
    for (const [type, renderer] of Object.entries(RENDERERS)) {
      // A component is a function, or a lazy/memo object React can render.
      const ok = typeof renderer === 'function' || (typeof renderer === 'object' && renderer !== null && '$$typeof' in renderer);
      expect(ok, type).toBe(true);
    }
  });

  it('size every magic-cube template for the pictures it holds', () => {
    expect(CUBE_CELL_WIDTHS.map((w) => w.length)).toEqual([...MAGIC_CUBE_TEMPLATE_IMAGES]);
  });
});

describe('image-text menu pages', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('puts five to a row and pads the last row', () => {
    expect(menuPages(items(3), 1)).toEqual([[0, 1, 2, null, null]]);
    expect(menuPages(items(7), 2)).toEqual([[0, 1, 2, 3, 4, 5, 6, null, null, null]]);
  });
  it('slices into pages and pads the last page to full size', () => {
    const pages = menuPages(items(12), 1);
    expect(pages).toHaveLength(3);
    expect(pages[2]).toEqual([10, 11, null, null, null]);
    expect(menuPages(items(13), 2).map((p) => p.length)).toEqual([10, 10]);
  });
  it('has no page without items', () => {
    expect(menuPages([], 2)).toEqual([]);
  });
});
