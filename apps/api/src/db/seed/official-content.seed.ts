import { DEMO, type I18nText } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Seed } from './seed.ts';
import type { Db } from '../client.ts';
import { bannerSvg, jewelSvg, rng, type JewelKind, type Metal } from './art.ts';
import { brandEmblemSvg, shopfrontSvg } from './official-content-art.ts';
import { block, putPage, putSvg, t } from './helpers.ts';
import { articles } from '../../modules/articles/articles.tables.ts';
import { areas, shopStores } from '../../modules/shops/shops.tables.ts';
import { brandStores, brandWatches, brands } from '../../modules/brands/brands.tables.ts';

/** WGS-84 → Baidu BD-09 (Hong Kong maps use WGS-84 on Google, so no GCJ-02 step). */
function toBaidu(lat: number, lng: number): [number, number] {
  const xPi = (Math.PI * 3000) / 180;
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * xPi);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * xPi);
  return [Number((z * Math.sin(theta) + 0.006).toFixed(6)), Number((z * Math.cos(theta) + 0.0065).toFixed(6))];
}

const AREAS: Array<{ name: I18nText; children: Array<[string, I18nText]> }> = [
  {
    name: t('香港島', '香港岛', 'Hong Kong Island'),
    children: [
      ['CW', t('中西區', '中西区', 'Central and Western')],
      ['WC', t('灣仔區', '湾仔区', 'Wan Chai')],
    ],
  },
  {
    name: t('九龍', '九龙', 'Kowloon'),
    children: [
      ['YTM', t('油尖旺區', '油尖旺区', 'Yau Tsim Mong')],
      ['KT', t('觀塘區', '观塘区', 'Kwun Tong')],
    ],
  },
  {
    name: t('新界', '新界', 'New Territories'),
    children: [
      ['ST', t('沙田區', '沙田区', 'Sha Tin')],
      ['TW', t('荃灣區', '荃湾区', 'Tsuen Wan')],
      ['TM', t('屯門區', '屯门区', 'Tuen Mun')],
      ['YL', t('元朗區', '元朗区', 'Yuen Long')],
    ],
  },
];

/** Fictional street addresses in the real districts, with the district's real coordinates. */
const SHOP_DETAILS: Record<
  string,
  { district: string; address: I18nText; phone: string; lat: number; lng: number; open: string; close: string; watch: boolean }
