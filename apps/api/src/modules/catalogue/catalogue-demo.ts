import type { I18nText } from '@shop/contract';
import { rng, type JewelKind, type Metal } from '../../db/seed/art.ts';
import { documentOf, type StoredDocument } from './search-documents.ts';
import { DEMO_SIZES, TYPES } from './catalogue-demo-types.ts';

export { DEMO_SIZES, type SizeGroup } from './catalogue-demo-types.ts';

/**
 * The fictional catalogue, generated deterministically: the demo seed takes the first few hundred
 * products, the bench seed as many as it is asked for. Everything is built in memory; callers insert it.
 */

const t = (zh_HK: string, zh_CN: string, en: string): I18nText => ({ zh_HK, zh_CN, en });

export interface DemoCategory {
  key: string;
  parent?: string;
  title: I18nText;
  kind: JewelKind;
  metal: Metal;
}

/** The category tree: top-level groups, then leaves that products belong to. */
export const DEMO_CATEGORIES: DemoCategory[] = [
  { key: 'rings', title: t('戒指', '戒指', 'Rings'), kind: 'ring', metal: 'gold' },
  { key: 'rings-diamond', parent: 'rings', title: t('鑽石戒指', '钻石戒指', 'Diamond rings'), kind: 'ring', metal: 'white' },
  { key: 'rings-gold', parent: 'rings', title: t('黃金戒指', '黄金戒指', 'Gold rings'), kind: 'ring', metal: 'gold' },
  { key: 'rings-wedding', parent: 'rings', title: t('結婚對戒', '结婚对戒', 'Wedding bands'), kind: 'ring', metal: 'rose' },
  { key: 'necklaces', title: t('項鏈及吊墜', '项链及吊坠', 'Necklaces & pendants'), kind: 'necklace', metal: 'gold' },
  { key: 'necklaces-pendant', parent: 'necklaces', title: t('吊墜', '吊坠', 'Pendants'), kind: 'pendant', metal: 'rose' },
  { key: 'necklaces-chain', parent: 'necklaces', title: t('項鏈', '项链', 'Necklaces'), kind: 'necklace', metal: 'gold' },
  { key: 'earrings', title: t('耳環', '耳环', 'Earrings'), kind: 'earrings', metal: 'rose' },
  { key: 'wrist', title: t('手鏈及手鐲', '手链及手镯', 'Bracelets & bangles'), kind: 'bracelet', metal: 'gold' },
  { key: 'wrist-bracelet', parent: 'wrist', title: t('手鏈', '手链', 'Bracelets'), kind: 'bracelet', metal: 'gold' },
  { key: 'wrist-bangle', parent: 'wrist', title: t('手鐲', '手镯', 'Bangles'), kind: 'bangle', metal: 'gold' },
  { key: 'jade', title: t('翡翠', '翡翠', 'Jade'), kind: 'bangle', metal: 'jade' },
  { key: 'pearl', title: t('珍珠', '珍珠', 'Pearls'), kind: 'necklace', metal: 'white' },
  { key: 'gold', title: t('足金', '足金', '999 Gold'), kind: 'pendant', metal: 'gold' },
  { key: 'watches', title: t('腕錶', '腕表', 'Watches'), kind: 'watch', metal: 'white' },
  { key: 'watches-men', parent: 'watches', title: t('男裝腕錶', '男装腕表', "Men's watches"), kind: 'watch', metal: 'white' },
  { key: 'watches-women', parent: 'watches', title: t('女裝腕錶', '女装腕表', "Women's watches"), kind: 'watch', metal: 'rose' },
];

