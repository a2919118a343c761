import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fromWire,
  pickText,
  type boListRecords,
  type categoryList,
  type CategoryNode,
  type getArticleBaseInfoListByIds,
  type getGoodsPage,
  type Goods,
  type Lang,
  type listSpuByIds,
  type RefKind,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SITE } from '../../../lib/config.ts';
import { editorKeys } from '../editor-api.ts';

/**
 * What the editor's pickers read: the same public calls the storefront uses (goods search, category
 * tree, article cards) and the editor's own record list for searching articles. No call of its own.
 */
export interface RefOption {
  id: number;
  name: string;
  /** A second line: a price, a path in the category tree, a date. */
  detail: string;
  img: string | null;
}

export const PICKER_PAGE_SIZE = 8;
const STALE_MS = 60_000;

/** The category tree as one list, each entry named with its path ("Rings › Gold rings"). */
export function flattenCategories(tree: readonly CategoryNode[], lang: Lang, trail: string[] = []): RefOption[] {
  const out: RefOption[] = [];
  for (const node of tree) {
    const name = pickText(fromWire(node, 'title'), lang);
    out.push({ id: node.id, name, detail: trail.join(' › '), img: node.img });
    out.push(...flattenCategories(node.childrenList, lang, [...trail, name]));
  }
  return out;
}

/** Entries whose name, path or id contain every word typed (case-insensitive). */
export function filterOptions(options: readonly RefOption[], search: string): RefOption[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...options];
  return options.filter((o) => {
    const hay = `${o.name} ${o.detail} ${o.id}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

const categoriesQuery = {
  queryKey: editorKeys.pickerCategories(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<typeof categoryList>('app/category/categoryList', { merchantCode: SITE.merchantCode }, { signal }),
  staleTime: STALE_MS,
};

/** A product as its card names it (its short name; its long title when it has none). */
const goodsName = (g: Goods, lang: Lang) => pickText(fromWire(g, 'name'), lang) || pickText(fromWire(g, 'title'), lang);

async function searchProducts(search: string, pageNo: number, lang: Lang, signal: AbortSignal) {
  const res = await callApi<typeof getGoodsPage>(
    'app/goods/getGoodsPage',
    { merchantCode: SITE.merchantCode, ...(search.trim() ? { searchCode: search.trim().slice(0, 50) } : {}), pageNo, pageSize: PICKER_PAGE_SIZE },
    { signal },
  );
  return {
    total: res.total,
    list: res.items.map((g): RefOption => ({ id: g.id, name: goodsName(g, lang), detail: g.skuList[0]?.skuCode ?? '', img: g.img || null })),
  };
}

async function articleCards(ids: number[], lang: Lang, signal: AbortSignal): Promise<Map<number, RefOption>> {
  if (!ids.length) return new Map();
  const cards = await callApi<typeof getArticleBaseInfoListByIds>(
    'app/article/getArticleBaseInfoListByIds',
    { merchantCode: SITE.merchantCode, articleIds: ids },
    { signal },
  );
  return new Map(cards.map((a) => [a.id, { id: a.id, name: pickText(fromWire(a, 'title'), lang), detail: a.startDate, img: a.img || null }]));
}

async function searchArticles(search: string, pageNo: number, lang: Lang, signal: AbortSignal) {
  const res = await callApi<typeof boListRecords>(
    'app/backOffice/records/list',
    { kind: 'articles', search: search.trim(), pageNo, pageSize: PICKER_PAGE_SIZE },
    { signal, staff: true },
  );
  // The record list has names but no pictures: the article cards add them.
  const cards = await articleCards(
    res.list.map((r) => r.id),
    lang,
    signal,
  );
  return {
    total: res.total,
    list: res.list.map((r): RefOption => cards.get(r.id) ?? { id: r.id, name: pickText(r.title, lang), detail: r.detail, img: null }),
  };
}

/** One page of what a picker offers for `search`. */
export function useRefSearch(kind: RefKind, search: string, pageNo: number, lang: Lang, enabled: boolean) {
  const categories = useQuery({ ...categoriesQuery, enabled: enabled && kind === 'category' });
  const remote = useQuery({
    queryKey: editorKeys.pickerSearch(kind, search, pageNo, lang),
    queryFn: ({ signal }) => (kind === 'product' ? searchProducts(search, pageNo, lang, signal) : searchArticles(search, pageNo, lang, signal)),
    enabled: enabled && kind !== 'category',
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
  if (kind === 'category') {
    const all = filterOptions(flattenCategories(categories.data ?? [], lang), search);
    const start = (pageNo - 1) * PICKER_PAGE_SIZE;
    return { data: { total: all.length, list: all.slice(start, start + PICKER_PAGE_SIZE) }, isLoading: categories.isLoading, error: categories.error };
  }
  // While the next search's answer is on its way the list still shows the last one (keepPreviousData): it is
  // busy until then, so neither a screen reader nor a quick click takes a result of the old search.
  return { data: remote.data, isLoading: remote.isLoading || remote.isPlaceholderData, error: remote.error };
}

/** The name and picture of one chosen entry (null while loading or when it no longer exists). */
export function useRefName(kind: RefKind, id: number | null, lang: Lang) {
  const categories = useQuery({ ...categoriesQuery, enabled: kind === 'category' && id !== null });
  const one = useQuery({
    queryKey: editorKeys.pickerOne(kind, id, lang),
    queryFn: async ({ signal }): Promise<RefOption | null> => {
      if (id === null) return null;
      if (kind === 'article') return (await articleCards([id], lang, signal)).get(id) ?? null;
      const [g] = await callApi<typeof listSpuByIds>('app/goods/listSpuByIds', { merchantCode: SITE.merchantCode, spuIdList: [id] }, { signal });
      return g ? { id: g.id, name: goodsName(g, lang), detail: g.status === 'off' ? 'off' : '', img: g.img || null } : null;
    },
    enabled: kind !== 'category' && id !== null,
    staleTime: STALE_MS,
  });
  if (kind === 'category') {
    const found = id === null ? null : (flattenCategories(categories.data ?? [], lang).find((c) => c.id === id) ?? null);
    return { option: found, loading: categories.isLoading, missing: !!categories.data && id !== null && !found };
  }
  return { option: one.data ?? null, loading: one.isLoading, missing: one.isSuccess && one.data === null && id !== null };
}