> = {
  CEN: {
    district: 'CW',
    address: t('中環皇后大道中 88 號翠港大廈地下', '中环皇后大道中 88 号翠港大厦地下', "G/F, Jade Harbour House, 88 Queen's Road Central, Central"),
    phone: '+852 2801 1001',
    lat: 22.28195,
    lng: 114.15803,
    open: '10:00',
    close: '20:00',
    watch: true,
  },
  TST: {
    district: 'YTM',
    address: t('尖沙咀彌敦道 132 號地下 A 舖', '尖沙咀弥敦道 132 号地下 A 铺', 'Shop A, G/F, 132 Nathan Road, Tsim Sha Tsui'),
    phone: '+852 2801 1002',
    lat: 22.29897,
    lng: 114.17212,
    open: '10:30',
    close: '22:00',
    watch: true,
  },
  CWB: {
    district: 'WC',
    address: t('銅鑼灣軒尼詩道 505 號地下', '铜锣湾轩尼诗道 505 号地下', 'G/F, 505 Hennessy Road, Causeway Bay'),
    phone: '+852 2801 1003',
    lat: 22.27985,
    lng: 114.18334,
    open: '11:00',
    close: '22:00',
    watch: true,
  },
  MKK: {
    district: 'YTM',
    address: t('旺角彌敦道 688 號地下', '旺角弥敦道 688 号地下', 'G/F, 688 Nathan Road, Mong Kok'),
    phone: '+852 2801 1004',
    lat: 22.31781,
    lng: 114.16996,
    open: '10:30',
    close: '22:30',
    watch: false,
  },
  STN: {
    district: 'ST',
    address: t(
      '沙田正街 18 號新城市廣場一期 2 樓 201 號舖',
      '沙田正街 18 号新城市广场一期 2 楼 201 号铺',
      'Shop 201, Level 2, 18 Sha Tin Centre Street, Sha Tin',
    ),
    phone: '+852 2801 1005',
    lat: 22.38226,
    lng: 114.18856,
    open: '10:00',
    close: '21:30',
    watch: true,
  },
  TSW: {
    district: 'TW',
    address: t('荃灣沙咀道 45 號地下', '荃湾沙咀道 45 号地下', 'G/F, 45 Sha Tsui Road, Tsuen Wan'),
    phone: '+852 2801 1006',
    lat: 22.37135,
    lng: 114.11537,
    open: '10:30',
    close: '21:00',
    watch: false,
  },
  KTG: {
    district: 'KT',
    address: t('觀塘開源道 62 號地下', '观塘开源道 62 号地下', 'G/F, 62 Hoi Yuen Road, Kwun Tong'),
    phone: '+852 2801 1007',
    lat: 22.31233,
    lng: 114.22464,
    open: '10:00',
    close: '20:30',
    watch: true,
  },
  TMN: {
    district: 'TM',
    address: t('屯門屯喜路 2 號地下 12 號舖', '屯门屯喜路 2 号地下 12 号铺', 'Shop 12, G/F, 2 Tuen Hi Road, Tuen Mun'),
    phone: '+852 2801 1008',
    lat: 22.39421,
    lng: 113.97556,
    open: '10:30',
    close: '21:00',
    watch: false,
  },
  YLG: {
    district: 'YL',
    address: t('元朗青山公路元朗段 88 號地下', '元朗青山公路元朗段 88 号地下', 'G/F, 88 Castle Peak Road (Yuen Long), Yuen Long'),
    phone: '+852 2801 1009',
    lat: 22.44498,
    lng: 114.02942,
    open: '10:30',
    close: '21:30',
    watch: true,
  },
};

interface DemoArticle {
  label: 'news' | 'events' | 'craftsmanship' | 'sanitiser-check';
  date: string;
  title: I18nText;
  subtitle: I18nText;
  body: I18nText;
  art: { kind: JewelKind; metal: Metal; gem: string; from: string; to: string };
}

const p = (zh_HK: string, zh_CN: string, en: string) => t(`<p>${zh_HK}</p>`, `<p>${zh_CN}</p>`, `<p>${en}</p>`);

