import { IMAGE, pickText, type Goods, type I18nText, type Lang } from '@shop/contract';
import type { Services } from '../registry.ts';
import type { HeadProvider, HeadTags, SitemapSource } from '../web/web.routes.ts';

/**
 * What crawlers without JavaScript see on catalogue pages: title, description, Open Graph and JSON-LD
 * Product data for /product and /onlineProductCategory, and the sitemap entries of goods and categories.
 */

const wire = (obj: unknown, name: string, lang: Lang): string => {
  const o = obj as Record<string, string>;
  const key = lang === 'zh_HK' ? `${name}Traditional` : lang === 'zh_CN' ? `${name}Simple` : `${name}Eng`;
  return o[key] || o[`${name}Traditional`] || '';
};
const positiveId = (v: string | null): number | undefined => {
  if (!v || !/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
};
const mediaUrl = (origin: string, src: string, width: number) =>
  src.startsWith('/media/') ? `${origin}${src}?w=${width}` : src;
const money = (cents: number) => (cents / 100).toFixed(2);

function productLd(g: Goods, lang: Lang, origin: string) {
  const onSale = g.status === 'on';
  return {
    '@type': 'Product',
    name: wire(g, 'name', lang),
    description: wire(g, 'introduction', lang),
    image: g.imgList.map((src) => mediaUrl(origin, src, IMAGE.PRODUCT_LARGE)),
    sku: g.skuList[0]?.skuCode,
    brand: g.brand ? { '@type': 'Brand', name: g.brand } : undefined,
    url: `${origin}/product?id=${g.id}`,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'HKD',
      lowPrice: money(g.skuMinPrice),
      highPrice: money(g.skuMaxPrice),
      offerCount: g.skuList.length,
      availability: !onSale
        ? 'https://schema.org/Discontinued'
        : g.allSkuStockIsZero
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
    },
  };
}

export function catalogueHeads(services: Services, merchantCode: string, appCode: string): HeadProvider {
  const site = async (lang: Lang) => {
    const app = await services.pages.getAppFull({ merchantCode, appCode }).catch(() => null);
    const online = app?.pageList.find((p) => p.pageCode === app.appInfo.appProps.onlineHomePageCode);
    return {
      siteName: app ? pickText(app.appInfo.appProps.siteName, lang) : '',
      brandSuffix: pickText((app?.spuDetailViewSettings as { brandSuffix?: I18nText } | undefined)?.brandSuffix, lang),
      pageTitle: online ? pickText(online.pageProps.title, lang) : '',
    };
  };

  return async (url, lang, origin): Promise<HeadTags | null> => {
    if (url.pathname === '/product') {
      const id = positiveId(url.searchParams.get('id'));
      if (!id) return null;
      const [g] = await services.catalogue.hydrate([id], merchantCode, (await services.catalogue.onlineStore(merchantCode)) ?? '');
      if (!g) return null;
      const s = await site(lang);
      const name = wire(g, 'name', lang);
      const canonical = `${origin}/product?id=${g.id}`;
      return {
        title: `${name}${s.brandSuffix}${s.pageTitle ? ` - ${s.pageTitle}` : ''}`,
        description: wire(g, 'introduction', lang),
        canonical,
        og: {
          'og:type': 'product',
          'og:title': name,
          'og:description': wire(g, 'introduction', lang),
          'og:image': mediaUrl(origin, g.img, IMAGE.BRAND_DIALOG),
          'og:url': canonical,
          'og:site_name': s.siteName,
          'product:price:amount': money(g.skuMinPrice),
          'product:price:currency': 'HKD',
        },
        jsonLd: [{ '@context': 'https://schema.org', ...productLd(g, lang, origin) }],
      };
    }
    if (url.pathname === '/onlineProductCategory') {
      const categoryId = positiveId(url.searchParams.get('categoryId'));
      const tag = url.searchParams.get('tag') ?? undefined;
      const tagOk = tag !== undefined && /^[A-Za-z0-9_,-]{1,200}$/.test(tag);
      if (!categoryId && !tagOk) return null;
      const page = await services.catalogue.getGoodsCategoryPage({
        merchantCode,
        ...(categoryId ? { categoryId } : {}),
        ...(tagOk ? { tag } : {}),
        orderBy: 'gmt_create',
        isAsc: false,
        pageNo: 1,
        pageSize: 20,
      });
      const codes = (tag ?? '').split(',');
      const name = page.category
        ? wire(page.category, 'title', lang)
        : page.labels.filter((l) => codes.includes(l.code)).map((l) => wire(l, 'name', lang)).join(' · ');
      if (!name) return null;
      const s = await site(lang);
      const examples = page.items.slice(0, 3).map((g) => wire(g, 'name', lang)).join(', ');
      const description = `${name} (${page.total}) – ${s.siteName}${examples ? `: ${examples}` : ''}`;
      const canonical = `${origin}/onlineProductCategory?${categoryId ? `categoryId=${categoryId}` : `tag=${encodeURIComponent(tag!)}`}`;
      return {
        title: `${name} | ${s.siteName}`,
        description,
        canonical,
        og: {
          'og:type': 'website',
          'og:title': name,
          'og:description': description,
          ...(page.items[0] ? { 'og:image': mediaUrl(origin, page.items[0].img, IMAGE.BRAND_DIALOG) } : {}),
          'og:url': canonical,
          'og:site_name': s.siteName,
        },
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name,
            numberOfItems: page.total,
            itemListElement: page.items.map((g, i) => ({ '@type': 'ListItem', position: i + 1, item: productLd(g, lang, origin) })),
          },
        ],
      };
    }
    return null;
  };
}

/** Every product on sale and every category, for /sitemap.xml. */
export function catalogueSitemap(services: Services, merchantCode: string): SitemapSource {
  return async (origin) => {
    const [ids, categories] = await Promise.all([services.catalogue.allOnSaleIds(merchantCode), services.catalogue.categoryList({ merchantCode })]);
    const catIds: number[] = [];
    const walk = (list: typeof categories) => list.forEach((c) => (catIds.push(c.id), walk(c.childrenList)));
    walk(categories);
    return [
      ...catIds.map((id) => ({ loc: `${origin}/onlineProductCategory?categoryId=${id}` })),
      ...ids.map((p) => ({ loc: `${origin}/product?id=${p.id}`, lastmod: p.createdAt })),
    ];
  };
}
