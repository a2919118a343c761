import { eq } from 'drizzle-orm';
import { DEMO, type I18nText, type Menus, type MenuLeaf } from '@shop/contract';
import { apps } from '../../modules/pages/pages.tables.ts';
import { jewelleryItems, jewelleryParams, jewelleryParamSelections } from '../../modules/jewellery/jewellery.tables.ts';
import { goldPrices } from '../../modules/gold-price/gold-price.tables.ts';
import { perGram } from '../../modules/gold-price/gold-price.service.ts';
import type { Seed } from './seed.ts';
import { jewelSvg, logoSvg, rng, type JewelKind, type Metal } from './art.ts';
import { cardSvg, posterSvg, qrSvg, shopfrontSvg } from './official-art.ts';
import { block, inTurn, putPage, putSvg, t } from './helpers.ts';

/**
 * The official site's second half of issue 7: the jewellery catalogue (parameters and ~40 pieces), the
 * gold price history, the header and footer menus, and the pages ABOUT_US, JEWELLERY, JEWELLERY_DETAIL,
 * GOLD_PRICE and OFFERS. Menus link to SHOPS, BRANDS, NEWS and CONTACT, which the content seed adds.
 */

type Sel = { key: string; name: I18nText; gold?: boolean };
const PARAMS: Array<{ key: string; type: 0 | 1; name: I18nText; selections: Sel[] }> = [
  {
    key: 'category',
    type: 0,
    name: t('類別', '类别', 'Category'),
    selections: [
      { key: 'ring', name: t('戒指', '戒指', 'Rings') },
      { key: 'necklace', name: t('項鏈', '项链', 'Necklaces') },
      { key: 'earrings', name: t('耳環', '耳环', 'Earrings') },
      { key: 'bracelet', name: t('手鏈', '手链', 'Bracelets') },
      { key: 'pendant', name: t('吊墜', '吊坠', 'Pendants') },
      { key: 'bangle', name: t('手鐲', '手镯', 'Bangles') },
      { key: 'brooch', name: t('胸針', '胸针', 'Brooches') },
    ],
  },
  {
    key: 'metal',
    type: 0,
    name: t('金屬', '金属', 'Metal'),
    selections: [
      { key: 'gold', name: t('999.9 足金', '999.9 足金', '999.9 pure gold'), gold: true },
      { key: 'rose', name: t('18K 玫瑰金', '18K 玫瑰金', '18K rose gold') },
      { key: 'white', name: t('18K 白金', '18K 白金', '18K white gold') },
      { key: 'jade', name: t('翡翠', '翡翠', 'Jadeite') },
    ],
  },
  {
    key: 'collection',
    type: 0,
    name: t('系列', '系列', 'Collection'),
    selections: [
      { key: 'bridal', name: t('囍慶婚嫁', '囍庆婚嫁', 'Bridal') },
      { key: 'heritage', name: t('傳承', '传承', 'Heritage') },
      { key: 'everyday', name: t('日常', '日常', 'Everyday') },
    ],
  },
  {
    key: 'stone',
    type: 1,
    name: t('寶石', '宝石', 'Gemstone'),
    selections: [
      { key: 'diamond', name: t('鑽石', '钻石', 'Diamond') },
      { key: 'ruby', name: t('紅寶石', '红宝石', 'Ruby') },
      { key: 'sapphire', name: t('藍寶石', '蓝宝石', 'Sapphire') },
      { key: 'emerald', name: t('祖母綠', '祖母绿', 'Emerald') },
      { key: 'pearl', name: t('珍珠', '珍珠', 'Pearl') },
    ],
  },
];

const GEM_COLOR: Record<string, string> = { diamond: '#dff3ff', ruby: '#d7263d', sapphire: '#1f4e9c', emerald: '#2a9d62', pearl: '#f4efe6' };
const KINDS: Exclude<JewelKind, 'watch'>[] = ['ring', 'necklace', 'earrings', 'bracelet', 'pendant', 'bangle', 'brooch'];
const METAL_KEYS: Metal[] = ['gold', 'rose', 'white', 'jade'];
const STONES = ['diamond', 'ruby', 'sapphire', 'emerald', 'pearl'];
const COLLECTIONS = ['bridal', 'heritage', 'everyday'];