export const DEMO_LABELS = [
  { code: 'new', name: t('新品', '新品', 'New'), fontColor: '#ffffff', bgColor: '#00053e' },
  { code: 'hot', name: t('熱賣', '热卖', 'Hot'), fontColor: '#ffffff', bgColor: '#a3262a' },
  { code: 'sale', name: t('優惠', '优惠', 'Sale'), fontColor: '#00053e', bgColor: '#c9a96e' },
  { code: 'gift', name: t('送禮之選', '送礼之选', 'Gift ideas'), fontColor: '#ffffff', bgColor: '#5a3d6b' },
  { code: 'limited', name: t('限量版', '限量版', 'Limited edition'), fontColor: '#ffffff', bgColor: '#1b4332' },
  { code: 'online', name: t('網店獨家', '网店独家', 'Online exclusive'), fontColor: '#ffffff', bgColor: '#2b2d42' },
] as const;

export interface DemoColour {
  code: string;
  name: I18nText;
  colorNumber: string;
  metal: Metal;
  gem: string;
}
export const DEMO_COLOURS: DemoColour[] = [
  { code: 'YG', name: t('黃金色', '黄金色', 'Yellow gold'), colorNumber: '#d4a84b', metal: 'gold', gem: '#7fd1ff' },
  { code: 'RG', name: t('玫瑰金色', '玫瑰金色', 'Rose gold'), colorNumber: '#d99a86', metal: 'rose', gem: '#ff8fb1' },
  { code: 'WG', name: t('白金色', '白金色', 'White gold'), colorNumber: '#c9ced6', metal: 'white', gem: '#b8e0ff' },
  { code: 'JD', name: t('翠綠色', '翠绿色', 'Jade green'), colorNumber: '#52b788', metal: 'jade', gem: '#2d6a4f' },
  { code: 'BK', name: t('黑色', '黑色', 'Black'), colorNumber: '#1f1f24', metal: 'white', gem: '#1f1f24' },
  { code: 'BL', name: t('海軍藍色', '海军蓝色', 'Navy blue'), colorNumber: '#1d2b6b', metal: 'white', gem: '#1d2b6b' },
];

const COLLECTIONS: I18nText[] = [
  t('晨曦', '晨曦', 'Aurora'),
  t('星河', '星河', 'Galaxy'),
  t('海港', '海港', 'Harbour'),
  t('蓮韻', '莲韵', 'Lotus'),
  t('繁花', '繁花', 'Blossom'),
  t('福運', '福运', 'Fortune'),
  t('雅緻', '雅致', 'Elegance'),
  t('月影', '月影', 'Moonlight'),
  t('心語', '心语', 'Heartfelt'),
  t('永恆', '永恒', 'Eternity'),
  t('如意', '如意', 'Ruyi'),
  t('龍鳳', '龙凤', 'Dragon & Phoenix'),
  t('星辰', '星辰', 'Stardust'),
  t('水滴', '水滴', 'Droplet'),
  t('絲帶', '丝带', 'Ribbon'),
  t('流光', '流光', 'Shimmer'),
];

const WATCH_BRANDS = ['Meridian Horlogerie', 'Aurelian', 'Kowloon Time', 'Lumen Genève', 'Victoria Peak Watch Co.'];
export const HOUSE_BRAND = 'Jade Harbour';

export interface DemoSku {
  skuCode: string;
  colour: string;
  size?: string;
  price: number;
  originalPrice: number;
  /** Stock per store code; a missing shop holds none. */
  stock: Record<string, number>;
}
export interface DemoProduct {
  index: number;
  category: string;
  brand: string;
  title: I18nText;
  name: I18nText;
  introduction: I18nText;
  kind: JewelKind;
  /** Stone colour of the pictures; undefined for watches (their dial takes the colour choice's). */
  gem: string | undefined;
  colours: string[];
  labels: string[];
  hotSales: boolean;
  sales: number;
  status: 'on' | 'off';
  /** Hours before the seed time the product was listed. */
  ageHours: number;
  skus: DemoSku[];
  /** The search document, as `writeSearchDocuments` writes it from the loaded rows. */
  search: StoredDocument;
}

const round100 = (n: number) => Math.round(n / 10000) * 10000;