const ARTICLES: DemoArticle[] = [
  {
    label: 'news',
    date: '2026-09-18',
    title: t('中環旗艦店煥然一新', '中环旗舰店焕然一新', 'Our Central flagship reopens'),
    subtitle: t('全新貴賓室及翡翠展廊', '全新贵宾室及翡翠展廊', 'A new private salon and jade gallery'),
    body: p(
      '經過三個月翻新，中環旗艦店以全新面貌迎接顧客，新設貴賓室及翡翠展廊。',
      '经过三个月翻新，中环旗舰店以全新面貌迎接顾客，新设贵宾室及翡翠展廊。',
      'After three months of renovation our Central flagship welcomes you back, with a new private salon and a jade gallery.',
    ),
    art: { kind: 'bangle', metal: 'jade', gem: '#b7e4c7', from: '#0b3d2e', to: '#1f6f54' },
  },
  {
    label: 'events',
    date: '2026-05-02',
    title: t('母親節珍珠展', '母亲节珍珠展', "Mother's Day pearl showcase"),
    subtitle: t('五月全線分店', '五月全线分店', 'In every shop throughout May'),
    body: p(
      '精選南洋珍珠及淡水珍珠首飾，於五月在全線分店展出。',
      '精选南洋珍珠及淡水珍珠首饰，于五月在全线分店展出。',
      'Selected South Sea and freshwater pearl jewellery is on show in every shop throughout May.',
    ),
    art: { kind: 'necklace', metal: 'white', gem: '#f3eef6', from: '#3b1d2e', to: '#7a3b52' },
  },
  {
    label: 'craftsmanship',
    date: '2025-11-20',
    title: t('一枚戒指的四十道工序', '一枚戒指的四十道工序', 'Forty steps to a ring'),
    subtitle: t('走進我們的工作坊', '走进我们的工作坊', 'Inside our workshop'),
    body: t(
      '<p>由起版、鑄造、執模到鑲石，每枚戒指需經過四十道工序。</p><h2>起版</h2><p>師傅先以蠟雕出戒指的雛形。</p>',
      '<p>由起版、铸造、执模到镶石，每枚戒指需经过四十道工序。</p><h2>起版</h2><p>师傅先以蜡雕出戒指的雏形。</p>',
      '<p>From modelling and casting to polishing and setting, every ring passes through forty steps.</p><h2>Modelling</h2><p>The craftsman first carves the ring in wax.</p>',
    ),
    art: { kind: 'ring', metal: 'gold', gem: '#7fd1ff', from: '#00053e', to: '#1d2b6b' },
  },
  {
    label: 'news',
    date: '2024-08-08',
    title: t('沙田分店開幕', '沙田分店开幕', 'Sha Tin shop opens'),
    subtitle: t('新界第二間分店', '新界第二间分店', 'Our second shop in the New Territories'),
    body: p(
      '沙田分店正式開幕，提供珠寶、黃金及名錶。',
      '沙田分店正式开幕，提供珠宝、黄金及名表。',
      'Our Sha Tin shop is now open, with jewellery, gold and watches.',
    ),
    art: { kind: 'pendant', metal: 'rose', gem: '#ff8fb1', from: '#3b1d2e', to: '#7a3b52' },
  },
  {
    label: 'events',
    date: '2023-12-10',
    title: t('冬日腕錶品鑑會', '冬日腕表品鉴会', 'Winter watch evening'),
    subtitle: t('與製錶師對談', '与制表师对谈', 'Meet the watchmakers'),
    body: p(
      '我們邀請多位製錶師分享複雜功能的製作故事。',
      '我们邀请多位制表师分享复杂功能的制作故事。',
      'Watchmakers shared the stories behind their complications.',
    ),
    art: { kind: 'watch', metal: 'white', gem: '#1d2b6b', from: '#00053e', to: '#1d2b6b' },
  },
  {
    label: 'craftsmanship',
    date: '2022-06-15',
    title: t('翡翠的挑選', '翡翠的挑选', 'Choosing jade'),
    subtitle: t('種、水、色的學問', '种、水、色的学问', 'Texture, translucency and colour'),
    body: p(
      '翡翠的價值取決於種、水、色，我們的鑑定師為你逐一講解。',
      '翡翠的价值取决于种、水、色，我们的鉴定师为你逐一讲解。',
      'Jade is valued by its texture, translucency and colour; our gemmologists explain each.',
    ),
    art: { kind: 'bangle', metal: 'jade', gem: '#52b788', from: '#0b3d2e', to: '#1f6f54' },
  },
  {
    label: 'news',
    date: '2020-03-01',
    title: t('網上商店啟用', '网上商店启用', 'Our online shop opens'),
    subtitle: t('足不出戶選購珠寶', '足不出户选购珠宝', 'Jewellery from home'),
    body: p(
      '翠港珠寶網上商店正式啟用，並提供門市取貨服務。',
      '翠港珠宝网上商店正式启用，并提供门市取货服务。',
      'The Jade Harbour online shop is open, with collection in our shops.',
    ),
    art: { kind: 'earrings', metal: 'gold', gem: '#f7e3a1', from: '#00053e', to: '#1d2b6b' },
  },
  {
    label: 'events',
    date: '2018-09-22',
    title: t('中秋金飾節', '中秋金饰节', 'Mid-Autumn gold festival'),
    subtitle: t('月兔金飾系列', '月兔金饰系列', 'The moon rabbit collection'),
    body: p(
      '以月兔為題的金飾系列於中秋期間推出。',
      '以月兔为题的金饰系列于中秋期间推出。',
      'A gold collection on the moon rabbit theme was launched for Mid-Autumn.',
    ),
    art: { kind: 'brooch', metal: 'gold', gem: '#f7e3a1', from: '#3b1d2e', to: '#7a3b52' },
  },
  {
    label: 'craftsmanship',
    date: '2016-04-12',
    title: t('古法金的手藝', '古法金的手艺', 'The art of heritage gold'),
    subtitle: t('錘揲與鏨刻', '锤揲与錾刻', 'Hammering and chasing'),
    body: p(
      '古法金以人手錘揲及鏨刻，呈現溫潤啞光。',
      '古法金以人手锤揲及錾刻，呈现温润哑光。',
      'Heritage gold is hammered and chased by hand for its soft matte glow.',
    ),
    art: { kind: 'bracelet', metal: 'gold', gem: '#f7e3a1', from: '#0b3d2e', to: '#1f6f54' },
  },
  {
    label: 'news',
    date: '2013-10-05',
    title: t('尖沙咀分店擴充', '尖沙咀分店扩充', 'Tsim Sha Tsui shop extended'),
    subtitle: t('新增名錶專區', '新增名表专区', 'A new watch corner'),
    body: p(
      '尖沙咀分店擴充至兩層，新增名錶專區。',
      '尖沙咀分店扩充至两层，新增名表专区。',
      'The Tsim Sha Tsui shop now spans two floors with a new watch corner.',
    ),
    art: { kind: 'watch', metal: 'gold', gem: '#00053e', from: '#00053e', to: '#1d2b6b' },
  },
  {
    // An old newsletter pasted with its tracking and link markup: the detail page must render it inert.
    label: 'sanitiser-check',
    date: '2012-01-20',
    title: t('舊通訊存檔', '旧通讯存档', 'Newsletter archive'),
    subtitle: t('二〇一二年一月', '二〇一二年一月', 'January 2012'),
    body: {
      zh_HK:
        '<p>新年快樂！</p><script>window.__xss = 1; alert("xss")</script><img src="/nope.png" onerror="window.__xss = 2; alert(2)" alt=""><a href="javascript:alert(3)">舊連結</a><svg onload="alert(4)"></svg>',
      zh_CN:
        '<p>新年快乐！</p><script>window.__xss = 1; alert("xss")</script><img src="/nope.png" onerror="window.__xss = 2; alert(2)" alt=""><a href="javascript:alert(3)">旧链接</a><svg onload="alert(4)"></svg>',
      en: '<p>Happy new year!</p><script>window.__xss = 1; alert("xss")</script><img src="/nope.png" onerror="window.__xss = 2; alert(2)" alt=""><a href="javascript:alert(3)">Old link</a><svg onload="alert(4)"></svg>',
    },
    art: { kind: 'ring', metal: 'rose', gem: '#ff8fb1', from: '#3b1d2e', to: '#7a3b52' },
  },
];