/** Words the piece names are made of, per language. */
const ADJ: I18nText[] = [
  t('晨曦', '晨曦', 'Dawn'),
  t('海港', '海港', 'Harbour'),
  t('月影', '月影', 'Moonlit'),
  t('繁花', '繁花', 'Blossom'),
  t('星河', '星河', 'Starlit'),
  t('如意', '如意', 'Ruyi'),
  t('雲紋', '云纹', 'Cloud'),
  t('福囍', '福囍', 'Double Joy'),
];
const KIND_WORD: Record<string, I18nText> = {
  ring: t('戒指', '戒指', 'Ring'),
  necklace: t('項鏈', '项链', 'Necklace'),
  earrings: t('耳環', '耳环', 'Earrings'),
  bracelet: t('手鏈', '手链', 'Bracelet'),
  pendant: t('吊墜', '吊坠', 'Pendant'),
  bangle: t('手鐲', '手镯', 'Bangle'),
  brooch: t('胸針', '胸针', 'Brooch'),
};

export const JEWELLERY_ITEM_COUNT = 40;

export const officialSiteSeed: Seed = {
  name: 'official-site@1',
  async run(tx) {
    // Parameters and their selections; remember ids by key for the pieces and the menus.
    const sel: Record<string, number> = {};
    const paramId: Record<string, number> = {};
    for (const [i, p] of PARAMS.entries()) {
      const [row] = await tx.insert(jewelleryParams).values({ paramType: p.type, name: p.name, sort: i }).returning({ id: jewelleryParams.id });
      paramId[p.key] = row!.id;
      const rows = await tx
        .insert(jewelleryParamSelections)
        .values(p.selections.map((s, j) => ({ paramId: row!.id, name: s.name, displayedGoldPrice: s.gold ?? false, sort: j })))
        .returning({ id: jewelleryParamSelections.id });
      p.selections.forEach((s, j) => (sel[s.key] = rows[j]!.id));
    }

    // Forty pieces: every category in every metal at least once, stones and collections spread out.
    const r = rng(2026);
    const items = [];
    for (let n = 0; n < JEWELLERY_ITEM_COUNT; n++) {
      const kind = KINDS[n % KINDS.length]!;
      const metal = METAL_KEYS[Math.floor(n / KINDS.length) % METAL_KEYS.length]!;
      const stone = STONES[(n * 3) % STONES.length]!;
      const collection = COLLECTIONS[n % COLLECTIONS.length]!;
      const adj = ADJ[Math.floor(r() * ADJ.length)]!;
      const img = await putSvg(tx, `jewellery/piece-${n + 1}-v1.svg`, jewelSvg({ kind, metal, gem: GEM_COLOR[stone]!, seed: 100 + n }));
      const metalName = PARAMS[1]!.selections.find((s) => s.key === metal)!.name;
      const stoneName = PARAMS[3]!.selections.find((s) => s.key === stone)!.name;
      items.push({
        img,
        name: t(`${adj.zh_HK}${KIND_WORD[kind]!.zh_HK}`, `${adj.zh_CN}${KIND_WORD[kind]!.zh_CN}`, `${adj.en} ${KIND_WORD[kind]!.en}`),
        introduction: t(
          `${metalName.zh_HK}鑲${stoneName.zh_HK}，香港工匠手工打造。`,
          `${metalName.zh_CN}镶${stoneName.zh_CN}，香港工匠手工打造。`,
          `${metalName.en} set with ${stoneName.en.toLowerCase()}, handmade in Hong Kong.`,
        ),
        selectionIds: [sel[kind]!, sel[metal]!, sel[collection]!],
        jewelSelectionIds: [sel[stone]!],
        sort: n,
      });
    }
    await tx.insert(jewelleryItems).values(items);

    // A week of gold prices (HKD per tael), the last one at the latest 09:30 Hong Kong time that has
    // passed: before 09:30 that is yesterday's, so a price recorded now is never older than the seed's.
    const now = new Date();
    const today = new Date(now);
    today.setUTCHours(1, 30, 0, 0);
    if (today > now) today.setTime(today.getTime() - 86_400_000);
    const sells = [19_880, 19_920, 19_860, 19_950, 20_010, 19_980, 20_050];
    await tx.insert(goldPrices).values(
      sells.map((sell, i) => {
        const sellCents = sell * 100;
        const purchaseCents = (sell - 2_280) * 100;
        const exchangeCents = (sell - 1_020) * 100;
        return {
          sellTael: sellCents,
          purchaseTael: purchaseCents,
          exchangeTael: exchangeCents,
          sellGram: perGram(sellCents),
          purchaseGram: perGram(purchaseCents),
          exchangeGram: perGram(exchangeCents),
          recordedBy: 'seed',
          recordedAt: new Date(today.getTime() - (sells.length - 1 - i) * 86_400_000),
        };
      }),
    );

    await seedMenus(tx, sel, paramId);
    await seedPages(tx, sel, paramId);
  },
};

