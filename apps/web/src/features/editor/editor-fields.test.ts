import { describe, expect, it } from 'vitest';
import { BLOCKS, childSlots, FONT_SIZE, isLinkTarget, moveBlock, newBlock, settingIsValid, type CategoryNode, type Field } from '@shop/contract';
import { clampNote } from './fields/NumberInput.tsx';
import { colorTextOk } from './fields/FieldControl.tsx';
import { itemTitle } from './fields/item-title.ts';
import { focusIndexIn } from './fields/field-focus.ts';
import { kindOf, targetOf } from './fields/LinkPicker.tsx';
import { filterOptions, flattenCategories } from './pickers/picker-api.ts';
import { moveIntoTarget, moveOutTarget, parentOf } from './outline-keys.ts';
import { sendToPreviews } from './preview-follow.ts';
import { holdsBlock } from './editor-context.ts';

const shape = (type: keyof typeof BLOCKS) => {
  const meta = BLOCKS[type].schema.meta;
  if (meta.kind !== 'object') throw new Error('not a group');
  return meta.shape as Record<string, Field<unknown>>;
};
const itemOf = (f: Field<unknown>) => {
  if (f.meta.kind !== 'list') throw new Error('not a list');
  return f.meta.item;
};

describe('fields say what happened', () => {
  it('says when a typed number was clamped, rounded or unreadable, and nothing when it was kept', () => {
    expect(clampNote('500', FONT_SIZE, true)).toEqual({ kind: 'max', typed: '500', n: FONT_SIZE.max });
    expect(clampNote('1', FONT_SIZE, true)).toEqual({ kind: 'min', typed: '1', n: FONT_SIZE.min });
    expect(clampNote('12.6', FONT_SIZE, true)).toEqual({ kind: 'rounded', typed: '12.6', n: 13 });
    expect(clampNote('big', FONT_SIZE, true)).toEqual({ kind: 'unreadable', typed: 'big', n: FONT_SIZE.default });
    expect(clampNote('14', FONT_SIZE, true)).toBeNull();
    expect(clampNote('', FONT_SIZE, true)).toBeNull();
  });

  it('refuses a colour the save would refuse ("red"), and accepts what it accepts', () => {
    expect(colorTextOk('red')).toBe(false);
    expect(colorTextOk('#00053e')).toBe(true);
    expect(colorTextOk('rgb(1, 2, 3)')).toBe(true);
    expect(colorTextOk('transparent')).toBe(true);
  });

  it('flags a stored setting the save-time check refuses, and not a missing one', () => {
    const color = shape('button').color!;
    expect(settingIsValid(color, 'red')).toBe(false);
    expect(settingIsValid(color, '#ffffff')).toBe(true);
    expect(settingIsValid(color, undefined)).toBe(true);
    expect(settingIsValid(shape('button').fontSize!, 500)).toBe(false);
  });

  it('opens the list item on the way to a problem field', () => {
    const focus = { path: 'carouselList.2.link', n: 1 };
    expect(focusIndexIn(focus, 'carouselList')).toBe(2);
    expect(focusIndexIn(focus, 'tabs')).toBeNull();
    expect(focusIndexIn(null, 'carouselList')).toBeNull();
  });
});

