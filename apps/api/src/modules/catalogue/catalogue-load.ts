import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jewelSvg } from '../../db/seed/art.ts';
import { addSvgs } from '../media/index.ts';
import { physicalStoreCodes } from '../shops/index.ts';
import { attributeSelections, attributes, categories, labels, skuStocks, skus, spuLabels, spus } from './catalogue.tables.ts';
import { DEMO_CATEGORIES, DEMO_COLOURS, DEMO_LABELS, DEMO_SIZES, demoImage, type DemoProduct } from './catalogue-demo.ts';
import { SEARCH_VERSION } from './catalogue-search.ts';

/**
 * Loads the generated catalogue: reference rows once (categories, labels, attributes), then products in
 * batches. Shared by the demo seed and the bench seed so both describe products the same way.
 */
export interface CatalogueRefs {
  categoryIds: Map<string, number>;
  labelIds: Map<string, number>;
  colourIds: Map<string, number>;
  sizeIds: Map<string, number>;
  physicalStores: string[];
}

export async function loadReferenceData(tx: Db, merchantCode: string): Promise<CatalogueRefs> {
  const categoryIds = new Map<string, number>();
  for (const [i, c] of DEMO_CATEGORIES.entries()) {
    const img = demoImage({ kind: c.kind, gem: undefined, index: i }, DEMO_COLOURS.find((x) => x.metal === c.metal)!.code);
    await addSvgs(tx, [{ key: img.key, svg: jewelSvg(img.draw) }]);
    const [row] = await tx
      .insert(categories)
      .values({
        merchantCode,
        parentId: c.parent ? categoryIds.get(c.parent)! : null,
        title: c.title,
        img: img.url,
        sort: i,
      })
      .returning({ id: categories.id });
    categoryIds.set(c.key, row!.id);
  }
  const labelRows = await tx
    .insert(labels)
    .values(DEMO_LABELS.map((l, i) => ({ code: l.code, name: l.name, fontColor: l.fontColor, bgColor: l.bgColor, sort: i })))
    .returning({ id: labels.id, code: labels.code });
  const labelIds = new Map(labelRows.map((r) => [r.code, r.id]));

  const [colour, size] = await tx
    .insert(attributes)
    .values([
      { code: 'COLOR', name: { zh_HK: '顏色', zh_CN: '颜色', en: 'Colour' }, sort: 0 },
      { code: 'SIZE', name: { zh_HK: '尺寸', zh_CN: '尺寸', en: 'Size' }, sort: 1 },
    ])
    .returning({ id: attributes.id });
  const colourRows = await tx
    .insert(attributeSelections)
    .values(DEMO_COLOURS.map((c, i) => ({ attributeId: colour!.id, name: c.name, colorNumber: c.colorNumber, sort: i })))
    .returning({ id: attributeSelections.id });
  const colourIds = new Map(DEMO_COLOURS.map((c, i) => [c.code, colourRows[i]!.id]));
  const allSizes = Object.values(DEMO_SIZES).flat();
  const sizeRows = await tx
    .insert(attributeSelections)
    .values(allSizes.map((s, i) => ({ attributeId: size!.id, name: s.name, sort: i })))
    .returning({ id: attributeSelections.id });
  const sizeIds = new Map(allSizes.map((s, i) => [s.code, sizeRows[i]!.id]));

  const physicalStores = await physicalStoreCodes(tx);
  return { categoryIds, labelIds, colourIds, sizeIds, physicalStores };
}