type Tx = Parameters<Seed['run']>[0];

async function seedMenus(tx: Tx, sel: Record<string, number>, paramId: Record<string, number>) {
  const page = (pageCode: string) => ({ kind: 'page' as const, pageCode });
  const jewelleryLeaf = (paramKey: string, selKey: string, title: I18nText): MenuLeaf => {
    const p = PARAMS.find((x) => x.key === paramKey)!;
    return { title, link: page('JEWELLERY'), jewelleryParamId: paramId[paramKey]!, jewelleryParamSelectionId: sel[selKey]!, jewelleryParamType: p.type };
  };
  const group = (paramKey: string, keys: string[]) => {
    const p = PARAMS.find((x) => x.key === paramKey)!;
    return {
      title: p.name,
      link: page('JEWELLERY'),
      children: keys.map((k) => jewelleryLeaf(paramKey, k, p.selections.find((s) => s.key === k)!.name)),
    };
  };
  const [logoRow] = await tx.select({ props: apps.props }).from(apps).where(eq(apps.code, DEMO.appCode));
  const logo = logoRow?.props.logo ?? (await putSvg(tx, 'demo/logo-v1.svg', logoSvg()));
  const wechatQr = await putSvg(tx, 'official/wechat-qr-v1.svg', qrSvg('https://weixin.qq.com/r/jadeharbour-demo'));
  const tiktokQr = await putSvg(tx, 'official/douyin-qr-v1.svg', qrSvg('https://www.douyin.com/jadeharbour-demo'));
  const weiboPoster = await putSvg(tx, 'official/weibo-poster-v1.svg', posterSvg(8));

  const [current] = await tx.select({ menus: apps.menus }).from(apps).where(eq(apps.code, DEMO.appCode));
  const menus: Menus = {
    online: current?.menus.online ?? [],
    drawerSpecial: { title: t('信用卡優惠 減 HK$500', '信用卡优惠 减 HK$500', 'Card offer: HK$500 off'), link: page('OFFERS') },
    club: current?.menus.club ?? [],
    header: [
      { title: t('首頁', '首页', 'Home'), link: { kind: 'home', site: 'official' }, children: [], special: 'none' },
      {
        title: t('關於翠港', '关于翠港', 'About us'),
        link: page('ABOUT_US'),
        special: 'none',
        children: [
          {
            title: t('翠港珠寶', '翠港珠宝', 'Jade Harbour'),
            link: page('ABOUT_US'),
            children: [
              { title: t('品牌歷史', '品牌历史', 'Our history'), link: page('ABOUT_US') },
              { title: t('最新消息', '最新消息', 'News'), link: page('NEWS') },
            ],
          },
          {
            title: t('推廣優惠', '推广优惠', 'Promotions'),
            link: page('OFFERS'),
            children: [{ title: t('信用卡優惠', '信用卡优惠', 'Credit card offers'), link: page('OFFERS') }],
          },
        ],
      },
      {
        title: t('珠寶', '珠宝', 'Jewellery'),
        link: page('JEWELLERY'),
        special: 'none',
        children: [
          group('category', ['ring', 'necklace', 'earrings', 'bracelet', 'bangle']),
          group('metal', ['gold', 'rose', 'white', 'jade']),
          group('stone', ['diamond', 'ruby', 'sapphire', 'pearl']),
          group('collection', ['bridal', 'heritage', 'everyday']),
        ],
      },
      { title: t('名錶品牌', '名表品牌', 'Watch brands'), link: page('BRANDS'), children: [], special: 'none' },
      { title: t('金價', '金价', 'Gold price'), link: page('GOLD_PRICE'), children: [], special: 'none' },
      { title: t('分店', '分店', 'Shops'), link: page('SHOPS'), children: [], special: 'none' },
      { title: t('最新消息', '最新消息', 'News'), link: page('NEWS'), children: [], special: 'none' },
      { title: t('網上商店', '网上商店', 'Online shop'), link: { kind: 'home', site: 'online' }, children: [], special: 'none' },
      { title: t('會員專區', '会员专区', 'Members'), link: { kind: 'home', site: 'membership' }, children: [], special: 'none' },
      { title: t('聯絡我們', '联络我们', 'Contact us'), link: page('CONTACT'), children: [], special: 'none' },
    ],
    footer: {
      logo,
      backgroundColor: '#00053e',
      columns: [
        {
          title: t('關於翠港', '关于翠港', 'About'),
          links: [
            { title: t('品牌歷史', '品牌历史', 'Our history'), link: page('ABOUT_US') },
            { title: t('最新消息', '最新消息', 'News'), link: page('NEWS') },
            { title: t('名錶品牌', '名表品牌', 'Watch brands'), link: page('BRANDS') },
            { title: t('推廣優惠', '推广优惠', 'Offers'), link: page('OFFERS') },
          ],
        },
        {
          title: t('珠寶', '珠宝', 'Jewellery'),
          links: [
            { title: t('全部珠寶', '全部珠宝', 'All jewellery'), link: page('JEWELLERY') },
            jewelleryLeaf('collection', 'bridal', t('囍慶婚嫁', '囍庆婚嫁', 'Bridal collection')),
            jewelleryLeaf('metal', 'gold', t('足金首飾', '足金首饰', 'Pure gold')),
            { title: t('今日金價', '今日金价', "Today's gold price"), link: page('GOLD_PRICE') },
          ],
        },
        {
          title: t('顧客服務', '顾客服务', 'Customer care'),
          links: [
            { title: t('分店地址', '分店地址', 'Our shops'), link: page('SHOPS') },
            { title: t('聯絡我們', '联络我们', 'Contact us'), link: page('CONTACT') },
            { title: t('條款及細則', '条款及细则', 'Terms and conditions'), link: page('TERMS') },
            { title: t('私隱政策', '隐私政策', 'Privacy policy'), link: page('PRIVACY') },
          ],
        },
        {
          title: t('網上購物', '网上购物', 'Shop online'),
          links: [
            { title: t('網上商店', '网上商店', 'Online shop'), link: { kind: 'home', site: 'online' } },
            { title: t('會員專區', '会员专区', 'Members club'), link: { kind: 'home', site: 'membership' } },
          ],
        },
      ],
      social: [
        { kind: 'facebook', link: { kind: 'url', url: 'https://www.facebook.com/' } },
        { kind: 'instagram', link: { kind: 'url', url: 'https://www.instagram.com/' } },
        { kind: 'wechat', link: { kind: 'none' }, popupImage: wechatQr, popupKind: 'qr' },
        { kind: 'weibo', link: { kind: 'url', url: 'https://weibo.com/' }, popupImage: weiboPoster, popupKind: 'image' },
        { kind: 'tianmao', link: { kind: 'url', url: 'https://www.tmall.com/' } },
        { kind: 'taobao', link: { kind: 'url', url: 'https://www.taobao.com/' } },
        { kind: 'jingdong', link: { kind: 'url', url: 'https://www.jd.com/' } },
        { kind: 'tiktok', link: { kind: 'none' }, popupImage: tiktokQr, popupKind: 'qr' },
        { kind: 'yamaxun', link: { kind: 'url', url: 'https://www.amazon.cn/' } },
      ],
      copyright: current?.menus.footer.copyright ?? t('© 2026 翠港珠寶有限公司', '© 2026 翠港珠宝有限公司', '© 2026 Jade Harbour Jewellery Ltd.'),
    },
  };
  await tx.update(apps).set({ menus, updatedAt: new Date() }).where(eq(apps.code, DEMO.appCode));
}