describe('pickers', () => {
  it('mark the settings that name a product, a category or an article', () => {
    const product = itemOf(shape('featuredProducts').productList!);
    expect(product.meta.kind === 'object' && product.meta.shape.goodsId!.meta).toMatchObject({ kind: 'number', ref: 'product' });
    expect(itemOf(shape('categoryEntries').categoryIds!).meta).toMatchObject({ kind: 'number', ref: 'category' });
    const card = itemOf(shape('articleList').articleCard!);
    expect(card.meta.kind === 'object' && card.meta.shape.articleId!.meta).toMatchObject({ kind: 'text', ref: 'article' });
  });

  it('title list items by their content, not their position', () => {
    const product = itemOf(shape('featuredProducts').productList!);
    expect(itemTitle(product, product.parse({ goodsId: 15 }), 'en')).toEqual({ ref: 'product', id: 15 });
    expect(itemTitle(product, product.parse({}), 'en')).toBeNull();
    const row = itemOf(shape('imageTextList').items!);
    expect(itemTitle(row, row.parse({ title: { zh_HK: '金手鐲', zh_CN: '金手镯', en: 'Gold bangle' } }), 'zh_HK')).toEqual({ text: '金手鐲' });
    expect(itemTitle(row, row.parse({ img: '/media/demo/ring-1.webp?w=2' }), 'en')).toEqual({ text: 'ring-1.webp' });
    const category = itemOf(shape('categoryEntries').categoryIds!);
    expect(itemTitle(category, 7, 'en')).toEqual({ ref: 'category', id: 7 });
  });

  it('list categories with their path and find them by any word', () => {
    const node = (id: number, en: string, children: CategoryNode[] = []): CategoryNode => ({
      id,
      parentId: null,
      titleTraditional: en,
      titleSimple: en,
      titleEng: en,
      img: null,
      childrenList: children,
    });
    const flat = flattenCategories([node(1, 'Rings', [node(2, 'Gold rings'), node(3, 'Jade rings')]), node(4, 'Bangles')], 'en');
    expect(flat.map((c) => [c.id, c.name, c.detail])).toEqual([
      [1, 'Rings', ''],
      [2, 'Gold rings', 'Rings'],
      [3, 'Jade rings', 'Rings'],
      [4, 'Bangles', ''],
    ]);
    expect(filterOptions(flat, 'jade RING').map((c) => c.id)).toEqual([3]);
    expect(filterOptions(flat, '4').map((c) => c.id)).toEqual([4]);
  });

  it('store picked products, categories and articles as the paths the site opens, and read them back', () => {
    const base = { pageCode: '', path: '/', query: '', site: 'official' as const, codes: '', url: '', number: '', email: '' };
    const product = targetOf('product', { ...base, productId: 15 });
    expect(product).toEqual({ kind: 'path', path: '/product', query: { id: '15' } });
    expect(isLinkTarget(product) && kindOf(product)).toBe('product');
    const category = targetOf('category', { ...base, categoryId: 3 });
    expect(category).toEqual({ kind: 'path', path: '/onlineProductCategory', query: { categoryId: '3' } });
    expect(isLinkTarget(category) && kindOf(category)).toBe('category');
    const article = targetOf('article', { ...base, articleId: 4, articlePage: 'NEWS_DETAIL' });
    expect(article).toEqual({ kind: 'path', path: '/wv/NEWS_DETAIL', query: { articleId: '4' } });
    expect(isLinkTarget(article) && kindOf(article)).toBe('article');
    // Not chosen yet: not a link the guard accepts, so nothing is stored.
    expect(isLinkTarget(targetOf('product', base))).toBe(false);
    expect(kindOf({ kind: 'path', path: '/product', query: { id: '15', x: '1' } })).toBe('path');
  });
});

describe('outline by keyboard', () => {
  const page = () => {
    const box = newBlock('scrollContainer', 'box');
    return [newBlock('button', 'a'), box, newBlock('image', 'img')];
  };

  it('moves a block into the container above it and out again, right after the container', () => {
    let blocks = page();
    expect(moveIntoTarget(blocks, 'a')).toBeNull(); // nothing above
    const into = moveIntoTarget(blocks, 'img')!;
    expect(into.containerId).toBe('box');
    blocks = moveBlock(blocks, 'img', into.to, into.index);
    expect(blocks.map((b) => b.id)).toEqual(['a', 'box']);
    expect(childSlots(blocks[1]!)[0]!.blocks.map((b) => b.id)).toEqual(['img']);
    expect(parentOf(blocks, 'img')).toBe('box');
    expect(holdsBlock(blocks, 'image')).toBe(true);
    const out = moveOutTarget(blocks, 'img')!;
    expect(out.containerId).toBe('box');
    blocks = moveBlock(blocks, 'img', out.to, out.index);
    expect(blocks.map((b) => b.id)).toEqual(['a', 'box', 'img']);
    expect(moveOutTarget(blocks, 'img')).toBeNull(); // already at the top level
  });
});

describe('preview windows', () => {
  it('get every draft sent to them, and closed ones are forgotten', () => {
    const got: unknown[] = [];
    const open = { closed: false, postMessage: (m: unknown, o: string) => got.push([m, o]) } as unknown as Window;
    const shut = { closed: true, postMessage: () => got.push('never') } as unknown as Window;
    const windows = new Set([open, shut]);
    const app = { appCode: 'X' } as never;
    expect(sendToPreviews(windows, app, 'http://x')).toBe(1);
    expect(windows.size).toBe(1);
    expect(got).toEqual([[{ kind: 'wv:data', app }, 'http://x']]);
  });
});