/** A generated product's `spus` row (the demo seed's and the bench seed's loaders both write exactly this). */
export function spuValues(merchantCode: string, refs: CatalogueRefs, p: DemoProduct, now: Date) {
  const imgs = p.colours.map((c) => demoImage(p, c).url);
  return {
    merchantCode,
    categoryId: refs.categoryIds.get(p.category)!,
    brand: p.brand,
    title: p.title,
    name: p.name,
    introduction: p.introduction,
    img: imgs[0]!,
    imgList: [...imgs, demoImage(p, p.colours[0]!, 1).url],
    status: p.status,
    hotSales: p.hotSales,
    sales: p.sales,
    searchText: p.search.searchText,
    searchTitle: p.search.searchTitle,
    searchAttrs: p.search.searchAttrs,
    searchGrams: p.search.searchGrams,
    searchVersion: SEARCH_VERSION,
    facetMetal: p.search.facetMetal,
    facetStone: p.search.facetStone,
    facetCollection: p.search.facetCollection,
    createdAt: new Date(now.getTime() - p.ageHours * 3_600_000),
  };
}

/** The `skus` row of a generated product's k-th sku. */
export function skuValues(refs: CatalogueRefs, spuId: number, p: DemoProduct, k: number) {
  const s = p.skus[k]!;
  const img = demoImage(p, s.colour).url;
  return {
    spuId,
    skuCode: s.skuCode,
    price: s.price,
    originalPrice: s.originalPrice,
    img,
    imgList: [img],
    selectionIds: [refs.colourIds.get(s.colour)!, ...(s.size ? [refs.sizeIds.get(s.size)!] : [])],
    sort: k,
  };
}

const chunks = <T>(rows: T[], size: number): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Inserts products with their skus, stock and labels; draws their pictures unless `drawImages` is false. */
export async function loadProducts(
  tx: Db,
  merchantCode: string,
  refs: CatalogueRefs,
  products: DemoProduct[],
  opts: { now: Date; drawImages: boolean; batch?: number; onlineStore: string },
): Promise<number[]> {
  const batch = opts.batch ?? 200;
  const onlineStore = opts.onlineStore;
  if (opts.drawImages) {
    const images = new Map<string, string>();
    for (const p of products)
      for (const c of p.colours)
        for (const view of [0, 1]) {
          const img = demoImage(p, c, view);
          if (!images.has(img.key)) images.set(img.key, jewelSvg(img.draw));
        }
    for (const part of chunks([...images], 100))
      await addSvgs(
        tx,
        part.map(([key, svg]) => ({ key, svg })),
      );
  }
  const ids: number[] = [];
  for (const part of chunks(products, batch)) {
    const spuRows = await tx
      .insert(spus)
      .values(part.map((p) => spuValues(merchantCode, refs, p, opts.now)))
      .returning({ id: spus.id });
    const spuIds = spuRows.map((r) => r.id);
    ids.push(...spuIds);
    const skuRows = part.flatMap((p, i) => p.skus.map((_, k) => skuValues(refs, spuIds[i]!, p, k)));
    const skuIds: number[] = [];
    for (const skuPart of chunks(skuRows, 1000)) skuIds.push(...(await tx.insert(skus).values(skuPart).returning({ id: skus.id })).map((r) => r.id));
    const stockValues: { skuId: number; storeCode: string; qty: number }[] = [];
    let n = 0;
    for (const p of part)
      for (const s of p.skus) {
        const skuId = skuIds[n++]!;
        for (const [storeCode, qty] of Object.entries(s.stock))
          if (storeCode === onlineStore || refs.physicalStores.includes(storeCode)) stockValues.push({ skuId, storeCode, qty });
      }
    for (const stockPart of chunks(stockValues, 2000)) await tx.insert(skuStocks).values(stockPart);
    const labelValues = part.flatMap((p, i) => p.labels.map((code) => ({ spuId: spuIds[i]!, labelId: refs.labelIds.get(code)! })));
    for (const labelPart of chunks(labelValues, 2000)) if (labelPart.length) await tx.insert(spuLabels).values(labelPart);
  }
  return ids;
}

/** Keeps the planner's statistics current after a bulk load (the GIN search index in particular). */
export async function analyzeCatalogue(tx: Db) {
  for (const table of ['spus', 'skus', 'sku_stocks', 'spu_labels']) await tx.execute(sql.raw(`analyze ${table}`));
}
