import type { I18nText } from './locale.ts';
import { metalsNamedInTitle } from './metal-words.ts';

/*
 * The facets a goods search narrows by (issue 42, decision 447): metal, stone and collection read from a
 * product's title (the catalogue stores them with its search document), price band from its lowest
 * price, availability from stock online or at a shop. Values are codes; the names are for the screens.
 */

const t = (zh_HK: string, zh_CN: string, en: string): I18nText => ({ zh_HK, zh_CN, en });

export interface FacetValue {
  code: string;
  name: I18nText;
  /** Words naming the value in a title (lower case; any language). */
  words: string[];
}

export const METAL_FACETS: FacetValue[] = [
  { code: 'gold9999', name: t('足金', '足金', '999 gold'), words: [] },
  { code: 'gold18k', name: t('18K金', '18K金', '18K gold'), words: [] },
  { code: 'pt950', name: t('鉑金', '铂金', 'Platinum'), words: [] },
  { code: 'steel', name: t('精鋼', '精钢', 'Stainless steel'), words: ['精鋼', '精钢', 'stainless steel'] },
];

export const STONE_FACETS: FacetValue[] = [
  { code: 'diamond', name: t('鑽石', '钻石', 'Diamond'), words: ['鑽石', '钻石', 'diamond', '鑽圈'] },
  { code: 'ruby', name: t('紅寶石', '红宝石', 'Ruby'), words: ['紅寶石', '红宝石', 'ruby'] },
  { code: 'sapphire', name: t('藍寶石', '蓝宝石', 'Sapphire'), words: ['藍寶石', '蓝宝石', 'sapphire'] },
  { code: 'emerald', name: t('祖母綠', '祖母绿', 'Emerald'), words: ['祖母綠', '祖母绿', 'emerald'] },
  { code: 'jade', name: t('翡翠', '翡翠', 'Jade'), words: ['翡翠', 'jadeite'] },
  { code: 'pearl', name: t('珍珠', '珍珠', 'Pearl'), words: ['珍珠', 'pearl'] },
];

export const COLLECTION_FACETS: FacetValue[] = [
  ['aurora', '晨曦', '晨曦', 'Aurora'],
  ['galaxy', '星河', '星河', 'Galaxy'],
  ['harbour', '海港', '海港', 'Harbour'],
  ['lotus', '蓮韻', '莲韵', 'Lotus'],
  ['blossom', '繁花', '繁花', 'Blossom'],
  ['fortune', '福運', '福运', 'Fortune'],
  ['elegance', '雅緻', '雅致', 'Elegance'],
  ['moonlight', '月影', '月影', 'Moonlight'],
  ['heartfelt', '心語', '心语', 'Heartfelt'],
  ['eternity', '永恆', '永恒', 'Eternity'],
  ['ruyi', '如意', '如意', 'Ruyi'],
  ['dragon-phoenix', '龍鳳', '龙凤', 'Dragon & Phoenix'],
  ['stardust', '星辰', '星辰', 'Stardust'],
  ['droplet', '水滴', '水滴', 'Droplet'],
  ['ribbon', '絲帶', '丝带', 'Ribbon'],
  ['shimmer', '流光', '流光', 'Shimmer'],
].map(([code, hk, cn, en]) => ({ code: code!, name: t(hk!, cn!, en!), words: [`${hk}系列`, `${cn}系列`] }));

/** Price bands by the lowest price, in cents: [from, below). */
export const PRICE_BANDS: { code: string; from: number; below: number | null; name: I18nText }[] = [
  { code: 'u5k', from: 0, below: 500_000, name: t('HK$5,000 以下', 'HK$5,000 以下', 'Under HK$5,000') },
  { code: '5k-10k', from: 500_000, below: 1_000_000, name: t('HK$5,000–10,000', 'HK$5,000–10,000', 'HK$5,000–10,000') },
  { code: '10k-20k', from: 1_000_000, below: 2_000_000, name: t('HK$10,000–20,000', 'HK$10,000–20,000', 'HK$10,000–20,000') },
  { code: '20k-50k', from: 2_000_000, below: 5_000_000, name: t('HK$20,000–50,000', 'HK$20,000–50,000', 'HK$20,000–50,000') },
  { code: 'o50k', from: 5_000_000, below: null, name: t('HK$50,000 以上', 'HK$50,000 以上', 'HK$50,000 and above') },
];

const named = (values: FacetValue[], text: string) => values.find((v) => v.words.some((w) => text.includes(w)))?.code ?? null;

/** The facet values a product's title names (the first of each kind), from its three languages. */
export function facetsOfTitle(title: I18nText): { metal: string | null; stone: string | null; collection: string | null } {
  const text = `${title.zh_HK} ${title.zh_CN} ${title.en} `.toLowerCase();
  const metal = metalsNamedInTitle(title)[0] ?? named(METAL_FACETS, text);
  return { metal, stone: named(STONE_FACETS, text), collection: named(COLLECTION_FACETS, text) };
}

export const FACET_KINDS = ['categoryId', 'metal', 'stone', 'collection', 'price', 'at'] as const;
export type FacetKind = (typeof FACET_KINDS)[number];
