import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LinkTarget } from '@shop/contract';
import { initI18n } from '../../../lib/i18n.ts';
import { CATALOGUES } from '../../../app/i18n-resources.ts';
import { LAZY_CATALOGUES } from '../../../app/i18n-lazy.ts';
import { CATEGORY_PATH, LinkPicker, PRODUCT_PATH } from './LinkPicker.tsx';

const draw = (value: LinkTarget) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <LinkPicker id="lk" value={value} onChange={() => undefined} label="Link" />
    </QueryClientProvider>,
  );

describe('LinkPicker', () => {
  beforeAll(() => {
    initI18n([...CATALOGUES, ...LAZY_CATALOGUES], 'en');
  });

  it('shows the record picker of a link to a product, a category or an article, and no other', () => {
    const kinds = (html: string) => [...html.matchAll(/data-ref-kind="(\w+)" id="lk-(\w+)"/g)].map((m) => [m[1], m[2]]);
    expect(kinds(draw({ kind: 'path', path: PRODUCT_PATH, query: { id: '15' } }))).toEqual([['product', 'product']]);
    expect(kinds(draw({ kind: 'path', path: CATEGORY_PATH, query: { categoryId: '3' } }))).toEqual([['category', 'category']]);
    expect(kinds(draw({ kind: 'path', path: '/wv/NEWS_DETAIL', query: { articleId: '7' } }))).toEqual([['article', 'article']]);
    expect(kinds(draw({ kind: 'path', path: '/goodsList', query: { searchCode: 'ring' } }))).toEqual([]);
  });
});