async function seedPages(tx: Tx, sel: Record<string, number>, paramId: Record<string, number>) {
  const page = (pageCode: string) => ({ kind: 'page' as const, pageCode });
  const pic = (key: string, svg: string) => putSvg(tx, `official/${key}-v1.svg`, svg);
  const notice = (zh_HK: string, zh_CN: string, en: string, to = { kind: 'none' as const } as { kind: 'none' } | { kind: 'page'; pageCode: string }) => ({
    noticeI18n: t(zh_HK, zh_CN, en),
    toPageData: to,
  });

  // About us: the story as a timeline, with image-text rows and cards.
  const timelineYears: Array<[number, I18nText, string]> = [
    [1968, t('於上環開設第一間金舖。', '于上环开设第一间金铺。', 'The first gold shop opens in Sheung Wan.'), '#7a3b52'],
    [1979, t('推出首個囍慶婚嫁系列。', '推出首个囍庆婚嫁系列。', 'Our first bridal collection is launched.'), '#00053e'],
    [1988, t('尖沙咀旗艦店開幕。', '尖沙咀旗舰店开幕。', 'The Tsim Sha Tsui flagship opens.'), '#1f6f54'],
    [1997, t('成為瑞士名錶授權零售商。', '成为瑞士名表授权零售商。', 'We become an authorised Swiss watch retailer.'), '#3b1d2e'],
    [2008, t('分店增至九間。', '分店增至九间。', 'Our shops grow to nine.'), '#5c3d2e'],
    [2021, t('網上商店及翠港會啟動。', '网上商店及翠港会启动。', 'The online shop and Jade Harbour Club open.'), '#1d2b6b'],
  ];
  const timeline = [];
  for (const [i, [year, text, hue]] of timelineYears.entries()) {
    timeline.push({ year, events: [{ image: await pic(`timeline-${year}`, shopfrontSvg(hue, 40 + i)), description: text }] });
  }
  const craftImgs = await inTurn(
    (['ring', 'bangle', 'pendant'] as const).map(
      (k, i) => () => pic(`craft-${k}`, jewelSvg({ kind: k, metal: (['gold', 'jade', 'rose'] as const)[i]!, gem: '#dff3ff', seed: 300 + i })),
    ),
  );
  await putPage(tx, DEMO.appCode, {
    pageCode: 'ABOUT_US',
    pageName: 'About us (history)',
    sort: 20,
    props: {
      title: t('關於翠港 | 品牌歷史', '关于翠港 | 品牌历史', 'About Jade Harbour | Our history'),
      description: t('翠港珠寶自 1968 年的故事。', '翠港珠宝自 1968 年的故事。', 'The story of Jade Harbour Jewellery since 1968.'),
    },
    blocks: [
      block(
        'storeNotice',
        {
          textDisplayType: 'pop',
          contentPosition: 'center',
          icon: 'megaphone',
          fontFamily: 'serif',
          storeNotices: [
            notice('自 1968 年起', '自 1968 年起', 'Since 1968'),
            notice('九間分店遍佈港九新界', '九间分店遍布港九新界', 'Nine shops in HK'),
            notice('網上商店全年無休', '网上商店全年无休', 'Shop online any time'),
          ],
        },
        2,
      ),
      block('latestTrendHeader', {
        centerTitle: t('品牌歷史', '品牌历史', 'Our history'),
        rightTitle: t('最新消息', '最新消息', 'News'),
        rightLink: page('NEWS'),
      }),
      block('timeline', { title: t('半世紀的匠心', '半世纪的匠心', 'Half a century of craft'), dateBgColor: '#00053e', dataList: timeline }),
      block('imageTextList', {
        title: t('我們的工藝', '我们的工艺', 'Our craft'),
        mode: 'mode1',
        items: [
          {
            img: craftImgs[0],
            title: t('足金鑄造', '足金铸造', 'Pure gold casting'),
            text: t(
              '每件足金首飾均以 999.9 純金鑄造，並附重量證書。',
              '每件足金首饰均以 999.9 纯金铸造，并附重量证书。',
              'Every pure gold piece is cast in 999.9 gold and comes with a weight certificate.',
            ),
          },
          {
            img: craftImgs[1],
            title: t('天然翡翠', '天然翡翠', 'Natural jadeite'),
            text: t('我們只選用經認證的 A 貨翡翠。', '我们只选用经认证的 A 货翡翠。', 'We use only certified untreated (type A) jadeite.'),
          },
        ],
      }),
      block('imageTextCard', {
        cards: [
          {
            img: craftImgs[0],
            title: t('設計', '设计', 'Design'),
            text: t('由香港設計團隊繪製。', '由香港设计团队绘制。', 'Drawn by our Hong Kong design team.'),
          },
          {
            img: craftImgs[1],
            title: t('雕琢', '雕琢', 'Carving'),
            text: t('師傅手工雕琢每一件翡翠。', '师傅手工雕琢每一件翡翠。', 'Each jade piece is carved by hand.'),
          },
          {
            img: craftImgs[2],
            title: t('鑲嵌', '镶嵌', 'Setting'),
            text: t('寶石以爪鑲或包鑲固定。', '宝石以爪镶或包镶固定。', 'Stones are claw- or bezel-set.'),
          },
        ],
      }),
    ],
  });

  // Jewellery list and detail; the list page carries the store-notice bar.
  await putPage(tx, DEMO.appCode, {
    pageCode: 'JEWELLERY',
    pageName: 'Jewellery',
    sort: 21,
    props: {
      title: t('珠寶', '珠宝', 'Jewellery'),
      description: t('翠港珠寶的戒指、項鏈、耳環及手鐲。', '翠港珠宝的戒指、项链、耳环及手镯。', 'Rings, necklaces, earrings and bangles by Jade Harbour.'),
    },
    blocks: [
      block(
        'storeNotice',
        {
          contentMode: 'text_mode',
          textDisplayType: 'horizon',
          storeNotices: [
            notice('今日金價已更新', '今日金价已更新', 'Gold price updated', page('GOLD_PRICE')),
            notice('信用卡滿額減 HK$500', '信用卡满额减 HK$500', 'HK$500 card offer', page('OFFERS')),
            notice('九間分店歡迎選購', '九间分店欢迎选购', 'Visit our 9 shops', page('SHOPS')),
          ],
          height: 40,
          fontSize: 14,
          fontWeight: 500,
          fontColor: '#00053e',
          bgColor: '#f7f3ea',
        },
        2,
      ),
      block('jewelleryList', {
        listTitle: t('', '', ''),
        extraLink: page('GOLD_PRICE'),
        extraLinkText: t('查看金價', '查看金价', 'See gold prices'),
        storeListLink: page('SHOPS'),
        detailLink: page('JEWELLERY_DETAIL'),
        showGoldPrice: true,
      }),
    ],
  });
  await putPage(tx, DEMO.appCode, {
    pageCode: 'JEWELLERY_DETAIL',
    pageName: 'Jewellery detail',
    sort: 22,
    props: { title: t('珠寶詳情', '珠宝详情', 'Jewellery detail') },
    blocks: [block('jewelleryDetail', { listLink: page('JEWELLERY'), storeListLink: page('SHOPS') })],
  });

  await putPage(tx, DEMO.appCode, {
    pageCode: 'GOLD_PRICE',
    pageName: 'Gold price',
    sort: 23,
    props: {
      title: t('今日金價', '今日金价', "Today's gold price"),
      description: t(
        '翠港珠寶每日黃金賣出、回收及兌換價。',
        '翠港珠宝每日黄金卖出、回收及兑换价。',
        'Jade Harbour daily gold selling, buy-back and exchange prices.',
      ),
    },
    blocks: [
      block(
        'storeNotice',
        {
          textDisplayType: 'vertical',
          storeNotices: [
            notice('金價每日上午更新', '金价每日上午更新', 'Prices update daily'),
            notice('以舊換新按兌換價計', '以旧换新按兑换价计', 'Trade in old gold'),
          ],
          icon: 'star',
        },
        2,
      ),
      block('goldPrice', { title: t('今日金價', '今日金价', "Today's gold price"), showGram: true }),
      block('richText', {
        html: t(
          '<p>價格以港幣計算，僅供參考，以分店即日報價為準。1 兩 = 37.429 克。</p>',
          '<p>价格以港币计算，仅供参考，以分店即日报价为准。1 两 = 37.429 克。</p>',
          '<p>Prices are in HKD and for reference; the shop price of the day applies. 1 tael = 37.429 g.</p>',
        ),
      }),
    ],
  });

  // Offers: the credit-card promotion and more (decision 073 on the period).
  const cardImg = await pic('offer-card', cardSvg('#00053e', '#1d2b6b', 51));
  const bridalImg = await pic('offer-bridal', cardSvg('#7a3b52', '#3b1d2e', 52));
  const goldImg = await pic('offer-gold', cardSvg('#8a6220', '#5c3d2e', 53));
  const same = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });
  const scrollImgs = await inTurn(
    KINDS.slice(0, 6).map((k, i) => () => pic(`scroll-${k}`, jewelSvg({ kind: k, metal: METAL_KEYS[i % 4]!, gem: GEM_COLOR[STONES[i % 5]!]!, seed: 400 + i }))),
  );
  const jewelleryQuery = (paramKey: 'category', key: string) => ({
    kind: 'path' as const,
    path: '/wv/JEWELLERY',
    query: { jewelleryParamId: String(paramId[paramKey]), jewelleryParamSelectionId: String(sel[key]), jewelleryParamType: '0' },
  });
  await putPage(tx, DEMO.appCode, {
    pageCode: 'OFFERS',
    pageName: 'Offers',
    sort: 24,
    props: { title: t('尊尚優惠', '尊尚优惠', 'Prestigious offers') },
    blocks: [
      block(
        'storeNotice',
        { contentMode: 'img_mode', imageDisplayType: 'fix_position', imgI18n: same(cardImg), imgPageLinkData: page('OFFERS'), height: 100 },
        2,
      ),
      block('latestTrendHeader', {
        centerTitle: t('尊尚優惠', '尊尚优惠', 'Prestigious offers'),
        rightTitle: t('全部珠寶', '全部珠宝', 'All jewellery'),
        rightLink: page('JEWELLERY'),
      }),
      block('offers', {
        offers: [
          {
            name: t('翠港信用卡優惠：即減 HK$500', '翠港信用卡优惠：即减 HK$500', 'Jade Harbour credit card offer: HK$500 off'),
            date: t('2026 年 1 月 1 日至 2026 年 12 月 31 日', '2026 年 1 月 1 日至 2026 年 12 月 31 日', '1 January 2026 to 31 December 2026'),
            description: t(
              '以指定信用卡單一簽賬滿 HK$5,000 即減 HK$500；滿 HK$20,000 更獲贈足金禮品一份。',
              '以指定信用卡单一签账满 HK$5,000 即减 HK$500；满 HK$20,000 更获赠足金礼品一份。',
              'Spend HK$5,000 or more in one payment with a featured credit card and get HK$500 off; spend HK$20,000 or more and receive a pure gold gift as well.',
            ),
            method: t(
              '於任何分店付款時出示指定信用卡。',
              '于任何分店付款时出示指定信用卡。',
              'Present a featured credit card when you pay at any of our shops.',
            ),
            terms: t(
              '優惠不可兌換現金，不可與其他優惠同時使用。禮品數量有限，送完即止。如有爭議，翠港珠寶保留最終決定權。',
              '优惠不可兑换现金，不可与其他优惠同时使用。礼品数量有限，送完即止。如有争议，翠港珠宝保留最终决定权。',
              'The offer cannot be exchanged for cash or combined with other offers. Gifts are limited and available while stocks last. Jade Harbour reserves the final decision in any dispute.',
            ),
            src: same(cardImg),
          },
          {
            name: t('囍慶婚嫁：龍鳳鐲工費九折', '囍庆婚嫁：龙凤镯工费九折', 'Bridal: 10% off dragon-and-phoenix bangle workmanship'),
            date: t('全年', '全年', 'All year'),
            description: t('預訂婚嫁足金首飾，工費享九折。', '预订婚嫁足金首饰，工费享九折。', 'Order bridal pure gold jewellery and save 10% on workmanship.'),
            method: t('於分店出示結婚證書或婚宴請柬。', '于分店出示结婚证书或婚宴请柬。', 'Show your marriage certificate or wedding invitation in our shops.'),
            terms: t('只適用於足金婚嫁系列。', '只适用于足金婚嫁系列。', 'Applies to the pure gold bridal collection only.'),
            src: same(bridalImg),
          },
          {
            name: t('舊金換新金', '旧金换新金', 'Trade in old gold'),
            date: t('全年', '全年', 'All year'),
            description: t('舊足金首飾按當日兌換價折算。', '旧足金首饰按当日兑换价折算。', 'Old pure gold jewellery is valued at the day’s exchange price.'),
            method: t('帶同首飾到任何分店。', '带同首饰到任何分店。', 'Bring your jewellery to any shop.'),
            terms: t('需經分店驗金。', '需经分店验金。', 'Subject to testing in the shop.'),
            src: same(goldImg),
          },
        ],
      }),
      block('componentTab', {
        labelWidth: 25,
        tabs: [
          {
            tabName: t('戒指', '戒指', 'Rings'),
            blocks: [
              block('imageTextList', {
                mode: 'mode3',
                items: [
                  {
                    img: scrollImgs[0],
                    title: t('婚戒', '婚戒', 'Wedding rings'),
                    text: t('一生一世的承諾。', '一生一世的承诺。', 'A promise for life.'),
                    link: jewelleryQuery('category', 'ring'),
                  },
                  {
                    img: scrollImgs[1],
                    title: t('項鏈', '项链', 'Necklaces'),
                    text: t('日常佩戴。', '日常佩戴。', 'For every day.'),
                    link: jewelleryQuery('category', 'necklace'),
                  },
                ],
              }),
            ],
          },
          {
            tabName: t('精選', '精选', 'Featured'),
            blocks: [
              block('scrollContainer', {
                title: t('精選首飾', '精选首饰', 'Featured pieces'),
                items: scrollImgs.map((img, i) => ({ img, title: KIND_WORD[KINDS[i]!]!, link: jewelleryQuery('category', KINDS[i]!) })),
              }),
            ],
          },
          {
            tabName: t('婚嫁', '婚嫁', 'Bridal'),
            blocks: [
              block('imageTextList', {
                mode: 'mode2',
                items: [
                  {
                    img: scrollImgs[5],
                    title: t('龍鳳鐲', '龙凤镯', 'Dragon-and-phoenix bangles'),
                    text: t('傳統婚嫁足金手鐲。', '传统婚嫁足金手镯。', 'Traditional pure gold wedding bangles.'),
                    link: jewelleryQuery('category', 'bangle'),
                  },
                  {
                    img: scrollImgs[4],
                    title: t('囍字吊墜', '囍字吊坠', 'Double happiness pendants'),
                    text: t('為新人送上祝福。', '为新人送上祝福。', 'Blessings for the couple.'),
                    link: jewelleryQuery('category', 'pendant'),
                  },
                ],
              }),
            ],
          },
          {
            tabName: t('服務', '服务', 'Services'),
            blocks: [
              block('richText', {
                html: t('<p>免費清洗及檢查首飾。</p>', '<p>免费清洗及检查首饰。</p>', '<p>Free cleaning and checks for your jewellery.</p>'),
              }),
            ],
          },
        ],
      }),
      block('swipeContainer', {
        title: t('更多靈感', '更多灵感', 'More inspiration'),
        items: scrollImgs.slice(0, 4).map((img, i) => ({ img, title: KIND_WORD[KINDS[i]!]!, link: page('JEWELLERY') })),
      }),
    ],
  });
}
