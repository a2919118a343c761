import {
  IMAGE,
  IMAGE_SPECS,
  imageUrl,
  responsiveImage,
  categoryPageInput,
  pickText,
  productInput,
  readId,
  readTags,
  wireText,
  type CallResponse,
  type Goods,
  type I18nText,
  type ImageSpec,
  type Lang,
  type SiteCodes,
  type getGoodsCategoryPage,
  type getGoodsMixData,
} from '@shop/contract';
import type { CatalogueService } from './catalogue.service.ts';
import type { HeadProvider, HeadTags, InjectCall, SitemapSource } from '../../lib/seo-types.ts';
import type { BootData } from '@shop/contract';

/**
 * What crawlers without JavaScript see on catalogue pages: title, description, Open Graph and JSON-LD
 * Product data for /product and /onlineProductCategory, and the sitemap entries of goods and categories.
 */

const mediaUrl = (origin: string, src: string, width: number) => (src.startsWith('/media/') ? `${origin}${imageUrl(src, width)}` : src);
const money = (cents: number) => (cents / 100).toFixed(2);
/** A preload hint naming the picture exactly as the web app's Img asks for it (decision 161). */
function preloadOf(src: string, spec: ImageSpec, boot: BootData | null) {
  // The site's image scale settings, as Img applies them, so the preloaded file is the one shown.
  const r = responsiveImage(src, spec, boot?.appFull?.appInfo.appProps);
  return { href: r.src, srcset: r.srcSet, sizes: r.sizes };
}

function productLd(g: Goods, lang: Lang, origin: string) {
  const onSale = g.status === 'on';
  return {
    '@type': 'Product',
    name: wireText(g, 'name', lang),
    description: wireText(g, 'introduction', lang),
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
      availability: !onSale ? 'https://schema.org/Discontinued' : g.allSkuStockIsZero ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

/**
 * An answer of a call the server made for the page it serves (decision 081): the call, its input as the
 * screen makes it, the data, and when it was made (ms since the epoch).
 */
interface EmbeddedAnswer {
  path: string;
  input: unknown;
  data: unknown;
  answeredAt: number;
}

/**
 * Title, description, Open Graph and JSON-LD of the catalogue pages (the page itself is the server
 * render of the app's screen, decision 150). The calls are made through the real routes with the
 * inputs the web app's screens make (`categoryPageInput`, `productInput` of the contract).
 */
export function catalogueHeads(codes: SiteCodes & { appCode: string }): HeadProvider {
  const site = (lang: Lang, boot: BootData | null) => {
    const app = boot?.appFull;
    const online = app?.pageList.find((p) => p.pageCode === app.appInfo.appProps.onlineHomePageCode);
    const siteName = app ? pickText(app.appInfo.appProps.siteName, lang) : '';
    return {
      siteName,
      brandSuffix: pickText((app?.spuDetailViewSettings as { brandSuffix?: I18nText } | undefined)?.brandSuffix, lang),
      pageTitle: online ? pickText(online.pageProps.title, lang) : '',
    };
  };
  /** Answers embedded with the page: the screen's call, and the online menu's categories. */
  const answered = async (call: InjectCall, path: string, input: unknown): Promise<EmbeddedAnswer | null> => {
    const data = await call(path, input);
    return data === null ? null : { path, input, data, answeredAt: Date.now() };
  };

  return async ({ url, lang, origin, call, boot }): Promise<HeadTags | null> => {
    if (url.pathname === '/product') {
      const id = readId(url.searchParams.get('id'));
      if (!id) return null;
      const input = productInput(id, codes);
      const mix = await answered(call, 'app/goods/getGoodsMixData', input);
      const s = site(lang, boot);
      if (!mix) return null;
      const data = mix.data as CallResponse<typeof getGoodsMixData>;
      const g = data.goods;
      const name = wireText(g, 'name', lang);
      const canonical = `${origin}/product?id=${g.id}`;
      return {
        title: `${name}${s.brandSuffix}${s.pageTitle ? ` - ${s.pageTitle}` : ''}`,
        description: wireText(g, 'introduction', lang),
        canonical,
        // The product screen's main picture as its Img asks for it (one spec, decision 161).
        preloadImages: [preloadOf(g.img, IMAGE_SPECS.productMain, boot)],
        og: {
          'og:type': 'product',
          'og:title': name,
          'og:description': wireText(g, 'introduction', lang),
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
      const categoryId = readId(url.searchParams.get('categoryId'));
      const tag = readTags(url.searchParams.get('tag'));
      if (!categoryId && !tag) return null;
      const input = categoryPageInput(url.searchParams, codes);
      const answer = await answered(call, 'app/goods/getGoodsCategoryPage', input);
      const s = site(lang, boot);
      if (!answer) return null;
      const page = answer.data as CallResponse<typeof getGoodsCategoryPage>;
      const tagCodes = (tag ?? '').split(',');
      const name = page.category
        ? wireText(page.category, 'title', lang)
        : page.labels
            .filter((l) => tagCodes.includes(l.code))
            .map((l) => wireText(l, 'name', lang))
            .join(' · ');
      if (!name) return null;
      const examples = page.items
        .slice(0, 3)
        .map((g) => wireText(g, 'name', lang))
        .join(', ');
      const description = `${name} (${page.total}) – ${s.siteName}${examples ? `: ${examples}` : ''}`;
      const canonical = `${origin}/onlineProductCategory?${categoryId ? `categoryId=${categoryId}` : `tag=${encodeURIComponent(tag!)}`}`;
      return {
        title: `${name} | ${s.siteName}`,
        description,
        canonical,
        // The first product card's picture, as the card requests it (apps/web ProductCard).
        preloadImages: page.items.slice(0, 1).map((g) => preloadOf(g.img, IMAGE_SPECS.productCard, boot)),
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
export function catalogueSitemap(services: { catalogue: Pick<CatalogueService, 'allOnSaleIds' | 'categoryList'> }, merchantCode: string): SitemapSource {
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