const BRANDS: Array<{ en: string; zh: string; color: string; website?: boolean }> = [
  { en: 'Aurelion', zh: '奧瑞隆', color: '#00053e' },
  { en: 'Belmont & Fils', zh: '貝爾蒙', color: '#5c3d2e' },
  { en: 'Castellane', zh: '卡斯特蘭', color: '#1f6f54' },
  { en: 'Delacroix Horlogerie', zh: '德拉克瓦', color: '#7a3b52' },
  { en: 'Everhart', zh: '艾維哈特', color: '#2b2d42' },
  { en: 'Grandval', zh: '格蘭瓦', color: '#8a6220' },
  { en: 'Halcyon', zh: '海爾西恩', color: '#1d2b6b', website: true },
  { en: 'Kairos', zh: '凱洛斯', color: '#3b1d2e' },
  { en: 'Lumière', zh: '流明', color: '#0b3d2e' },
  { en: 'Meridian', zh: '子午', color: '#00053e' },
  { en: 'Montclair', zh: '蒙克萊', color: '#5c3d2e' },
  { en: 'Nordhavn', zh: '諾德港', color: '#2b2d42' },
];
const toSimplified = (s: string) =>
  s
    .replace('奧', '奥')
    .replace('貝爾蒙', '贝尔蒙')
    .replace('卡斯特蘭', '卡斯特兰')
    .replace('德拉克瓦', '德拉克瓦')
    .replace('艾維哈特', '艾维哈特')
    .replace('格蘭瓦', '格兰瓦')
    .replace('海爾西恩', '海尔西恩')
    .replace('凱洛斯', '凯洛斯')
    .replace('蒙克萊', '蒙克莱')
    .replace('諾德港', '诺德港');

