import { DEMO, type AppProps, type Menus } from '@shop/contract';
import { merchants } from '../../modules/system/system.tables.ts';
import { shopStores as stores } from '../../modules/shops/shops.tables.ts';
import { apps } from '../../modules/pages/pages.tables.ts';
import type { Seed } from './seed.ts';
import { logoSvg } from './art.ts';
import { putSvg, t } from './helpers.ts';
import { seedFoundationPages } from './foundation-pages.ts';

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
            links: [{ title: t('品牌故事', '品牌故事', 'Our story'), link: { kind: 'page', pageCode: 'ABOUT' } }],
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

    await seedFoundationPages(tx);
  },
};
