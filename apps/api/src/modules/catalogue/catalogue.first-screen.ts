import { IMAGE, LAYOUT, formatAmount, imageSrcSetOf, imageUrl, type AmountFormat, type CallResponse, type Goods, type getGoodsCategoryPage, type getGoodsMixData, type Lang, wireText } from '@shop/contract';
import { escapeHtml as esc } from '../web/html.ts';

/*
 * The first screen of the catalogue pages as plain HTML (decision 081): what the category and product
 * screens (apps/web/src/features/catalogue) show above the fold, with their class names so the app's
 * styles lay it out the same, from the same call answers the page embeds for the app. It shows before
 * the scripts have loaded; the app then replaces it with the live screen. Only what a visitor sees first
 * is here: the header's logo and name, the heading, the first cards or the product's picture, name and
 * price. Controls (search, menu, sort, options, buttons) come with the app.
 */

export interface FirstScreenSite {
  siteName: string;
  logo: string;
  amountFormat: AmountFormat;
  currencySymbol: string;
}
/**
 * A colour from the catalogue for a style attribute: a hex, rgb() or named colour, else none. (React
 * drops an invalid value for one property; in an attribute written by hand `;` would start another.)
 */
const colour = (v: string | null | undefined, fallback: string) =>
  v && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]{1,40}\)|[a-z]{1,30})$/i.test(v.trim()) ? v.trim() : fallback;
const labelStyle = (l: { fontColor: string; bgColor: string }) => `color:${colour(l.fontColor, 'inherit')};background:${colour(l.bgColor, 'transparent')}`;

type Titled = { titleSimple: string; titleTraditional: string; titleEng: string };

/** An `<img>` as the app's Img component writes it (same address, srcset and reserved square). */
function img(src: string, width: number, widths: readonly number[], sizes: string, alt: string, className: string, eager: boolean): string {
  const srcset = imageSrcSetOf(src, widths);
  const attrs = [
    `src="${esc(imageUrl(src, width))}"`,
    srcset ? `srcset="${esc(srcset)}" sizes="${esc(sizes)}"` : '',
    `alt="${esc(alt)}"`,
    `class="${className}"`,
    'style="aspect-ratio:1"',
    eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"',
    'decoding="async"',
  ];
  return `<img ${attrs.filter(Boolean).join(' ')}>`;
}

/** The page shell: the header bar with the logo and site name, room for the shop bar, then `main`. */
function shell(site: FirstScreenSite, main: string): string {
  return (
    `<div class="shell first-screen">` +
    `<header class="site-header"><div class="site-header__bar"><span class="first-screen__burger"></span>` +
    `<a href="/" class="site-header__logo" aria-label="${esc(site.siteName)}"><span class="site-header__logo-box" style="max-width:${LAYOUT.HEADER_LOGO_MAX_WIDTH}px">` +
    img(site.logo, 48, [48, 96], '(max-width: 48px) 100vw, 48px', '', 'site-header__logo-img', true) +
    `<span class="site-header__brand">${esc(site.siteName)}</span></span></a></div></header>` +
    `<div class="online-nav first-screen__online-nav"></div>` +
    `<main id="main" class="shell__main">${main}</main></div>`
  );
}

const crumbs = (items: string[]) => (items.length ? `<nav class="breadcrumb"><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol></nav>` : '');
const categoryLink = (c: Titled & { id: number }, lang: Lang) => `<a href="/onlineProductCategory?categoryId=${c.id}">${esc(wireText(c, 'title', lang))}</a>`;

/** Cards the product grid renders at once (apps/web ProductGrid's FIRST_CARDS); the rest keep a square. */
const FIRST_CARDS = 4;

function card(g: Goods, lang: Lang, site: FirstScreenSite, eager: boolean): string {
  const money = (cents: number) => esc(formatAmount(cents, site.amountFormat, 'price', site.currencySymbol));
  const labels = g.tagParameterDTOS.slice(0, 2);
  const colours = colourSelections(g);
  return (
    `<article class="product-card"><a class="product-card__link" href="/product?id=${g.id}"><div class="product-card__media">` +
    img(g.img, IMAGE.COMMON_SMALL, [IMAGE.COMMON_SMALL, IMAGE.COMMON_BIG], '(min-width: 960px) 300px, 50vw', '', 'product-card__img', eager) +
    (labels.length
      ? `<ul class="product-card__labels">${labels.map((l) => `<li style="${labelStyle(l)}">${esc(wireText(l, 'name', lang))}</li>`).join('')}</ul>`
      : '') +
    `</div><h2 class="product-card__name">${esc(wireText(g, 'name', lang))}</h2></a>` +
    `<p class="product-card__price"><span class="product-card__now">${money(g.skuMinPrice)}</span>` +
    (g.originalPrice > g.skuMinPrice ? `<s class="product-card__was">${money(g.originalPrice)}</s>` : '') +
    `</p><div class="product-card__foot">` +
    (colours.length > 1
      ? `<div class="product-card__swatches">${colours.map((c) => `<span class="product-card__swatch" style="background:${colour(c.colorNumber, '#ccc')}"></span>`).join('')}</div>`
      : '<span></span>') +
    `<span class="first-screen__heart"></span></div></article>`
  );
}

