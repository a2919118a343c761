import { DEMO, type I18nText, type LinkTarget } from '@shop/contract';
import type { Db } from '../client.ts';
import { bannerSvg } from './art.ts';
import { categoryIconSvg, shopFrontSvg, tileSvg, workshopSvg } from './art-home.ts';
import { block, inTurn, putPage, putSvg, t } from './helpers.ts';
import { PRIVACY_HTML, TERMS_HTML } from './foundation-terms.ts';

const page = (pageCode: string): LinkTarget => ({ kind: 'page', pageCode });
const labels = (...codes: string[]): LinkTarget => ({ kind: 'labels', codes });
const online: LinkTarget = { kind: 'home', site: 'online' };
const none: LinkTarget = { kind: 'none' };

type Tile = Parameters<typeof tileSvg>[0];
/** A home page tile: key, size, backdrop, what is drawn (kind, metal, stone), seed, pattern, where it sits. */
type TileRow = [string, number, number, [string, string], Tile['kind'], Tile['metal'], string, number, NonNullable<Tile['pattern']>, number?];

/** A magic cube's image without a border, opening `pageLink`. */
const cube = (image: string, title: I18nText, pageLink: LinkTarget, alt?: I18nText) => ({ image, title, ...(alt ? { alt } : {}), pageLink, isNoBorder: true });

const slide = (image: string, title: I18nText, subtitle: I18nText, ctaText: I18nText, link: LinkTarget, textAlign: 'left' | 'center' | 'right' = 'left') => ({
  image,
  title,
  subtitle,
  ctaText,
  link,
  textAlign,
  isMask: true,
});

/** Jewellery categories of the shop, as label codes (the catalogue seed tags its products with these). */
const CATEGORIES = [
  ['RING', 'ring', 'gold', '#7fd1ff', t('戒指', '戒指', 'Rings')],
  ['NECKLACE', 'necklace', 'gold', '#9bd3f5', t('頸鏈', '项链', 'Necklaces')],
  ['EARRING', 'earrings', 'rose', '#ff8fb1', t('耳環', '耳环', 'Earrings')],
  ['BRACELET', 'bracelet', 'white', '#b8c0ff', t('手鏈', '手链', 'Bracelets')],
  ['WATCH', 'watch', 'white', '#1d2b6b', t('腕錶', '腕表', 'Watches')],
  ['PENDANT', 'pendant', 'rose', '#e63946', t('吊墜', '吊坠', 'Pendants')],
  ['BANGLE', 'bangle', 'jade', '#b7e4c7', t('翡翠手鐲', '翡翠手镯', 'Jade bangles')],
  ['GOLD', 'ring', 'gold', '#f7e3a1', t('黃金', '黄金', 'Gold')],
  ['BRIDAL', 'ring', 'white', '#e0f2ff', t('婚嫁系列', '婚嫁系列', 'Bridal')],
  ['BROOCH', 'brooch', 'gold', '#52b788', t('胸針', '胸针', 'Brooches')],
  ['PEARL', 'necklace', 'white', '#f8f4ec', t('珍珠', '珍珠', 'Pearls')],
  ['GIFT', 'pendant', 'gold', '#ffb4a2', t('禮品精選', '礼品精选', 'Gifts')],
] as const;

