import { sql } from 'drizzle-orm';
import { DEMO, type MenuItem, type RawBlock } from '@shop/contract';
import type { Seed } from './seed.ts';
import { block, t } from './helpers.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCT_COUNT, demoProduct } from '../../modules/catalogue/catalogue-demo.ts';
import { analyzeCatalogue, loadProducts, loadReferenceData } from '../../modules/catalogue/catalogue-load.ts';

/**
 * The demo catalogue: the category tree, labels, colour and size attributes, a few hundred jewellery and
 * watch products with stock spread over the online shop and the physical shops (some variants and whole
 * products sold out, a few removed from sale), the online menu, and product blocks on the online home.
 */
export const catalogueSeed: Seed = {
  name: 'catalogue@1',
  async run(tx) {
    const refs = await loadReferenceData(tx, DEMO.merchantCode);
    const products = Array.from({ length: DEMO_PRODUCT_COUNT }, (_, i) => demoProduct(i, refs.physicalStores, DEMO.storeCode));
    await loadProducts(tx, DEMO.merchantCode, refs, products, { now: new Date(), drawImages: true, onlineStore: DEMO.storeCode });
    await analyzeCatalogue(tx);

    const cat = (key: string) => refs.categoryIds.get(key)!;
    const categoryLink = (key: string) => ({ kind: 'path' as const, path: '/onlineProductCategory', query: { categoryId: String(cat(key)) } });
    const online: MenuItem[] = [
      { title: t('新品', '新品', 'New in'), link: { kind: 'labels', codes: ['new'] }, children: [], special: 'none' },
      ...DEMO_CATEGORIES.filter((c) => !c.parent).map((c): MenuItem => ({
        title: c.title,
        link: categoryLink(c.key),
        categoryId: cat(c.key),
        special: 'none',
        children: DEMO_CATEGORIES.filter((s) => s.parent === c.key).map((s) => ({
          title: s.title,
          link: categoryLink(s.key),
          categoryId: cat(s.key),
          children: [],
        })),
      })),
      { title: t('送禮之選', '送礼之选', 'Gift ideas'), link: { kind: 'labels', codes: ['gift'] }, children: [], special: 'none' },
      { title: t('優惠', '优惠', 'Sale'), link: { kind: 'labels', codes: ['sale'] }, children: [], special: 'none' },
    ];
    await tx.execute(sql`update apps set menus = jsonb_set(menus, '{online}', ${JSON.stringify(online)}::jsonb) where code = ${DEMO.appCode}`);

    const blocks: RawBlock[] = [
      block('categoryEntries', {
        title: t('選購系列', '选购系列', 'Shop by category'),
        categoryIds: DEMO_CATEGORIES.filter((c) => !c.parent).map((c) => cat(c.key)),
      }),
      block('featuredProducts', { title: t('最新上架', '最新上架', 'Latest arrivals'), goodsDisplayQty: 8, tag: '' }),
      block('featuredProducts', { title: t('熱賣推介', '热卖推介', 'Best sellers'), goodsDisplayQty: 4, tag: 'hot' }),
    ];
    await tx.execute(sql`update pages set blocks = blocks || ${JSON.stringify(blocks)}::jsonb where app_code = ${DEMO.appCode} and page_code = 'ESHOP_HOME'`);
  },
};
