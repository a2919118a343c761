import type { I18nText } from '@shop/contract';
import type { JewelKind } from '../../db/seed/art.ts';

// The demo catalogue's product types (data): categories, names, materials, colours, sizes and price bands.

const t = (zh_HK: string, zh_CN: string, en: string): I18nText => ({ zh_HK, zh_CN, en });

/** Size choices per group of goods. */
export const DEMO_SIZES = {
  ring: ['10', '11', '12', '13', '14'].map((s) => ({ code: `R${s}`, name: t(`${s} 號`, `${s} 号`, `Size ${s}`) })),
  wrist: ['16', '17', '18'].map((s) => ({ code: `W${s}`, name: t(`${s} 厘米`, `${s} 厘米`, `${s} cm`) })),
  chain: ['40', '45'].map((s) => ({ code: `N${s}`, name: t(`${s} 厘米`, `${s} 厘米`, `${s} cm`) })),
  watch: ['34', '38', '41'].map((s) => ({ code: `C${s}`, name: t(`${s} 毫米`, `${s} 毫米`, `${s} mm`) })),
} as const;
export type SizeGroup = keyof typeof DEMO_SIZES;

export interface ProductType {
  category: string;
  name: I18nText;
  material: I18nText;
  kind: JewelKind;
  colours: string[];
  sizes?: SizeGroup;
  price: [number, number];
  watch?: boolean;
  /** Stone colour drawn in the picture (watches use the dial of the colour choice). */
  gem?: string;
}
const m18 = t('18K金', '18K金', '18K gold');
const m999 = t('足金', '足金', '999 gold');
const mJade = t('天然翡翠', '天然翡翠', 'natural jadeite');
const mPearl = t('南洋珍珠', '南洋珍珠', 'South Sea pearl');
const mSteel = t('精鋼', '精钢', 'stainless steel');

type TypeRow = [
  category: string,
  name: I18nText,
  material: I18nText,
  kind: JewelKind,
  colours: string,
  sizes: SizeGroup | '',
  gem: string,
  priceFrom: number,
  priceTo: number,
  watch: boolean,
];

/** One row per product type: category, name, material, kind, colour codes, size group, stone colour, price band (cents), watch. */
const TYPE_ROWS: TypeRow[] = [
  ['rings-diamond', t('鑽石戒指', '钻石戒指', 'Diamond Ring'), m18, 'ring', 'YG RG WG', 'ring', '#d6f0ff', 680000, 4800000, false],
  ['rings-diamond', t('紅寶石戒指', '红宝石戒指', 'Ruby Ring'), m18, 'ring', 'YG WG', 'ring', '#c8102e', 880000, 3200000, false],
  ['rings-diamond', t('藍寶石戒指', '蓝宝石戒指', 'Sapphire Ring'), m18, 'ring', 'WG RG', 'ring', '#1f4fb5', 780000, 2900000, false],
  ['rings-gold', t('足金戒指', '足金戒指', 'Gold Ring'), m999, 'ring', 'YG', 'ring', '#e7c873', 320000, 980000, false],
  ['rings-wedding', t('結婚對戒', '结婚对戒', 'Wedding Band'), m18, 'ring', 'YG RG WG', 'ring', '#eef6ff', 520000, 1600000, false],
  ['necklaces-pendant', t('鑽石吊墜', '钻石吊坠', 'Diamond Pendant'), m18, 'pendant', 'YG RG WG', '', '#d6f0ff', 420000, 2600000, false],
  ['necklaces-pendant', t('祖母綠吊墜', '祖母绿吊坠', 'Emerald Pendant'), m18, 'pendant', 'YG WG', '', '#1f8a5b', 680000, 3600000, false],
  ['necklaces-chain', t('鑽石項鏈', '钻石项链', 'Diamond Necklace'), m18, 'necklace', 'YG RG WG', 'chain', '#d6f0ff', 880000, 5600000, false],
  ['necklaces-chain', t('金鏈', '金链', 'Gold Chain'), m18, 'necklace', 'YG RG', 'chain', '#e7c873', 280000, 960000, false],
  ['earrings', t('鑽石耳環', '钻石耳环', 'Diamond Earrings'), m18, 'earrings', 'YG RG WG', '', '#d6f0ff', 380000, 2400000, false],
  ['earrings', t('紅寶石耳環', '红宝石耳环', 'Ruby Earrings'), m18, 'earrings', 'YG RG', '', '#c8102e', 460000, 1800000, false],
  ['wrist-bracelet', t('鑽石手鏈', '钻石手链', 'Diamond Bracelet'), m18, 'bracelet', 'YG RG WG', 'wrist', '#d6f0ff', 580000, 3800000, false],
  ['wrist-bracelet', t('幸運手鏈', '幸运手链', 'Charm Bracelet'), m18, 'bracelet', 'YG RG', 'wrist', '#ff8fb1', 180000, 620000, false],
  ['wrist-bangle', t('足金手鐲', '足金手镯', 'Gold Bangle'), m999, 'bangle', 'YG', 'wrist', '#e7c873', 1200000, 4200000, false],
  ['jade', t('翡翠手鐲', '翡翠手镯', 'Jade Bangle'), mJade, 'bangle', 'JD', 'wrist', '#52b788', 880000, 12800000, false],
  ['jade', t('翡翠吊墜', '翡翠吊坠', 'Jade Pendant'), mJade, 'pendant', 'JD YG', '', '#52b788', 320000, 4600000, false],
  ['jade', t('翡翠耳環', '翡翠耳环', 'Jade Earrings'), mJade, 'earrings', 'JD WG', '', '#52b788', 260000, 1900000, false],
  ['pearl', t('珍珠項鏈', '珍珠项链', 'Pearl Necklace'), mPearl, 'necklace', 'WG YG', 'chain', '#f4efe6', 680000, 3900000, false],
  ['pearl', t('珍珠耳環', '珍珠耳环', 'Pearl Earrings'), mPearl, 'earrings', 'WG RG', '', '#f4efe6', 220000, 980000, false],
  ['gold', t('足金吊墜', '足金吊坠', 'Gold Pendant'), m999, 'pendant', 'YG', '', '#e7c873', 160000, 680000, false],
  ['gold', t('足金套裝', '足金套装', 'Gold Jewellery Set'), m999, 'necklace', 'YG', '', '#e7c873', 1800000, 6800000, false],
  ['watches-men', t('自動機械腕錶', '自动机械腕表', 'Automatic Watch'), mSteel, 'watch', 'BK BL WG', 'watch', '', 1480000, 8800000, true],
  ['watches-men', t('計時腕錶', '计时腕表', 'Chronograph'), mSteel, 'watch', 'BK BL', 'watch', '', 2280000, 9800000, true],
  ['watches-women', t('鑽圈腕錶', '钻圈腕表', 'Diamond Bezel Watch'), mSteel, 'watch', 'RG WG BL', 'watch', '#d6f0ff', 1880000, 7600000, true],
];

/** The product types of the demo catalogue: each collection makes one product of each. */
export const TYPES: ProductType[] = TYPE_ROWS.map(([category, name, material, kind, colours, sizes, gem, from, to, watch]) => ({
  category,
  name,
  material,
  kind,
  colours: colours.split(' '),
  ...(sizes ? { sizes } : {}),
  ...(gem ? { gem } : {}),
  price: [from, to],
  ...(watch ? { watch } : {}),
}));