/**
 * The material and the name, the words they share said once (issues 37 and 40): "足金" + "足金戒指" →
 * "足金戒指", "18K金" + "金鏈" → "18K金鏈", "999 Gold" + "Gold Ring" → "999 Gold Ring", "天然翡翠" +
 * "翡翠手鐲" → "天然翡翠手鐲", "South Sea Pearl" + "Pearl Necklace" → "South Sea Pearl Necklace".
 * Characters are the units in Chinese, words in English.
 */
export function joinOnce(material: string, name: string, sep: '' | ' '): string {
  const a = sep ? material.split(' ') : [...material];
  const b = sep ? name.split(' ') : [...name];
  const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase();
  for (let k = Math.min(a.length, b.length); k > 0; k--) if (a.slice(a.length - k).every((w, i) => same(w, b[i]!))) return [...a, ...b.slice(k)].join(sep);
  return `${material}${sep}${name}`;
}

/**
 * Product `index` of the endless catalogue. Product i combines type i % TYPES and collection
 * (i / TYPES) % COLLECTIONS, so the first TYPES × COLLECTIONS products are all different; later ones
 * (bench only) carry a series number.
 */
export function demoProduct(index: number, storeCodes: readonly string[], online = 'ESHOP'): DemoProduct {
  const r = rng(index * 7919 + 17);
  const type = TYPES[index % TYPES.length]!;
  const round = Math.floor(index / TYPES.length);
  const coll = COLLECTIONS[round % COLLECTIONS.length]!;
  const series = Math.floor(round / COLLECTIONS.length);
  const suffix = series > 0 ? ` ${series + 1}` : '';
  const brand = type.watch ? WATCH_BRANDS[(index + round) % WATCH_BRANDS.length]! : HOUSE_BRAND;
  const brandPrefix = type.watch ? `${brand} ` : '';
  const name = t(`${coll.zh_HK}${type.name.zh_HK}${suffix}`, `${coll.zh_CN}${type.name.zh_CN}${suffix}`, `${coll.en} ${type.name.en}${suffix}`);
  const title = t(
    `${brandPrefix}${coll.zh_HK}系列 ${joinOnce(type.material.zh_HK, type.name.zh_HK, '')}${suffix}`,
    `${brandPrefix}${coll.zh_CN}系列 ${joinOnce(type.material.zh_CN, type.name.zh_CN, '')}${suffix}`,
    `${brandPrefix}${coll.en} ${joinOnce(
      type.material.en.replace(/\b\w/g, (c) => c.toUpperCase()),
      type.name.en,
      ' ',
    )}${suffix}`,
  );
  const introduction = type.watch
    ? t(
        `${brand}「${coll.zh_HK}」系列${type.name.zh_HK}，${type.material.zh_HK}錶殼，藍寶石水晶玻璃，防水 100 米，兩年國際保養。`,
        `${brand}「${coll.zh_CN}」系列${type.name.zh_CN}，${type.material.zh_CN}表壳，蓝宝石水晶玻璃，防水 100 米，两年国际保养。`,
        `${brand} ${coll.en} ${type.name.en.toLowerCase()} in ${type.material.en} with sapphire crystal, water resistant to 100 m, two-year international warranty.`,
      )
    : t(
        `「${coll.zh_HK}」系列以${type.material.zh_HK}精心打造，由香港工匠人手鑲嵌及打磨，附翠港珠寶保證書及禮盒。`,
        `「${coll.zh_CN}」系列以${type.material.zh_CN}精心打造，由香港工匠人手镶嵌及打磨，附翠港珠宝保证书及礼盒。`,
        `From the ${coll.en} collection, crafted in ${type.material.en}, set and polished by hand in Hong Kong; comes with a Jade Harbour certificate and gift box.`,
      );

  // One to all of the type's colours, in a stable order.
  const colourCount = 1 + Math.floor(r() * type.colours.length);
  const start = Math.floor(r() * type.colours.length);
  const colours = Array.from({ length: colourCount }, (_, k) => type.colours[(start + k) % type.colours.length]!);
  const sizes = type.sizes ? DEMO_SIZES[type.sizes].slice(0, 2 + Math.floor(r() * (DEMO_SIZES[type.sizes].length - 1))) : [];

  const base = round100(type.price[0] + r() * (type.price[1] - type.price[0]));
  const onSale = r() < 0.25;
  const wholeSoldOut = index % 29 === 7;
  const code = `JH${String(index + 1).padStart(6, '0')}`;
  const skus: DemoSku[] = [];
  colours.forEach((colour, ci) => {
    const variants = sizes.length ? sizes : [undefined];
    variants.forEach((size, si) => {
      const originalPrice = base + ci * 20000 + si * 10000;
      const price = onSale ? round100(originalPrice * 0.85) : originalPrice;
      const stock: Record<string, number> = {};
      const soldOut = wholeSoldOut || r() < 0.12;
      if (!soldOut) {
        stock[online] = Math.floor(r() * 12);
        for (const store of storeCodes) if (r() < 0.45) stock[store] = 1 + Math.floor(r() * 5);
        // A sku with no stock online may still be in a shop; keep at least one unit online most of the time.
        if (stock[online] === 0 && r() < 0.6) stock[online] = 1;
      }
      skus.push({ skuCode: `${code}-${colour}${size ? `-${size.code}` : ''}`, colour, ...(size ? { size: size.code } : {}), price, originalPrice, stock });
    });
  });

  const labels: string[] = [];
  const ageHours = Math.floor(index * 3 + r() * 3);
  if (ageHours < 24 * 30) labels.push('new');
  const hotSales = r() < 0.2;
  if (hotSales) labels.push('hot');
  if (onSale) labels.push('sale');
  if (base < 800000 && r() < 0.5) labels.push('gift');
  if (r() < 0.06) labels.push('limited');
  if (r() < 0.08) labels.push('online');

  const categoryPath: I18nText[] = [];
  for (let c = DEMO_CATEGORIES.find((x) => x.key === type.category); c; c = c.parent ? DEMO_CATEGORIES.find((x) => x.key === c!.parent) : undefined)
    categoryPath.push(c.title);
  const search = documentOf({
    title,
    name,
    introduction,
    brand,
    categoryPath,
    selections: [...colours.map((c) => DEMO_COLOURS.find((x) => x.code === c)!.name), ...sizes.map((sz) => sz.name)],
    skuCodes: skus.map((s) => s.skuCode),
  });
  return {
    index,
    category: type.category,
    brand,
    title,
    name,
    introduction,
    kind: type.kind,
    gem: type.watch ? undefined : type.gem,
    colours,
    labels,
    hotSales,
    sales: Math.floor(r() * (hotSales ? 900 : 200)),
    status: index % 97 === 50 ? 'off' : 'on',
    ageHours,
    skus,
    search,
  };
}

/** The picture of a product in a colour: shared by products of the same type, kind and colour. */
export function demoImage(p: Pick<DemoProduct, 'kind' | 'gem' | 'index'>, colourCode: string, view = 0) {
  const colour = DEMO_COLOURS.find((c) => c.code === colourCode) ?? DEMO_COLOURS[0]!;
  const gem = p.gem ?? colour.gem;
  const backdrop = BACKDROPS[(p.index + view) % BACKDROPS.length]!;
  const key = `catalogue/${p.kind}-${colour.metal}-${gem.slice(1)}-${backdrop.slice(1)}-v1.svg`;
  return { key, url: `/media/${key}`, draw: { kind: p.kind, metal: colour.metal, gem, backdrop, seed: p.index } };
}
const BACKDROPS = ['#f6f1ea', '#eef1f6', '#f3eef6'];

export const DEMO_PRODUCT_COUNT = TYPES.length * COLLECTIONS.length;
