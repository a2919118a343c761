import { DEMO, type AppProps, type Menus } from '@shop/contract';
import { merchants, stores } from '../../modules/system/system.tables.ts';
import { apps } from '../../modules/pages/pages.tables.ts';
import type { Seed } from './index.ts';
import { bannerSvg, logoSvg } from './art.ts';
import { block, putPage, putSvg, t } from './helpers.ts';

/** Store code and district name of each physical shop, in the order they are listed. */
export const PHYSICAL_SHOPS = [
  ['CEN', '中環', '中环', 'Central'],
  ['TST', '尖沙咀', '尖沙咀', 'Tsim Sha Tsui'],
  ['CWB', '銅鑼灣', '铜锣湾', 'Causeway Bay'],
  ['MKK', '旺角', '旺角', 'Mong Kok'],
  ['STN', '沙田', '沙田', 'Sha Tin'],
  ['TSW', '荃灣', '荃湾', 'Tsuen Wan'],
  ['KTG', '觀塘', '观塘', 'Kwun Tong'],
  ['TMN', '屯門', '屯门', 'Tuen Mun'],
  ['YLG', '元朗', '元朗', 'Yuen Long'],
] as const;

/**
 * The fictional merchant "Jade Harbour Jewellery 翠港珠寶", its online shop, the site with its menus,
 * and the home, about and terms pages. Catalogue, members and content seeds add their own data.
 */
