import { COLLECTION_FACETS, METAL_FACETS, PRICE_BANDS, STONE_FACETS, toWire, type FacetKind, type FacetValue, type I18nText } from '@shop/contract';
import { keepJson } from '../../lib/kept-json.ts';
import type { ShopResolver } from '../shops/index.ts';
import type { CatalogueRepository, FacetRow } from './catalogue.repository.ts';

/*
 * Facet counts of a goods list (issue 42, decision 447): how many of the matches each value of each
 * facet would leave, with every filter of the list applied (so choosing a value never shows a count the
 * list will not hold). Category counts include their descendants' goods.
 */

type Counted = { code: string; count: number } & ReturnType<typeof toWire<'name'>>;

const byCode = (values: FacetValue[]) => new Map(values.map((v) => [v.code, v.name]));
const NAMES: Record<'metal' | 'stone' | 'collection', Map<string, I18nText>> = {
  metal: byCode(METAL_FACETS),
  stone: byCode(STONE_FACETS),
  collection: byCode(COLLECTION_FACETS),
};

type Named = { kind: FacetKind; values: Counted[] }[];
/**
 * Named counts by the kept index's rows (kept per query and facets, so every page of a search shares them),
 * valid while the categories and shops they were named from are the same kept lists (decision 532).
 */
const namedByRows = new WeakMap<readonly FacetRow[], { categories: unknown; stores: unknown; named: Named }>();

/** The counts (`found`, by the kept index) named in three languages, categories counting their descendants'. */
export async function facetCounts(repo: CatalogueRepository, shops: ShopResolver, merchantCode: string, found: readonly FacetRow[]): Promise<Named> {
  const [categories, stores] = await Promise.all([repo.categories(merchantCode), shops.stores(merchantCode)]);
  const have = namedByRows.get(found);
  if (have?.categories === categories && have.stores === stores) return have.named;
  const named = nameCounts(categories, stores, found);
  // Serialised once and spliced into each page's answer (decision 531); nobody changes it afterwards.
  keepJson(named);
  namedByRows.set(found, { categories, stores, named });
  return named;
}

function nameCounts(
  categories: Awaited<ReturnType<CatalogueRepository['categories']>>,
  stores: Awaited<ReturnType<ShopResolver['stores']>>,
  found: readonly FacetRow[],
): Named {
  const of = (kind: FacetRow['kind']) => found.filter((r) => r.kind === kind && r.code !== null);

  // Goods of a leaf count for every category above it too.
  const parent = new Map(categories.map((c) => [c.id, c.parentId]));
  const perCategory = new Map<number, number>();
  for (const r of of('category')) {
    const seen = new Set<number>();
    for (let id: number | null | undefined = Number(r.code); id != null && !seen.has(id); id = parent.get(id)) {
      seen.add(id);
      perCategory.set(id, (perCategory.get(id) ?? 0) + r.n);
    }
  }
  const named = (kind: 'metal' | 'stone' | 'collection'): Counted[] =>
    [...NAMES[kind]].flatMap(([code, name]) => {
      const n = of(kind).find((r) => r.code === code)?.n ?? 0;
      return n ? [{ code, count: n, ...toWire('name', name) }] : [];
    });
  return [
    {
      kind: 'categoryId',
      values: categories.flatMap((c) => {
        const n = perCategory.get(c.id);
        return n ? [{ code: String(c.id), count: n, ...toWire('name', c.title) }] : [];
      }),
    },
    { kind: 'metal', values: named('metal') },
    { kind: 'stone', values: named('stone') },
    { kind: 'collection', values: named('collection') },
    {
      kind: 'price',
      values: PRICE_BANDS.flatMap((b) => {
        const n = of('price').find((r) => r.code === b.code)?.n ?? 0;
        return n ? [{ code: b.code, count: n, ...toWire('name', b.name) }] : [];
      }),
    },
    {
      kind: 'at',
      values: stores.flatMap((s) => {
        const n = of('at').find((r) => r.code === s.code)?.n ?? 0;
        return n ? [{ code: s.code, count: n, ...toWire('name', s.name) }] : [];
      }),
    },
  ];
}