const WATCH_NAMES: Array<[I18nText, I18nText]> = [
  [t('經典三針', '经典三针', 'Classic three-hand'), t('38 毫米錶殼，自動上鏈機芯。', '38 毫米表壳，自动上链机芯。', '38 mm case with an automatic movement.')],
  [
    t('計時碼錶', '计时码表', 'Chronograph'),
    t('三眼計時，藍寶石水晶底蓋。', '三眼计时，蓝宝石水晶底盖。', 'Three-register chronograph with a sapphire case back.'),
  ],
  [t('月相', '月相', 'Moon phase'), t('月相顯示，手工打磨錶盤。', '月相显示，手工打磨表盘。', 'Moon phase display on a hand-finished dial.')],
  [t('潛水錶', '潜水表', 'Diver'), t('300 米防水，單向旋轉錶圈。', '300 米防水，单向旋转表圈。', 'Water resistant to 300 m with a unidirectional bezel.')],
  [t('兩地時間', '两地时间', 'Dual time'), t('第二時區顯示，適合旅行。', '第二时区显示，适合旅行。', 'Second time zone for travellers.')],
];

async function seedShops(tx: Db) {
  const districtIds = new Map<string, { id: number; parent: number }>();
  for (const [i, top] of AREAS.entries()) {
    const [row] = await tx.insert(areas).values({ name: top.name, sort: i }).returning({ id: areas.id });
    for (const [j, [code, name]] of top.children.entries()) {
      const [child] = await tx.insert(areas).values({ parentId: row!.id, name, sort: j }).returning({ id: areas.id });
      districtIds.set(code, { id: child!.id, parent: row!.id });
    }
  }
  for (const [code, d] of Object.entries(SHOP_DETAILS)) {
    const area = districtIds.get(d.district)!;
    const [blat, blng] = toBaidu(d.lat, d.lng);
    const img = await putSvg(tx, `demo/shop-${code.toLowerCase()}-v1.svg`, shopfrontSvg(code.charCodeAt(0) * 31 + code.charCodeAt(1)));
    await tx
      .update(shopStores)
      .set({
        address: d.address,
        phone: d.phone,
        fax: d.phone.replace(/1(\d{3})$/, '9$1'),
        email: `${code.toLowerCase()}@jadeharbour.example`,
        openingHours: d.open,
        closingHours: d.close,
        soldWatch: d.watch,
        soldJewelry: true,
        img,
        parentAreaId: area.parent,
        childAreaId: area.id,
        googleLat: d.lat,
        googleLng: d.lng,
        baiduLat: blat,
        baiduLng: blng,
      })
      .where(eq(shopStores.code, code));
  }
  await tx.update(shopStores).set({ email: 'eshop@jadeharbour.example', phone: '+852 2801 1000' }).where(eq(shopStores.code, DEMO.storeCode));
}

async function seedArticles(tx: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, a] of ARTICLES.entries()) {
    const key = `demo/article-${i + 1}`;
    const cover = await putSvg(tx, `${key}-a-v1.svg`, bannerSvg({ ...a.art, seed: 300 + i, width: 1280, height: 640 }));
    const second = await putSvg(tx, `${key}-b-v1.svg`, jewelSvg({ kind: a.art.kind, metal: a.art.metal, gem: a.art.gem, seed: 400 + i }));
    const [row] = await tx
      .insert(articles)
      .values({
        merchantCode: DEMO.merchantCode,
        title: a.title,
        subtitle: a.subtitle,
        detail: a.body,
        img: cover,
        imgList: [cover, second],
        labelNames: [a.label],
        startDate: a.date,
      })
      .returning({ id: articles.id });
    ids.push(row!.id);
  }
  return ids;
}