/** The colour choices a card shows (apps/web lib/catalogue colourAttribute). */
const colourSelections = (g: Goods) => g.goodsAttributesList.find((a) => a.attributesType === 'COLOR')?.goodsAttributesSelections ?? [];

function grid(goods: Goods[], lang: Lang, site: FirstScreenSite): string {
  const fillers = (4 - (goods.length % 4)) % 4;
  const cells = goods.map((g, i) => `<li>${i < FIRST_CARDS ? card(g, lang, site, i < 2) : '<div class="product-card__media product-card__pending"></div>'}</li>`);
  for (let i = 0; i < fillers; i++) cells.push('<li class="product-grid__filler"></li>');
  return `<ul class="product-grid">${cells.join('')}</ul>`;
}

/** /onlineProductCategory: breadcrumb, heading, sub-categories and labels, the first cards. */
export function categoryFirstScreen(page: CallResponse<typeof getGoodsCategoryPage>, heading: string, lang: Lang, site: FirstScreenSite, tag: string | undefined): string {
  const path = page.categoryPath;
  const children = page.category?.childrenList ?? [];
  const chipHref = (code: string) => {
    const codes = (tag ?? '').split(',').filter(Boolean);
    const next = codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
    const q = new URLSearchParams();
    if (page.category) q.set('categoryId', String(page.category.id));
    if (next.length) q.set('tag', next.join(','));
    return `/onlineProductCategory?${q.toString()}`;
  };
  const main =
    `<div class="catalogue container">` +
    crumbs(path.map((c, i) => (i < path.length - 1 ? categoryLink(c, lang) : `<span aria-current="page">${esc(wireText(c, 'title', lang))}</span>`))) +
    `<header class="catalogue__head"><h1 class="catalogue__title">${esc(heading)}</h1><div class="catalogue__tools"><p class="catalogue__count">&nbsp;</p><span class="first-screen__sort"></span></div></header>` +
    (children.length ? `<ul class="catalogue__subcats">${children.map((c) => `<li>${categoryLink(c, lang)}</li>`).join('')}</ul>` : '') +
    (page.labels.length
      ? `<ul class="catalogue__chips catalogue__chips--bar">${page.labels.map((l) => `<li><a class="chip" href="${esc(chipHref(l.code))}">${esc(wireText(l, 'name', lang))}</a></li>`).join('')}</ul>`
      : '') +
    `<div class="catalogue__results">${grid(page.items, lang, site)}</div></div>`;
  return shell(site, main);
}

/** /product: breadcrumb, the main picture and thumbnails, brand, name, title, labels and price. */
export function productFirstScreen(mix: CallResponse<typeof getGoodsMixData>, lang: Lang, site: FirstScreenSite): string {
  const g = mix.goods;
  const name = wireText(g, 'name', lang);
  const sku = g.skuList[0];
  const images = [...new Set(g.imgList)].filter(Boolean);
  const main =
    `<div class="product container">` +
    crumbs([...mix.categoryPath.map((c) => categoryLink(c, lang)), `<span aria-current="page">${esc(name)}</span>`]) +
    `<div class="product__main"><section class="product__gallery"><div class="product__zoom">` +
    // 500 on the page, as the product screen and the served head's preload ask for it.
    img(images[0] ?? g.img, IMAGE.COMMON_BIG, [IMAGE.COMMON_BIG], '(min-width: 960px) 500px, 100vw', name, 'product__image', true) +
    `</div>` +
    (images.length > 1
      ? `<ul class="product__thumbs">${images.map((src) => `<li><span class="first-screen__thumb">${img(src, 96, [IMAGE.MIN_WIDTH], '72px', '', '', false)}</span></li>`).join('')}</ul>`
      : '') +
    `</section><section class="product__info">` +
    (g.brand ? `<p class="product__brand">${esc(g.brand)}</p>` : '') +
    `<div class="product__heading"><h1 class="product__name">${esc(name)}</h1></div>` +
    `<p class="product__title">${esc(wireText(g, 'title', lang))}</p>` +
    (g.tagParameterDTOS.length
      ? `<ul class="catalogue__chips">${g.tagParameterDTOS.map((l) => `<li><a class="chip chip--label" style="${labelStyle(l)}" href="/onlineProductCategory?tag=${encodeURIComponent(l.code)}">${esc(wireText(l, 'name', lang))}</a></li>`).join('')}</ul>`
      : '') +
    `<p class="product__price"><span class="product__now">${esc(formatAmount(sku?.price ?? g.price, site.amountFormat, 'price', site.currencySymbol))}</span></p>` +
    `</section></div></div>`;
  return shell(site, main);
}