export const foundationSeed: Seed = {
  name: 'foundation@1',
  async run(tx) {
    await tx.insert(merchants).values({
      code: DEMO.merchantCode,
      name: t('翠港珠寶', '翠港珠宝', 'Jade Harbour Jewellery'),
      currencySymbol: 'HK$',
      amountFormat: { roundingmethod: 'D', truncdigit: 2, salesAmtTruncdigit: 2 },
    });
    await tx.insert(stores).values({
      code: DEMO.storeCode,
      merchantCode: DEMO.merchantCode,
      kind: 'online',
      name: t('翠港珠寶網上商店', '翠港珠宝网上商店', 'Jade Harbour Online Shop'),
      sort: 0,
    });

    // The physical shops; the content seed adds their addresses, hours and map positions.
    await tx.insert(stores).values(
      PHYSICAL_SHOPS.map(([code, zh_HK, zh_CN, en], i) => ({
        code,
        merchantCode: DEMO.merchantCode,
        kind: 'physical' as const,
        name: t(`翠港珠寶 ${zh_HK}店`, `翠港珠宝 ${zh_CN}店`, `Jade Harbour ${en}`),
        sort: i + 1,
      })),
    );

    const logo = await putSvg(tx, 'demo/logo-v1.svg', logoSvg());
    const banners = await Promise.all([
      putSvg(tx, 'demo/banner-home-1-v1.svg', bannerSvg({ from: '#00053e', to: '#1d2b6b', kind: 'necklace', metal: 'gold', gem: '#7fd1ff', seed: 11 })),
      putSvg(tx, 'demo/banner-home-2-v1.svg', bannerSvg({ from: '#3b1d2e', to: '#7a3b52', kind: 'ring', metal: 'rose', gem: '#ff8fb1', seed: 12 })),
      putSvg(tx, 'demo/banner-home-3-v1.svg', bannerSvg({ from: '#0b3d2e', to: '#1f6f54', kind: 'bangle', metal: 'jade', gem: '#b7e4c7', seed: 13 })),
    ]);

    const props: AppProps = {
      homePageCode: 'HOME',
      onlineHomePageCode: 'ESHOP_HOME',
      membershipHomePageCode: 'CLUB_HOME',
      officialBaseUrl: '',
      eshopBaseUrl: '',
      membershipBaseUrl: '',
      commonBigImgScale: 500,
      commonSmallImgScale: 300,
      siteName: t('翠港珠寶', '翠港珠宝', 'Jade Harbour Jewellery'),
      logo,
    };
    const menus: Menus = {
      header: [
        { title: t('首頁', '首页', 'Home'), link: { kind: 'home', site: 'official' }, children: [], special: 'none' },
        { title: t('網上商店', '网上商店', 'Online Shop'), link: { kind: 'home', site: 'online' }, children: [], special: 'none' },
        { title: t('會員專區', '会员专区', 'Members'), link: { kind: 'home', site: 'membership' }, children: [], special: 'none' },
        { title: t('關於我們', '关于我们', 'About us'), link: { kind: 'page', pageCode: 'ABOUT' }, children: [], special: 'none' },
      ],
      online: [],
      club: [],
      footer: {
        logo,
        backgroundColor: '#00053e',
        columns: [
          {
            title: t('關於翠港', '关于翠港', 'About'),
            links: [
              { title: t('品牌故事', '品牌故事', 'Our story'), link: { kind: 'page', pageCode: 'ABOUT' } },
            ],
          },
          {
            title: t('顧客服務', '顾客服务', 'Customer care'),
            links: [
              { title: t('條款及細則', '条款及细则', 'Terms and conditions'), link: { kind: 'page', pageCode: 'TERMS' } },
              { title: t('私隱政策', '隐私政策', 'Privacy policy'), link: { kind: 'page', pageCode: 'PRIVACY' } },
            ],
          },
        ],
        social: [
          { kind: 'facebook', link: { kind: 'url', url: 'https://www.facebook.com/' } },
          { kind: 'instagram', link: { kind: 'url', url: 'https://www.instagram.com/' } },
        ],
        copyright: t('© 2026 翠港珠寶有限公司', '© 2026 翠港珠宝有限公司', '© 2026 Jade Harbour Jewellery Ltd.'),
      },
    };
    await tx.insert(apps).values({
      code: DEMO.appCode,
      merchantCode: DEMO.merchantCode,
      props,
      menus,
      spuDetailViewSettings: { brandSuffix: t(' | 翠港珠寶', ' | 翠港珠宝', ' | Jade Harbour') },
    });

    const hero = (i: number) => banners[i % banners.length]!;
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
        block('richText', {
          html: t(
            `<h1>翠港珠寶</h1><p>自 1968 年起，以匠心打造每一件珠寶。</p>`,
            `<h1>翠港珠宝</h1><p>自 1968 年起，以匠心打造每一件珠宝。</p>`,
            `<h1>Jade Harbour Jewellery</h1><p>Crafting every piece with care since 1968.</p>`,
          ),
          paddingY: 24,
        }),
        block('placeholder', { height: 24 }),
        block('button', { text: t('網上選購', '网上选购', 'Shop online'), toPageData: { kind: 'home', site: 'online' } }, 2),
      ],
    });
    void hero;
    await putPage(tx, DEMO.appCode, {
      pageCode: 'ESHOP_HOME',
      pageName: 'Online shop home',
      sort: 1,
      props: {
        isEshopPage: true,
        title: t('網上商店', '网上商店', 'Online shop'),
        shell: { cornerBanner: true, headNav: true, onlineMenu: true, clubMenu: false, footer: true, scrollTop: true },
      },
      blocks: [
        block('richText', { html: t('<h1>網上商店</h1>', '<h1>网上商店</h1>', '<h1>Online shop</h1>') }),
      ],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'CLUB_HOME',
      pageName: 'Members club home',
      sort: 2,
      props: {
        isMembershipPage: true,
        title: t('翠港會', '翠港会', 'Jade Harbour Club'),
        shell: { cornerBanner: false, headNav: true, onlineMenu: false, clubMenu: true, footer: true, scrollTop: true },
      },
      blocks: [block('richText', { html: t('<h1>翠港會</h1>', '<h1>翠港会</h1>', '<h1>Jade Harbour Club</h1>') })],
    });
    await putPage(tx, DEMO.appCode, {
      pageCode: 'ABOUT',
      pageName: 'About us',
      sort: 3,
      props: { title: t('關於我們', '关于我们', 'About us') },
      blocks: [block('richText', { html: t('<h1>關於我們</h1>', '<h1>关于我们</h1>', '<h1>About us</h1>') })],
    });
    for (const [code, title] of [
      ['TERMS', t('條款及細則', '条款及细则', 'Terms and conditions')],
      ['PRIVACY', t('私隱政策', '隐私政策', 'Privacy policy')],
    ] as const) {
      await putPage(tx, DEMO.appCode, {
        pageCode: code,
        pageName: title.en,
        sort: 10,
        props: { title },
        blocks: [block('richText', { html: t(`<h1>${title.zh_HK}</h1>`, `<h1>${title.zh_CN}</h1>`, `<h1>${title.en}</h1>`) })],
      });
    }
  },
};