async function seedBrands(tx: Db): Promise<number[]> {
  const shops = await tx
    .select({ id: shopStores.id, code: shopStores.code, watch: shopStores.soldWatch })
    .from(shopStores)
    .where(eq(shopStores.kind, 'physical'));
  const watchShops = shops.filter((s) => s.watch);
  const ids: number[] = [];
  for (const [i, b] of BRANDS.entries()) {
    const r = rng(900 + i);
    const slug = b.en.toLowerCase().replace(/[^a-z]+/g, '-');
    const icon = await putSvg(tx, `demo/brand-${slug}-v1.svg`, brandEmblemSvg(700 + i, b.color));
    const [row] = await tx
      .insert(brands)
      .values({
        merchantCode: DEMO.merchantCode,
        nameEng: b.en,
        name: { zh_HK: b.zh, zh_CN: toSimplified(b.zh), en: b.en },
        icon,
        website: `https://www.${slug.replace(/-+$/, '')}.example/`,
        contentWebsite: b.website
          ? { zh_HK: `https://www.${slug}.example/zh-hk/`, zh_CN: `https://www.${slug}.example/zh-cn/`, en: `https://www.${slug}.example/en/` }
          : { zh_HK: '', zh_CN: '', en: '' },
        sort: i,
      })
      .returning({ id: brands.id });
    ids.push(row!.id);
    const metals: Metal[] = ['gold', 'white', 'rose'];
    const dials = ['#00053e', '#1f6f54', '#2b2d42', '#7a3b52', '#1d2b6b'];
    for (let w = 0; w < 5; w++) {
      const img = await putSvg(
        tx,
        `demo/watch-${slug}-${w + 1}-v1.svg`,
        jewelSvg({ kind: 'watch', metal: metals[(i + w) % 3]!, gem: dials[(i + w) % 5]!, seed: 800 + i * 10 + w }),
      );
      const [name, desc] = WATCH_NAMES[w]!;
      await tx.insert(brandWatches).values({
        brandId: row!.id,
        img,
        name: { zh_HK: `${b.zh} ${name.zh_HK}`, zh_CN: `${toSimplified(b.zh)} ${name.zh_CN}`, en: `${b.en} ${name.en}` },
        description: desc,
        sort: w,
      });
    }
    const sellers = watchShops.filter(() => r() < 0.6);
    const chosen = sellers.length ? sellers : watchShops.slice(0, 1);
    await tx.insert(brandStores).values(chosen.map((s) => ({ brandId: row!.id, storeId: s.id })));
  }
  return ids;
}

/**
 * Official content, part A: shop details and areas, articles, watch brands, and the pages SHOPS,
 * SHOP_DETAIL, BRANDS, BRAND_DETAIL, NEWS, NEWS_DETAIL and CONTACT.
 */
