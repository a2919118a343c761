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

/** The product types of the demo catalogue: each collection makes one product of each. */
export const TYPES: ProductType[] = [
  {
    category: 'rings-diamond',
    name: t('鑽石戒指', '钻石戒指', 'Diamond Ring'),
    material: m18,
    kind: 'ring',
    colours: ['YG', 'RG', 'WG'],
    sizes: 'ring',
    gem: '#d6f0ff',
    price: [680000, 4800000],
  },
  {
    category: 'rings-diamond',
    name: t('紅寶石戒指', '红宝石戒指', 'Ruby Ring'),
    material: m18,
    kind: 'ring',
    colours: ['YG', 'WG'],
    sizes: 'ring',
    gem: '#c8102e',
    price: [880000, 3200000],
  },
  {
    category: 'rings-diamond',
    name: t('藍寶石戒指', '蓝宝石戒指', 'Sapphire Ring'),
    material: m18,
    kind: 'ring',
    colours: ['WG', 'RG'],
    sizes: 'ring',
    gem: '#1f4fb5',
    price: [780000, 2900000],
  },
  {
    category: 'rings-gold',
    name: t('足金戒指', '足金戒指', 'Gold Ring'),
    material: m999,
    kind: 'ring',
    colours: ['YG'],
    sizes: 'ring',
    gem: '#e7c873',
    price: [320000, 980000],
  },
  {
    category: 'rings-wedding',
    name: t('結婚對戒', '结婚对戒', 'Wedding Band'),
    material: m18,
    kind: 'ring',
    colours: ['YG', 'RG', 'WG'],
    sizes: 'ring',
    gem: '#eef6ff',
    price: [520000, 1600000],
  },
  {
    category: 'necklaces-pendant',
    name: t('鑽石吊墜', '钻石吊坠', 'Diamond Pendant'),
    material: m18,
    kind: 'pendant',
    colours: ['YG', 'RG', 'WG'],
    gem: '#d6f0ff',
    price: [420000, 2600000],
  },
  {
    category: 'necklaces-pendant',
    name: t('祖母綠吊墜', '祖母绿吊坠', 'Emerald Pendant'),
    material: m18,
    kind: 'pendant',
    colours: ['YG', 'WG'],
    gem: '#1f8a5b',
    price: [680000, 3600000],
  },
  {
    category: 'necklaces-chain',
    name: t('鑽石項鏈', '钻石项链', 'Diamond Necklace'),
    material: m18,
    kind: 'necklace',
    colours: ['YG', 'RG', 'WG'],
    sizes: 'chain',
    gem: '#d6f0ff',
    price: [880000, 5600000],
  },
  {
    category: 'necklaces-chain',
    name: t('金鏈', '金链', 'Gold Chain'),
    material: m18,
    kind: 'necklace',
    colours: ['YG', 'RG'],
    sizes: 'chain',
    gem: '#e7c873',
    price: [280000, 960000],
  },
  {
    category: 'earrings',
    name: t('鑽石耳環', '钻石耳环', 'Diamond Earrings'),
    material: m18,
    kind: 'earrings',
    colours: ['YG', 'RG', 'WG'],
    gem: '#d6f0ff',
    price: [380000, 2400000],
  },
  {
    category: 'earrings',
    name: t('紅寶石耳環', '红宝石耳环', 'Ruby Earrings'),
    material: m18,
    kind: 'earrings',
    colours: ['YG', 'RG'],
    gem: '#c8102e',
    price: [460000, 1800000],
  },
  {
    category: 'wrist-bracelet',
    name: t('鑽石手鏈', '钻石手链', 'Diamond Bracelet'),
    material: m18,
    kind: 'bracelet',
    colours: ['YG', 'RG', 'WG'],
    sizes: 'wrist',
    gem: '#d6f0ff',
    price: [580000, 3800000],
  },
  {
    category: 'wrist-bracelet',
    name: t('幸運手鏈', '幸运手链', 'Charm Bracelet'),
    material: m18,
    kind: 'bracelet',
    colours: ['YG', 'RG'],
    sizes: 'wrist',
    gem: '#ff8fb1',
    price: [180000, 620000],
  },
  {
    category: 'wrist-bangle',
    name: t('足金手鐲', '足金手镯', 'Gold Bangle'),
    material: m999,
    kind: 'bangle',
    colours: ['YG'],
    sizes: 'wrist',
    gem: '#e7c873',
    price: [1200000, 4200000],
  },
  {
    category: 'jade',
    name: t('翡翠手鐲', '翡翠手镯', 'Jade Bangle'),
    material: mJade,
    kind: 'bangle',
    colours: ['JD'],
    sizes: 'wrist',
    gem: '#52b788',
    price: [880000, 12800000],
  },
  {
    category: 'jade',
    name: t('翡翠吊墜', '翡翠吊坠', 'Jade Pendant'),
    material: mJade,
    kind: 'pendant',
    colours: ['JD', 'YG'],
    gem: '#52b788',
    price: [320000, 4600000],
  },
  {
    category: 'jade',
    name: t('翡翠耳環', '翡翠耳环', 'Jade Earrings'),
    material: mJade,
    kind: 'earrings',
    colours: ['JD', 'WG'],
    gem: '#52b788',
    price: [260000, 1900000],
  },
  {
    category: 'pearl',
    name: t('珍珠項鏈', '珍珠项链', 'Pearl Necklace'),
    material: mPearl,
    kind: 'necklace',
    colours: ['WG', 'YG'],
    sizes: 'chain',
    gem: '#f4efe6',
    price: [680000, 3900000],
  },
  {
    category: 'pearl',
    name: t('珍珠耳環', '珍珠耳环', 'Pearl Earrings'),
    material: mPearl,
    kind: 'earrings',
    colours: ['WG', 'RG'],
    gem: '#f4efe6',
    price: [220000, 980000],
  },
  {
    category: 'gold',
    name: t('足金吊墜', '足金吊坠', 'Gold Pendant'),
    material: m999,
    kind: 'pendant',
    colours: ['YG'],
    gem: '#e7c873',
    price: [160000, 680000],
  },
  {
    category: 'gold',
    name: t('足金套裝', '足金套装', 'Gold Jewellery Set'),
    material: m999,
    kind: 'necklace',
    colours: ['YG'],
    gem: '#e7c873',
    price: [1800000, 6800000],
  },
  {
    category: 'watches-men',
    name: t('自動機械腕錶', '自动机械腕表', 'Automatic Watch'),
    material: mSteel,
    kind: 'watch',
    colours: ['BK', 'BL', 'WG'],
    sizes: 'watch',
    price: [1480000, 8800000],
    watch: true,
  },
  {
    category: 'watches-men',
    name: t('計時腕錶', '计时腕表', 'Chronograph'),
    material: mSteel,
    kind: 'watch',
    colours: ['BK', 'BL'],
    sizes: 'watch',
    price: [2280000, 9800000],
    watch: true,
  },
  {
    category: 'watches-women',
    name: t('鑽圈腕錶', '钻圈腕表', 'Diamond Bezel Watch'),
    material: mSteel,
    kind: 'watch',
    colours: ['RG', 'WG', 'BL'],
    sizes: 'watch',
    gem: '#d6f0ff',
    price: [1880000, 7600000],
    watch: true,
  },
];
