import { describe, expect, it } from 'vitest';
import type { BlockType } from './registry.ts';
import { readBlock } from './read-block.ts';
import { ARTICLE_CARDS_MAX, ARTICLE_SUBTITLE_FONT, ARTICLE_TITLE_FONT } from '../limits.ts';
import { CONTACT_INFO_MAX_ITEMS } from './contact-info.block.ts';

/** Stored as version 1 unless named: the migrations since are part of what these cases read. */
const read = <T extends BlockType>(type: T, props: Record<string, unknown>, version = 1) => readBlock(type, props, version);

describe('official content blocks (part A)', () => {
  it('article list: defaults, template modes 2 and 3 only, cards bounded', () => {
    const d = read('articleList', {}, 2);
    expect(d).toMatchObject({ showArticleFilter: true, templateMode: 2, articleCard: [], articleDetailLink: { kind: 'none' } });
    expect(read('articleList', { templateMode: 3 }, 2).templateMode).toBe(3);
    expect(read('articleList', { templateMode: 1 }, 2).templateMode).toBe(2);
    expect(read('articleList', { templateMode: '3' }, 2).templateMode).toBe(3);
    const many = Array.from({ length: ARTICLE_CARDS_MAX + 5 }, (_, i) => ({ articleId: String(i + 1) }));
    expect(read('articleList', { articleCard: many }, 2).articleCard).toHaveLength(ARTICLE_CARDS_MAX);
    expect(read('articleList', { articleCard: [{ articleId: '*', articleLabelName: 'news', imgPath: 'javascript:alert(1)' }] }, 2).articleCard[0]).toEqual({
      articleId: '*',
      articleLabelName: 'news',
      imgPath: '',
    });
  });

  it('article list: migrates version 1 (comma-separated ids and one label)', () => {
    const p = read('articleList', { articleIds: '4, 7', label: 'events', showArticleFilter: false }, 1);
    expect(p.articleCard).toEqual([
      { articleId: '4', articleLabelName: '', imgPath: '' },
      { articleId: '7', articleLabelName: '', imgPath: '' },
      { articleId: '*', articleLabelName: 'events', imgPath: '' },
    ]);
    expect(p.showArticleFilter).toBe(false);
  });

  it('article detail: title 18 and subtitle 16 by default, font sizes clamped', () => {
    expect(read('articleDetail', {})).toMatchObject({ titleFontSize: ARTICLE_TITLE_FONT.default, subtitleFontSize: ARTICLE_SUBTITLE_FONT.default });
    expect(ARTICLE_TITLE_FONT.default).toBe(18);
    expect(ARTICLE_SUBTITLE_FONT.default).toBe(16);
    expect(read('articleDetail', { titleFontSize: 500, subtitleFontSize: 1 })).toMatchObject({ titleFontSize: 80, subtitleFontSize: 5 });
  });

  it('enquiry: border styles, #eeeeee background, bounded texts', () => {
    expect(read('enquiry', {})).toMatchObject({ inputBorderStyle: 'solid', inputBackgroundColor: '#eeeeee', emailTitle: 'Website enquiry', sendTo: '' });
    expect(read('enquiry', { inputBorderStyle: 'dotted' }).inputBorderStyle).toBe('dotted');
    expect(read('enquiry', { inputBorderStyle: 'groove', inputBackgroundColor: 'red;background:url(x)' })).toMatchObject({
      inputBorderStyle: 'solid',
      inputBackgroundColor: '#eeeeee',
    });
    expect(read('enquiry', { emailTitle: 'x'.repeat(500) }).emailTitle).toHaveLength(120);
  });

  it('shop, brand, contact and watch blocks read their links and defaults', () => {
    expect(read('storeSearch', { storeListLink: { kind: 'page', pageCode: 'SHOPS' } }).storeListLink).toEqual({ kind: 'page', pageCode: 'SHOPS' });
    expect(read('storeList', { detailLink: { kind: 'url', url: 'javascript:alert(1)' } }).detailLink).toEqual({ kind: 'none' });
    expect(read('storeDetail', {}).defaultMap).toBe('google');
    expect(read('storeDetail', { defaultMap: 'bing' }).defaultMap).toBe('google');
    expect(read('brandList', {}).title.en).toBe('Watch brands');
    expect(read('brandDetail', { brandListLink: { kind: 'page', pageCode: 'BRANDS' } }).storeDetailLink).toEqual({ kind: 'none' });
    const items = Array.from({ length: 15 }, () => ({ icon: 'rocket', value: 'x' }));
    const contact = read('contactInfo', { items });
    expect(contact.items).toHaveLength(CONTACT_INFO_MAX_ITEMS);
    expect(contact.items[0]!.icon).toBe('address');
    expect(read('watch', { img: 'https://cdn.example/w.exe' }).img).toBe('');
    expect(read('watch', {}).buttonText.en).toBe('Discover');
  });
});