/** The demo pages: three home pages, about, terms and privacy, built only from blocks. */
export async function seedFoundationPages(tx: Db) {
  const img = (key: string, svg: string) => putSvg(tx, `demo/${key}-v1.svg`, svg);

  const [heroNecklace, heroRing, heroJade, heroWatch, heroGold, heroClub] = await inTurn([
    () => img('banner-home-1', bannerSvg({ from: '#00053e', to: '#1d2b6b', kind: 'necklace', metal: 'gold', gem: '#7fd1ff', seed: 11 })),
    () => img('banner-home-2', bannerSvg({ from: '#3b1d2e', to: '#7a3b52', kind: 'ring', metal: 'rose', gem: '#ff8fb1', seed: 12 })),
    () => img('banner-home-3', bannerSvg({ from: '#0b3d2e', to: '#1f6f54', kind: 'bangle', metal: 'jade', gem: '#b7e4c7', seed: 13 })),
    () => img('banner-watch', bannerSvg({ from: '#111827', to: '#374151', kind: 'watch', metal: 'white', gem: '#1d2b6b', seed: 14 })),
    () => img('banner-gold', bannerSvg({ from: '#5c3d0e', to: '#a8782a', kind: 'pendant', metal: 'gold', gem: '#e63946', seed: 15 })),
    () => img('banner-club', bannerSvg({ from: '#00053e', to: '#3a2d6b', kind: 'brooch', metal: 'gold', gem: '#c9a96e', seed: 16 })),
  ]);
  const tile = (key: string, o: Parameters<typeof tileSvg>[0]) => img(`tile-${key}`, tileSvg(o));
  const tiles = async <R extends TileRow[]>(rows: [...R]) =>
    (await inTurn(
      rows.map(
        ([key, width, height, backdrop, kind, metal, gem, seed, pattern, at]) =>
          () =>
            tile(key, { width, height, backdrop, kind, metal, gem, seed, pattern, ...(at === undefined ? {} : { at }) }),
      ),
    )) as { [K in keyof R]: string };
  const [bridal, goldTile, pearlTile, watchTile, giftTile, jadeTile, newTile] = await tiles([
    ['bridal', 800, 800, ['#f4efe6', '#e6d8bf'], 'ring', 'white', '#e0f2ff', 21, 'arches'],
    ['gold', 1200, 560, ['#f7e7c1', '#d9b56f'], 'bangle', 'gold', '#f7e3a1', 22, 'rays', 0.7],
    ['pearl', 600, 560, ['#eef1f6', '#cfd6e3'], 'necklace', 'white', '#f8f4ec', 23, 'dots'],
    ['watch', 600, 560, ['#e7e9f2', '#aab2cf'], 'watch', 'white', '#1d2b6b', 24, 'arches'],
    ['gift', 800, 800, ['#fbe9e4', '#efc2b5'], 'pendant', 'rose', '#e63946', 25, 'dots'],
    ['jade', 800, 800, ['#e5f3ea', '#a9d6b9'], 'bangle', 'jade', '#b7e4c7', 26, 'rays'],
    ['new', 800, 800, ['#eceaf6', '#c4bfe3'], 'earrings', 'rose', '#b8c0ff', 27, 'arches'],
  ]);
  const [tierJade, tierGold, tierDiamond] = await tiles([
    ['tier-jade', 800, 900, ['#dff0e5', '#7fbf98'], 'bangle', 'jade', '#b7e4c7', 31, 'arches'],
    ['tier-gold', 800, 900, ['#f7e7c1', '#caa15a'], 'ring', 'gold', '#f7e3a1', 32, 'arches'],
    ['tier-diamond', 800, 900, ['#e8edf7', '#9fb0d6'], 'ring', 'white', '#e0f2ff', 33, 'arches'],
  ]);
  const [workshop, shopFront] = await inTurn([() => img('workshop', workshopSvg(41)), () => img('shop-front', shopFrontSvg(42))]);
  const icons = await inTurn(
    CATEGORIES.map(
      ([code, kind, metal, gem], i) =>
        () =>
          img(`cat-${code.toLowerCase()}`, categoryIconSvg(kind, metal, gem, 50 + i)),
    ),
  );
  const categoryItems = CATEGORIES.map(([code, , , , title], i) => ({ imgPath: icons[i]!, title, link: labels(code) }));

  const servicePoints = block('textList', {
    heading: t('翠港的承諾', '翠港的承诺', 'The Jade Harbour promise'),
    marker: 'diamond',
    fontSize: 15,
    color: '#1c1c28',
    contentWidth: 100,
    itemGap: 10,
    paddingY: 32,
    backgroundColor: '#faf8f4',
    items: [
      {
        text: t(
          '每顆 0.3 卡以上鑽石均附國際證書',
          '每颗 0.3 卡以上钻石均附国际证书',
          'Every diamond of 0.3 ct and above comes with an international certificate',
        ),
      },
      { text: t('黃金按即日金價計算，明碼實價', '黄金按即日金价计算，明码实价', "Gold priced at the day's rate, shown openly") },
      { text: t('終身免費清潔及檢查鑲爪', '终身免费清洁及检查镶爪', 'Free cleaning and prong checks for life') },
      {
        text: t(
          '網上購物滿 HK$1,000 免運費，七天內可退換',
          '网上购物满 HK$1,000 免运费，七天内可退换',
          'Free delivery over HK$1,000 online; exchanges within 7 days',
        ),
      },
      { text: t('九間分店，網購可到店取貨', '九间分店，网购可到店取货', 'Nine shops, with in-store pickup for online orders'), link: page('ABOUT') },
    ],
  });

  await putPage(tx, DEMO.appCode, {
    pageCode: 'HOME',
    pageName: 'Official home',
    sort: 0,
    props: {
      title: t('翠港珠寶 | 香港珠寶及名錶', '翠港珠宝 | 香港珠宝及名表', 'Jade Harbour | Fine jewellery and watches in Hong Kong'),
      description: t(
        '翠港珠寶自 1968 年於香港經營珠寶、黃金、翡翠及名錶，九間分店及網上商店。',
        '翠港珠宝自 1968 年于香港经营珠宝、黄金、翡翠及名表，九间分店及网上商店。',
        'Jade Harbour has sold fine jewellery, gold, jade and watches in Hong Kong since 1968, in nine shops and online.',
      ),
    },
    blocks: [
      block(
        'advertCarousel',
        {
          style: 1,
          interval: 5,
          aspectRatio: 40,
          mobileAspectRatio: 105,
          carouselList: [
            slide(
              heroNecklace,
              t('海港之光 · 藍寶石系列', '海港之光 · 蓝宝石系列', 'Harbour Lights sapphires'),
              t(
                '以維港夜色為靈感，18K 金鑲嵌斯里蘭卡藍寶石。',
                '以维港夜色为灵感，18K 金镶嵌斯里兰卡蓝宝石。',
                'Ceylon sapphires set in 18K gold, inspired by the harbour at night.',
              ),
              t('探索系列', '探索系列', 'Discover'),
              online,
            ),
            slide(
              heroRing,
              t('一生之約 · 婚嫁珠寶', '一生之约 · 婚嫁珠宝', 'For a lifetime: bridal jewellery'),
              t(
                '訂婚戒指、結婚對戒及龍鳳鈪，由設計師為你量身訂造。',
                '订婚戒指、结婚对戒及龙凤镯，由设计师为你量身订造。',
                'Engagement rings, wedding bands and dragon-phoenix bangles, made to measure.',
              ),
              t('預約諮詢', '预约咨询', 'Book a fitting'),
              labels('BRIDAL'),
            ),
            slide(
              heroJade,
              t('翠玉傳承', '翠玉传承', 'Jade, handed down'),
              t('天然 A 貨翡翠，每件均附鑑定證書。', '天然 A 货翡翠，每件均附鉴定证书。', 'Natural type-A jadeite, each piece with its certificate.'),
              t('了解更多', '了解更多', 'Learn more'),
              page('ABOUT'),
            ),
          ],
        },
        2,
      ),
      block('imageTextMenu', { rows: 1, imageShape: 'circle', fontSize: 14, categoryMenuInfos: categoryItems.slice(0, 5) }),
      block('textList', {
        heading: t('翠港珠寶', '翠港珠宝', 'Jade Harbour Jewellery'),
        headingLevel: 1,
        marker: 'none',
        fontSize: 16,
        color: '#5f6170',
        paddingY: 24,
        items: [
          {
            text: t(
              '自 1968 年於上環一間小小的金舖起步，翠港珠寶三代人以同一雙手的耐心打磨每一件首飾。今天，我們在香港設有九間分店，並在網上商店為你送上黃金、鑽石、翡翠及名錶。',
              '自 1968 年于上环一间小小的金铺起步，翠港珠宝三代人以同一双手的耐心打磨每一件首饰。今天，我们在香港设有九间分店，并在网上商店为你送上黄金、钻石、翡翠及名表。',
              'From a small gold shop in Sheung Wan in 1968, three generations of Jade Harbour have finished every piece with the same patient hands. Today we welcome you in nine shops across Hong Kong, and online for gold, diamonds, jade and watches.',
            ),
          },
        ],
      }),
      block('magicCube', {
        template: 4,
        aspectRatio: 42,
        gap: 12,
        images: [
          cube(bridal, t('婚嫁系列', '婚嫁系列', 'Bridal collection'), labels('BRIDAL')),
          cube(goldTile, t('黃金首飾：即日金價', '黄金首饰：即日金价', "Gold jewellery at today's price"), labels('GOLD')),
          cube(pearlTile, t('珍珠系列', '珍珠系列', 'Pearls'), labels('PEARL')),
          cube(watchTile, t('名錶', '名表', 'Watches'), labels('WATCH')),
        ],
      }),
      block('placeholder', { height: 24, mobileCorrection: -8 }),
      block('image', {
        image: workshop,
        aspectRatio: 34,
        widthRatio: 100,
        isNoBorder: true,
        isIncreaseBrightness: true,
        isMask: true,
        maskText: {
          title: t('匠心工房', '匠心工房', 'Our workshop'),
          subtitle: t(
            '每一件首飾都在我們位於觀塘的工房完成鑲嵌與打磨。',
            '每一件首饰都在我们位于观塘的工房完成镶嵌与打磨。',
            'Every piece is set and polished in our own workshop in Kwun Tong.',
          ),
        },
        link: page('ABOUT'),
      }),
      servicePoints,
      block('button', { text: t('網上選購', '网上选购', 'Shop online'), toPageData: online, fontSize: 16, buttonHeight: 44, buttonPaddingX: 32 }, 2),
      block('placeholder', { height: 32 }),
    ],
  });

  await putPage(tx, DEMO.appCode, {
    pageCode: 'ESHOP_HOME',
    pageName: 'Online shop home',
    sort: 1,
    props: {
      isEshopPage: true,
      title: t('翠港珠寶網上商店', '翠港珠宝网上商店', 'Jade Harbour online shop'),
      description: t(
        '網上選購黃金、鑽石、翡翠及名錶，滿 HK$1,000 免運費。',
        '网上选购黄金、钻石、翡翠及名表，满 HK$1,000 免运费。',
        'Shop gold, diamonds, jade and watches online, with free delivery over HK$1,000.',
      ),
      shell: { cornerBanner: true, headNav: true, onlineMenu: true, clubMenu: false, footer: true, scrollTop: true },
    },
    blocks: [
      block(
        'advertCarousel',
        {
          style: 3,
          interval: 3,
          aspectRatio: 36,
          mobileAspectRatio: 90,
          carouselList: [
            slide(
              heroGold,
              t('金飾節 · 工費八折', '金饰节 · 工费八折', 'Gold week: 20% off workmanship'),
              t(
                '足金首飾即日金價，工費限時八折。',
                '足金首饰即日金价，工费限时八折。',
                "Pure gold at the day's price, with workmanship 20% off for a limited time.",
              ),
              t('立即選購', '立即选购', 'Shop now'),
              labels('GOLD'),
            ),
            slide(
              heroWatch,
              t('名錶新品', '名表新品', 'New watches'),
              t('瑞士機械錶及智能腕錶，享兩年保養。', '瑞士机械表及智能腕表，享两年保养。', 'Swiss mechanical and smart watches with a two-year warranty.'),
              t('查看新品', '查看新品', "See what's new"),
              labels('WATCH'),
            ),
            slide(
              heroRing,
              t('訂婚戒指', '订婚戒指', 'Engagement rings'),
              t('GIA 證書鑽石，免費刻字。', 'GIA 证书钻石，免费刻字。', 'GIA-certified diamonds, engraved free of charge.'),
              t('挑選戒指', '挑选戒指', 'Choose a ring'),
              labels('RING', 'BRIDAL'),
            ),
          ],
        },
        2,
      ),
      block('imageTextMenu', { rows: 2, imageShape: 'rounded', fontSize: 14, categoryMenuInfos: categoryItems }),
      block('magicCube', {
        template: 1,
        aspectRatio: 40,
        gap: 10,
        images: [
          cube(giftTile, t('HK$2,000 以下的禮物', 'HK$2,000 以下的礼物', 'Gifts under HK$2,000'), labels('GIFT')),
          cube(goldTile, t('黃金工費八折', '黄金工费八折', 'Gold: 20% off workmanship'), labels('GOLD')),
          cube(newTile, t('本週新品', '本周新品', 'New this week'), { kind: 'path', path: '/goodsList', query: { searchCode: 'new' } }),
        ],
      }),
      block('magicCube', {
        template: 2,
        aspectRatio: 25,
        gap: 10,
        images: [
          cube(jadeTile, t('翡翠', '翡翠', 'Jade'), labels('BANGLE')),
          cube(pearlTile, t('珍珠', '珍珠', 'Pearls'), labels('PEARL')),
          cube(watchTile, t('腕錶', '腕表', 'Watches'), labels('WATCH')),
          cube(bridal, t('婚嫁', '婚嫁', 'Bridal'), labels('BRIDAL')),
        ],
      }),
      block('placeholder', { height: 24 }),
    ],
  });

  await putPage(tx, DEMO.appCode, {
    pageCode: 'CLUB_HOME',
    pageName: 'Members club home',
    sort: 2,
    props: {
      isMembershipPage: true,
      title: t('翠港會', '翠港会', 'Jade Harbour Club'),
      description: t(
        '加入翠港會，消費賺積分、生日月雙倍積分及會員專享活動。',
        '加入翠港会，消费赚积分、生日月双倍积分及会员专享活动。',
        'Join the Jade Harbour Club: earn points, double points in your birthday month and members-only events.',
      ),
      shell: { cornerBanner: false, headNav: true, onlineMenu: false, clubMenu: true, footer: true, scrollTop: true },
    },
    blocks: [
      block(
        'advertCarousel',
        {
          style: 4,
          interval: 5,
          aspectRatio: 42,
          mobileAspectRatio: 70,
          panelColor: '#00053e',
          carouselList: [
            slide(
              heroClub,
              t('翠港會 · 每一分都珍貴', '翠港会 · 每一分都珍贵', 'Jade Harbour Club: every point counts'),
              t(
                '每消費 HK$10 賺 1 分，積分可換領珠寶及禮品。',
                '每消费 HK$10 赚 1 分，积分可换领珠宝及礼品。',
                'Earn 1 point for every HK$10 and redeem points for jewellery and gifts.',
              ),
              t('立即加入', '立即加入', 'Join now'),
              { kind: 'path', path: '/register' },
            ),
            slide(
              heroJade,
              t('生日月雙倍積分', '生日月双倍积分', 'Double points in your birthday month'),
              t('生日當月到店或網上消費，積分加倍。', '生日当月到店或网上消费，积分加倍。', 'Shop in store or online in your birthday month and earn double.'),
              t('會員條款', '会员条款', 'Member terms'),
              page('TERMS'),
            ),
          ],
        },
        2,
      ),
      block('magicCube', {
        template: 3,
        aspectRatio: 38,
        gap: 12,
        images: [
          cube(
            tierJade,
            t('翠玉會員', '翠玉会员', 'Jade'),
            { kind: 'path', path: '/register' },
            t('翠玉會員：入會即享', '翠玉会员：入会即享', 'Jade tier: from your first day'),
          ),
          cube(
            tierGold,
            t('金會員', '金会员', 'Gold'),
            { kind: 'path', path: '/register' },
            t('金會員：年度消費滿 HK$20,000', '金会员：年度消费满 HK$20,000', 'Gold tier: HK$20,000 a year'),
          ),
          cube(
            tierDiamond,
            t('鑽石會員', '钻石会员', 'Diamond'),
            { kind: 'path', path: '/register' },
            t('鑽石會員：年度消費滿 HK$80,000', '钻石会员：年度消费满 HK$80,000', 'Diamond tier: HK$80,000 a year'),
          ),
        ],
      }),
      block('textList', {
        heading: t('會員禮遇', '会员礼遇', 'Member privileges'),
        marker: 'number',
        fontSize: 15,
        contentWidth: 100,
        itemGap: 8,
        paddingY: 28,
        items: [
          { text: t('每消費 HK$10 賺取 1 積分，積分兩年有效', '每消费 HK$10 赚取 1 积分，积分两年有效', 'Earn 1 point per HK$10; points last two years') },
          { text: t('生日月份消費享雙倍積分', '生日月份消费享双倍积分', 'Double points in your birthday month') },
          { text: t('積分換領珠寶、禮品及保養服務', '积分换领珠宝、礼品及保养服务', 'Redeem points for jewellery, gifts and servicing') },
          { text: t('會員專享新品預覽及工作坊', '会员专享新品预览及工作坊', 'Members-only previews and workshops') },
        ],
      }),
      block(
        'button',
        {
          text: t('立即登記成為會員', '立即登记成为会员', 'Become a member'),
          toPageData: { kind: 'path', path: '/register' },
          fontSize: 16,
          buttonHeight: 44,
          buttonPaddingX: 32,
        },
        2,
      ),
      block('placeholder', { height: 32 }),
    ],
  });

  const aboutTabs = (current: 'ABOUT' | 'TERMS' | 'PRIVACY') =>
    block('pageTab', {
      align: 'center',
      fontSize: 15,
      tabList: [
        { tabName: t('品牌故事', '品牌故事', 'Our story'), pageLink: page('ABOUT'), isCurrentPage: current === 'ABOUT' },
        { tabName: t('條款及細則', '条款及细则', 'Terms'), pageLink: page('TERMS'), isCurrentPage: current === 'TERMS' },
        { tabName: t('私隱政策', '隐私政策', 'Privacy'), pageLink: page('PRIVACY'), isCurrentPage: current === 'PRIVACY' },
      ],
    });
  const crumbs = (title: I18nText) =>
    block('breadcrumb', {
      separator: '›',
      fontSize: 13,
      items: [
        { title: t('首頁', '首页', 'Home'), link: { kind: 'home', site: 'official' } },
        { title, link: none },
      ],
    });

  const aboutTitle = t('關於我們', '关于我们', 'About us');
  await putPage(tx, DEMO.appCode, {
    pageCode: 'ABOUT',
    pageName: 'About us',
    sort: 3,
    props: {
      title: t('關於翠港珠寶', '关于翠港珠宝', 'About Jade Harbour Jewellery'),
      description: t(
        '翠港珠寶的故事：由 1968 年上環金舖到今日九間分店。',
        '翠港珠宝的故事：由 1968 年上环金铺到今日九间分店。',
        'The Jade Harbour story: from a Sheung Wan gold shop in 1968 to nine shops today.',
      ),
    },
    blocks: [
      crumbs(aboutTitle),
      aboutTabs('ABOUT'),
      block(
        'advertCarousel',
        {
          style: 2,
          interval: 5,
          autoplay: false,
          showArrows: true,
          aspectRatio: 45,
          mobileAspectRatio: 60,
          carouselList: [
            slide(
              shopFront,
              t('1968 · 上環', '1968 · 上环', '1968, Sheung Wan'),
              t(
                '創辦人陳翠華在文咸東街開設第一間金舖。',
                '创办人陈翠华在文咸东街开设第一间金铺。',
                'Founder Chan Chui-wah opens the first gold shop on Bonham Strand East.',
              ),
              t('', '', ''),
              none,
            ),
            slide(
              workshop,
              t('1988 · 觀塘工房', '1988 · 观塘工房', '1988, the Kwun Tong workshop'),
              t('自設工房，鑲嵌與打磨全在香港完成。', '自设工房，镶嵌与打磨全在香港完成。', 'Our own workshop: setting and polishing done in Hong Kong.'),
              t('', '', ''),
              none,
            ),
            slide(
              heroJade,
              t('2026 · 九間分店', '2026 · 九间分店', '2026, nine shops'),
              t('由中環到元朗，並設網上商店。', '由中环到元朗，并设网上商店。', 'From Central to Yuen Long, and online.'),
              t('', '', ''),
              none,
            ),
          ],
        },
        2,
      ),
      block('richText', {
        html: t(
          `<h1>關於翠港珠寶</h1><p>翠港珠寶於 1968 年由陳翠華女士創立。當年的上環金舖只有一個櫃檯，卻堅持每件金器都即場稱重、明碼實價。這份誠實，成為我們半世紀以來的家訓。</p><h2>三代手藝</h2><p>第二代陳志海先生於 1988 年在觀塘設立工房，引入鑽石鑲嵌及翡翠雕刻；第三代則把翠港帶到網上，讓顧客在家中也能安心選購。</p><h2>我們的堅持</h2><p>所有鑽石來自遵守金伯利進程的供應商，翡翠均為天然 A 貨並附證書，黃金成色經香港政府化驗所標準檢定。</p>`,
          `<h1>关于翠港珠宝</h1><p>翠港珠宝于 1968 年由陈翠华女士创立。当年的上环金铺只有一个柜台，却坚持每件金器都即场称重、明码实价。这份诚实，成为我们半世纪以来的家训。</p><h2>三代手艺</h2><p>第二代陈志海先生于 1988 年在观塘设立工房，引入钻石镶嵌及翡翠雕刻；第三代则把翠港带到网上，让顾客在家中也能安心选购。</p><h2>我们的坚持</h2><p>所有钻石来自遵守金伯利进程的供应商，翡翠均为天然 A 货并附证书，黄金成色经香港政府化验所标准检定。</p>`,
          `<h1>About Jade Harbour Jewellery</h1><p>Jade Harbour was founded in 1968 by Ms Chan Chui-wah. Her Sheung Wan gold shop had a single counter, yet every piece was weighed in front of the customer and sold at a marked price. That honesty has been our house rule for half a century.</p><h2>Three generations of craft</h2><p>In 1988 her son Chan Chi-hoi opened our workshop in Kwun Tong, adding diamond setting and jade carving; the third generation brought Jade Harbour online, so you can choose with the same confidence at home.</p><h2>What we hold to</h2><p>Our diamonds come from suppliers who follow the Kimberley Process, our jadeite is natural type A with a certificate, and our gold fineness is tested to the standard of the Government Laboratory.</p>`,
        ),
        paddingY: 16,
      }),
      block('magicCube', {
        template: 5,
        aspectRatio: 60,
        gap: 12,
        images: [
          { image: shopFront, alt: t('翠港珠寶中環店', '翠港珠宝中环店', 'Our Central shop'), isPopup: true, isNoBorder: true },
          { image: jadeTile, alt: t('天然翡翠', '天然翡翠', 'Natural jadeite'), isPopup: true, isNoBorder: true },
          { image: bridal, alt: t('婚嫁鑽戒', '婚嫁钻戒', 'Bridal diamonds'), isPopup: true, isNoBorder: true },
        ],
      }),
      block('image', {
        image: workshop,
        alt: t('觀塘工房內的工作枱', '观塘工房内的工作台', 'A bench in the Kwun Tong workshop'),
        isPopup: true,
        aspectRatio: 50,
        widthRatio: 70,
        imgAlign: 'center',
        borderRadius: 12,
      }),
      servicePoints,
      block('placeholder', { height: 32 }),
    ],
  });

  for (const [code, title, html] of [
    ['TERMS', t('條款及細則', '条款及细则', 'Terms and conditions'), TERMS_HTML],
    ['PRIVACY', t('私隱政策', '隐私政策', 'Privacy policy'), PRIVACY_HTML],
  ] as const) {
    await putPage(tx, DEMO.appCode, {
      pageCode: code,
      pageName: title.en,
      sort: 10,
      props: { title, description: title },
      blocks: [crumbs(title), aboutTabs(code), block('richText', { html, paddingY: 16 }), block('placeholder', { height: 40 })],
    });
  }
}