export const officialContentSeed: Seed = {
  name: 'official-content-a@1',
  async run(tx) {
    await seedShops(tx);
    await seedArticles(tx);
    const brandIds = await seedBrands(tx);
    const hero = await putSvg(
      tx,
      'demo/shops-hero-v1.svg',
      bannerSvg({ from: '#00053e', to: '#1d2b6b', kind: 'ring', metal: 'gold', gem: '#9bd3f5', seed: 501, width: 1600, height: 480 }),
    );
    const featuredWatch = await putSvg(tx, 'demo/featured-watch-v1.svg', jewelSvg({ kind: 'watch', metal: 'gold', gem: '#00053e', seed: 777 }));
    const page = (pageCode: string) => ({ kind: 'page' as const, pageCode });

    await putPage(tx, DEMO.appCode, {
      pageCode: 'SHOPS',
      pageName: 'Shops',
      sort: 20,
      props: {
        title: t('分店位置', '分店位置', 'Our shops'),
        description: t(
          '翠港珠寶九間分店的地址、電話及營業時間。',
          '翠港珠宝九间分店的地址、电话及营业时间。',
          'Addresses, phone numbers and opening hours of our nine shops.',
        ),
      },
      blocks: [block('storeSearch', { imageUrl: hero, storeListLink: page('SHOPS') }), block('storeList', { detailLink: page('SHOP_DETAIL') })],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'SHOP_DETAIL',
      pageName: 'Shop detail',
      sort: 21,
      props: { title: t('分店詳情', '分店详情', 'Shop detail') },
      blocks: [block('storeDetail', { storeListLink: page('SHOPS') })],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'BRANDS',
      pageName: 'Watch brands',
      sort: 22,
      props: {
        title: t('腕錶品牌', '腕表品牌', 'Watch brands'),
        description: t('翠港珠寶代理的腕錶品牌。', '翠港珠宝代理的腕表品牌。', 'The watch brands sold at Jade Harbour.'),
      },
      blocks: [
        block('watch', {
          img: featuredWatch,
          title: t('本月精選腕錶', '本月精选腕表', 'Watch of the month'),
          description: t('奧瑞隆經典三針，簡約而雋永。', '奥瑞隆经典三针，简约而隽永。', 'The Aurelion classic three-hand: simple and timeless.'),
          detailLink: { kind: 'path', path: '/wv/BRAND_DETAIL', query: { brandId: String(brandIds[0]) } },
        }),
        block('brandList', { detailLink: page('BRAND_DETAIL') }),
      ],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'BRAND_DETAIL',
      pageName: 'Brand detail',
      sort: 23,
      props: { title: t('品牌詳情', '品牌详情', 'Brand detail') },
      blocks: [block('brandDetail', { brandListLink: page('BRANDS'), storeDetailLink: page('SHOP_DETAIL') })],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'NEWS',
      pageName: 'News',
      sort: 24,
      props: {
        title: t('最新消息', '最新消息', 'News'),
        description: t('翠港珠寶的消息、活動及工藝故事。', '翠港珠宝的消息、活动及工艺故事。', 'News, events and craftsmanship stories from Jade Harbour.'),
      },
      blocks: [
        block(
          'articleList',
          {
            cardName: t('最新消息', '最新消息', 'News and stories'),
            showArticleFilter: true,
            templateMode: 2,
            articleDetailLink: page('NEWS_DETAIL'),
            articleCard: [
              { articleId: '*', articleLabelName: 'news' },
              { articleId: '*', articleLabelName: 'events' },
              { articleId: '*', articleLabelName: 'craftsmanship' },
            ],
          },
          2,
        ),
      ],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'NEWS_DETAIL',
      pageName: 'News detail',
      sort: 25,
      props: { title: t('最新消息', '最新消息', 'News') },
      blocks: [block('articleDetail', { articlePageLink: page('NEWS') })],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'CONTACT',
      pageName: 'Contact us',
      sort: 26,
      props: { title: t('聯絡我們', '联络我们', 'Contact us'), description: t('查詢及聯絡方法。', '查询及联络方法。', 'Enquiries and how to reach us.') },
      blocks: [
        block('contactInfo', {
          items: [
            { icon: 'address', label: t('總店', '总店', 'Head shop'), value: SHOP_DETAILS.CEN!.address, link: page('SHOPS') },
            {
              icon: 'phone',
              label: t('電話', '电话', 'Phone'),
              value: t('+852 2801 1001', '+852 2801 1001', '+852 2801 1001'),
              link: { kind: 'tel', number: '+852 2801 1001' },
            },
            {
              icon: 'email',
              label: t('電郵', '电邮', 'Email'),
              value: t('enquiry@jadeharbour.example', 'enquiry@jadeharbour.example', 'enquiry@jadeharbour.example'),
              link: { kind: 'mailto', email: 'enquiry@jadeharbour.example' },
            },
            {
              icon: 'hours',
              label: t('客戶服務時間', '客户服务时间', 'Customer care hours'),
              value: t('星期一至六 10:00–19:00', '星期一至六 10:00–19:00', 'Monday to Saturday 10:00–19:00'),
              link: { kind: 'none' },
            },
          ],
        }),
        block('enquiry', { emailTitle: 'Website enquiry', sendTo: 'enquiry@jadeharbour.example' }),
      ],
    });
  },
};
