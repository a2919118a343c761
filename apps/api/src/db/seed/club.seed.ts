import { sql } from 'drizzle-orm';
import { DEMO, hkMonth, type I18nText, type MenuItem, type PointsProductType } from '@shop/contract';
import type { Db } from '../client.ts';
import type { Seed } from './seed.ts';
import { block, putPage, putSvg, t } from './helpers.ts';
import { jewelSvg, type JewelKind, type Metal } from './art.ts';
import { cardSvg } from './official-art.ts';
import { createMember } from '../../modules/members/members.service.ts';
import { changePointsIn } from '../../modules/points/points.service.ts';

/**
 * The members' club (issue 13): 6 categories (jewellery with two sub-categories), 40 club goods with
 * drawn pictures, stock in several shops (some sold out), birthday-month prices, per-member limits and
 * cash top-ups; the club menu; the redemption block on CLUB_HOME and the page CLUB_REDEEM; and two club
 * members (README): JH10000005 whose birth month is the month the database was seeded (birthday prices),
 * and JH10000006 / JH10000007 for the journeys.
 */
type Cat = 'jewellery' | 'earrings' | 'rings' | 'watch' | 'voucher' | 'home' | 'dining' | 'service';
const CATEGORIES: Array<{ key: Cat; parent?: Cat; title: I18nText }> = [
  { key: 'jewellery', title: t('珠寶首飾', '珠宝首饰', 'Jewellery') },
  { key: 'earrings', parent: 'jewellery', title: t('耳環及吊墜', '耳环及吊坠', 'Earrings and pendants') },
  { key: 'rings', parent: 'jewellery', title: t('戒指及手鏈', '戒指及手链', 'Rings and bracelets') },
  { key: 'watch', title: t('腕錶配件', '腕表配件', 'Watch accessories') },
  { key: 'voucher', title: t('購物禮券', '购物礼券', 'Shopping vouchers') },
  { key: 'home', title: t('生活禮品', '生活礼品', 'Gifts for home') },
  { key: 'dining', title: t('餐飲禮遇', '餐饮礼遇', 'Dining') },
  { key: 'service', title: t('保養服務', '保养服务', 'Care services') },
];

interface Goods {
  cat: Cat;
  title: I18nText;
  type: PointsProductType;
  point: number;
  /** Cash top-up in HK$ (none = points only). */
  cash: number | null;
  original: number;
  birthday: number | null;
  limit: number | null;
  /** Stock per shop code; an empty object = sold out everywhere. */
  stock: Record<string, number>;
  art: { kind: JewelKind; metal: Metal; gem: string } | { card: [string, string] };
}
const ALL_SHOPS = ['CEN', 'TST', 'CWB', 'MKK', 'STN', 'TSW', 'KTG', 'TMN', 'YLG'];
const spread = (n: number, shops = ALL_SHOPS) => Object.fromEntries(shops.map((s) => [s, n]));

const jewel = (kind: JewelKind, metal: Metal, gem: string) => ({ kind, metal, gem });
const card = (from: string, to: string): { card: [string, string] } => ({ card: [from, to] });
type GoodsRow = [Cat, I18nText, PointsProductType, number, number, number, number | null, number, Record<string, number>, Goods['art']];

// One row per club good: category, title, type, points, cash top-up (HK$), original price (cents), birthday
// points (null: no birthday price), limit per member (0: none), stock per shop, picture. The first three are the journeys' goods
// (e2e/tests/club.spec.ts): plenty of stock in Central.
// prettier-ignore
const GOODS_ROWS: GoodsRow[] = [
  ['earrings', t('翡翠平安扣吊墜', '翡翠平安扣吊坠', 'Jade peace-buckle pendant'), 'gift', 900, 0, 128000, null, 0, spread(40), jewel('pendant', 'jade', '#3f9d6b')],
  ['rings', t('珍珠手鏈', '珍珠手链', 'Freshwater pearl bracelet'), 'gift', 800, 0, 98000, null, 0, spread(40), jewel('bracelet', 'white', '#f4efe6')],
  ['watch', t('真皮錶帶', '真皮表带', 'Leather watch strap'), 'gift', 600, 0, 68000, null, 0, spread(40), jewel('watch', 'rose', '#8a5a3c')],
  ['earrings', t('18K 金心形耳環', '18K 金心形耳环', '18K gold heart earrings'), 'gift', 2400, 0, 288000, 1800, 0, { CEN: 5, TST: 3, STN: 2 }, jewel('earrings', 'gold', '#d94f70')],
  ['earrings', t('玫瑰金小鑽吊墜', '玫瑰金小钻吊坠', 'Rose gold diamond pendant'), 'gift', 3200, 200, 458000, null, 1, { CEN: 2, CWB: 2 }, jewel('pendant', 'rose', '#e8f4ff')],
  ['earrings', t('藍寶石耳釘', '蓝宝石耳钉', 'Sapphire stud earrings'), 'gift', 2800, 0, 368000, null, 0, {}, jewel('earrings', 'white', '#1f4fa8')],
  ['earrings', t('生肖金吊墜', '生肖金吊坠', 'Zodiac gold pendant'), 'gift', 1500, 0, 198000, 1200, 0, spread(6, ['CEN', 'TST', 'MKK', 'TSW']), jewel('pendant', 'gold', '#c9a96e')],
  ['earrings', t('紅寶石吊墜', '红宝石吊坠', 'Ruby drop pendant'), 'gift', 3600, 500, 520000, null, 1, { TST: 1 }, jewel('pendant', 'gold', '#b3122e')],
  ['rings', t('足金轉運珠手繩', '足金转运珠手绳', 'Pure gold lucky bead bracelet'), 'gift', 1200, 0, 158000, 960, 0, spread(10), jewel('bracelet', 'gold', '#d4a84b')],
  ['rings', t('銀鍍白金尾戒', '银镀白金尾戒', 'Platinum-plated silver pinky ring'), 'gift', 700, 0, 58000, null, 2, spread(8, ['CEN', 'CWB', 'KTG']), jewel('ring', 'white', '#dfe7f2')],
  ['rings', t('翡翠手鐲', '翡翠手镯', 'Jade bangle'), 'gift', 5200, 1000, 880000, null, 1, { CEN: 1, TST: 1 }, jewel('bangle', 'jade', '#2e8b57')],
  ['rings', t('情侶對戒', '情侣对戒', 'Couple rings'), 'gift', 4200, 0, 620000, null, 0, {}, jewel('ring', 'rose', '#ffd1dc')],
  ['rings', t('珍珠戒指', '珍珠戒指', 'Pearl ring'), 'gift', 1900, 0, 238000, 1500, 0, spread(3, ['STN', 'TMN', 'YLG']), jewel('ring', 'gold', '#f4efe6')],
  ['watch', t('錶盒收藏箱', '表盒收藏箱', 'Watch box for six'), 'gift', 1600, 0, 168000, null, 0, spread(4, ['CEN', 'TST', 'CWB']), jewel('watch', 'white', '#3a2d6b')],
  ['watch', t('自動上鍊錶盒', '自动上链表盒', 'Watch winder'), 'gift', 4800, 800, 680000, null, 1, { TST: 2 }, jewel('watch', 'gold', '#00053e')],
  ['watch', t('不鏽鋼錶帶', '不锈钢表带', 'Steel bracelet strap'), 'gift', 1100, 0, 128000, null, 0, {}, jewel('watch', 'white', '#9aa5b1')],
  ['watch', t('錶面保護貼', '表面保护贴', 'Watch glass protector'), 'gift', 200, 0, 18000, null, 5, spread(30), jewel('watch', 'rose', '#c7e3f2')],
  ['watch', t('旅行錶套', '旅行表套', 'Travel watch pouch'), 'gift', 500, 0, 48000, 400, 0, spread(12, ['MKK', 'STN', 'TSW', 'KTG']), jewel('watch', 'gold', '#5a3b2e')],
  ['voucher', t('HK$100 購物禮券', 'HK$100 购物礼券', 'HK$100 shopping voucher'), 'voucher', 1000, 0, 10000, null, 5, spread(100), card('#00053e', '#3a2d6b')],
  ['voucher', t('HK$200 購物禮券', 'HK$200 购物礼券', 'HK$200 shopping voucher'), 'voucher', 1900, 0, 20000, null, 3, spread(80), card('#1d2b6b', '#6b5ca5')],
  ['voucher', t('HK$500 購物禮券', 'HK$500 购物礼券', 'HK$500 shopping voucher'), 'voucher', 4500, 0, 50000, 4000, 2, spread(40), card('#3a2d6b', '#b08d57')],
  ['voucher', t('黃金工費八折券', '黄金工费八折券', 'Gold workmanship 20% off coupon'), 'voucher', 300, 0, 0, null, 2, spread(200), card('#8a6220', '#f7e3a1')],
  ['voucher', t('鑽石換購券', '钻石换购券', 'Diamond trade-in voucher'), 'voucher', 2500, 0, 30000, null, 0, {}, card('#2b4a6b', '#c7e3f2')],
  ['voucher', t('生日雙倍積分券', '生日双倍积分券', 'Birthday double points coupon'), 'voucher', 400, 0, 0, 0, 1, spread(50), card('#b3122e', '#ffd1dc')],
  ['home', t('絲絨首飾盒', '丝绒首饰盒', 'Velvet jewellery box'), 'gift', 900, 0, 88000, null, 0, spread(15), jewel('brooch', 'rose', '#6b2e4a')],
  ['home', t('香薰蠟燭禮盒', '香薰蜡烛礼盒', 'Scented candle set'), 'gift', 650, 0, 52000, 500, 0, spread(20, ['CEN', 'TST', 'CWB', 'MKK', 'STN']), jewel('brooch', 'gold', '#f2c14e')],
  ['home', t('瓷器茶具', '瓷器茶具', 'Porcelain tea set'), 'gift', 2200, 300, 268000, null, 0, { CEN: 3, KTG: 2 }, jewel('brooch', 'white', '#2b6cb0')],
  ['home', t('真絲絲巾', '真丝丝巾', 'Silk scarf'), 'gift', 1300, 0, 138000, null, 0, {}, jewel('brooch', 'jade', '#8fbc8f')],
  ['home', t('品牌雨傘', '品牌雨伞', 'Jade Harbour umbrella'), 'gift', 450, 0, 28000, null, 2, spread(25), jewel('brooch', 'white', '#00053e')],
  ['home', t('水晶擺設', '水晶摆设', 'Crystal ornament'), 'gift', 1700, 0, 188000, 1400, 0, spread(2, ['TSW', 'TMN']), jewel('brooch', 'white', '#e8f4ff')],
  ['dining', t('酒店下午茶（兩位）', '酒店下午茶（两位）', 'Hotel afternoon tea for two'), 'voucher', 2600, 0, 68800, 2000, 2, spread(20, ['CEN', 'TST', 'CWB']), card('#6b2e4a', '#f2c14e')],
  ['dining', t('中菜館 HK$300 餐券', '中菜馆 HK$300 餐券', 'Chinese restaurant HK$300 voucher'), 'voucher', 2700, 0, 30000, null, 3, spread(30), card('#b3122e', '#f7e3a1')],
  ['dining', t('咖啡店飲品券', '咖啡店饮品券', 'Café drink voucher'), 'voucher', 150, 0, 4200, null, 10, spread(300), card('#5a3b2e', '#d9b38c')],
  ['dining', t('週年晚宴門票', '周年晚宴门票', 'Anniversary dinner ticket'), 'voucher', 6800, 2000, 168000, null, 1, {}, card('#00053e', '#d4a84b')],
  ['dining', t('甜品店禮券', '甜品店礼券', 'Dessert shop voucher'), 'voucher', 350, 0, 10000, 250, 4, spread(60, ['MKK', 'STN', 'TSW', 'KTG', 'TMN', 'YLG']), card('#ffd1dc', '#b3122e')],
  ['service', t('首飾專業清洗', '首饰专业清洗', 'Professional jewellery cleaning'), 'service', 300, 0, 20000, null, 0, spread(99), jewel('ring', 'gold', '#e8f4ff')],
  ['service', t('腕錶保養檢查', '腕表保养检查', 'Watch service check'), 'service', 1200, 200, 80000, null, 2, spread(20), jewel('watch', 'white', '#00053e')],
  ['service', t('免費刻字服務', '免费刻字服务', 'Engraving service'), 'service', 500, 0, 30000, 0, 3, spread(50), jewel('ring', 'rose', '#c9a96e')],
  ['service', t('戒指改圈', '戒指改圈', 'Ring resizing'), 'service', 800, 0, 45000, null, 0, spread(30, ['CEN', 'TST', 'CWB', 'KTG']), jewel('ring', 'gold', '#d4a84b')],
  ['service', t('珍珠重新穿線', '珍珠重新穿线', 'Pearl restringing'), 'service', 1000, 0, 60000, null, 0, {}, jewel('necklace', 'white', '#f4efe6')],
];
const GOODS: Goods[] = GOODS_ROWS.map(([cat, title, type, point, cash, original, birthday, limit, stock, art]) => ({
  cat,
  title,
  type,
  point,
  cash: cash || null,
  original,
  birthday,
  limit: limit || null,
  stock,
  art,
}));

const detailOf = (g: Goods): I18nText => {
  const rule = (zh_HK: string, zh_CN: string, en: string) => ({ zh_HK, zh_CN, en });
  const base = {
    gift: rule(
      '換領後請於所選分店領取，領取時請出示會員二維碼。',
      '换领后请于所选分店领取，领取时请出示会员二维码。',
      'Collect it at the shop you chose; show your member QR code at the counter.',
    ),
    voucher: rule(
      '禮券於領取日起計六個月內有效，不可兌換現金。',
      '礼券于领取日起计六个月内有效，不可兑换现金。',
      'Valid for six months from collection; not exchangeable for cash.',
    ),
    service: rule(
      '領取服務券後請預約到店，服務需時約三至五個工作天。',
      '领取服务券后请预约到店，服务需时约三至五个工作天。',
      'Book a visit after collecting the service coupon; the work takes three to five working days.',
    ),
  }[g.type];
  return {
    zh_HK: `<p>${g.title.zh_HK}</p><p>${base.zh_HK}</p>`,
    zh_CN: `<p>${g.title.zh_CN}</p><p>${base.zh_CN}</p>`,
    en: `<p>${g.title.en}</p><p>${base.en}</p>`,
  };
};

/** Club members of the README: one with a birthday this month, two for the journeys. */
export const CLUB_MEMBERS = [
  { memberNo: 'JH10000005', phone: '95551234', password: 'Club2026a', first: 'Wing Sze', last: 'Ho', nick: 'Wing Sze', gender: 'F', month: 0, points: 8000 },
  { memberNo: 'JH10000006', phone: '96543210', password: 'Club2026b', first: 'Chi Ming', last: 'Lam', nick: 'Chi Ming', gender: 'M', month: 1, points: 2000 },
  {
    memberNo: 'JH10000007',
    phone: '97654321',
    password: 'Club2026c',
    first: 'Hoi Ching',
    last: 'Yeung',
    nick: 'Hoi Ching',
    gender: 'F',
    month: 1,
    points: 2000,
  },
] as const;

export const clubSeed: Seed = {
  name: 'club@1',
  async run(tx: Db) {
    const m = DEMO.merchantCode;
    const catIds = new Map<Cat, number>();
    for (const [i, c] of CATEGORIES.entries()) {
      const parent = c.parent ? catIds.get(c.parent)! : null;
      const res = (await tx.execute(
        sql`insert into points_categories (merchant_code, parent_id, title, sort) values (${m}, ${parent}, ${JSON.stringify(c.title)}::jsonb, ${i}) returning id`,
      )) as unknown as { rows: Array<{ id: number }> };
      catIds.set(c.key, res.rows[0]!.id);
    }
    for (const [i, g] of GOODS.entries()) {
      const svg = 'card' in g.art ? cardSvg(g.art.card[0], g.art.card[1], 200 + i) : jewelSvg({ ...g.art, seed: 300 + i, backdrop: '#f5f1ea' });
      const img = await putSvg(tx, `club/goods-${i + 1}-v1.svg`, svg);
      const search = [g.title.zh_HK, g.title.zh_CN, g.title.en].join(' ').toLowerCase();
      const spu = (await tx.execute(
        sql`insert into points_spus (merchant_code, category_id, title, detail, img, img_list, product_type, search_text, sort)
            values (${m}, ${catIds.get(g.cat)!}, ${JSON.stringify(g.title)}::jsonb, ${JSON.stringify(detailOf(g))}::jsonb, ${img},
              ${JSON.stringify([img])}::jsonb, ${g.type}, ${search}, ${i}) returning id`,
      )) as unknown as { rows: Array<{ id: number }> };
      const sku = (await tx.execute(
        sql`insert into points_skus (spu_id, sku_code, point, birthday_month_points, price, original_price, limit_num)
            values (${spu.rows[0]!.id}, ${`CLUB-${String(i + 1).padStart(3, '0')}`}, ${g.point}, ${g.birthday ?? null}, ${(g.cash ?? 0) * 100},
              ${g.original}, ${g.limit ?? null}) returning id`,
      )) as unknown as { rows: Array<{ id: number }> };
      const skuId = sku.rows[0]!.id;
      // A sold-out item keeps its shop rows at 0, as stock that ran out does.
      const stock = Object.keys(g.stock).length ? g.stock : { CEN: 0, TST: 0 };
      for (const [store, qty] of Object.entries(stock)) {
        await tx.execute(sql`insert into points_sku_stocks (sku_id, store_code, qty) values (${skuId}, ${store}, ${qty})`);
      }
    }

    const month = hkMonth();
    for (const c of CLUB_MEMBERS) {
      const row = await createMember(
        tx,
        {
          phoneArea: '852',
          phone: c.phone,
          email: `${c.first.toLowerCase().replace(/\s+/g, '')}.${c.last.toLowerCase()}@jadeharbour.example`,
          password: c.password,
          appellation: c.gender === 'F' ? 'Ms' : 'Mr',
          firstName: c.first,
          lastName: c.last,
          nickname: c.nick,
          gender: c.gender,
          birthMonth: ((month - 1 + c.month) % 12) + 1,
        },
        { memberNo: c.memberNo, level: 1 },
      );
      await changePointsIn(tx, { memberId: row.id, delta: c.points, reason: 'purchase', source: 'JHO-CLUB-WELCOME' });
    }

    const redeemPage = { kind: 'page' as const, pageCode: 'CLUB_REDEEM' };
    const club: MenuItem[] = [
      { title: t('會員主頁', '会员主页', 'Club home'), link: { kind: 'page', pageCode: 'CLUB_HOME' }, children: [], special: 'none' },
      { title: t('積分換領', '积分换领', 'Redeem points'), link: redeemPage, children: [], special: 'none' },
      { title: t('我的換領', '我的换领', 'My redemptions'), link: { kind: 'path', path: '/account/redemptions' }, children: [], special: 'none' },
      { title: t('會員條款', '会员条款', 'Member terms'), link: { kind: 'page', pageCode: 'TERMS' }, children: [], special: 'none' },
    ];
    await tx.execute(sql`update apps set menus = jsonb_set(menus, '{club}', ${JSON.stringify(club)}::jsonb),
      props = props || ${JSON.stringify({ pointsRedemptionPageCode: 'CLUB_REDEEM' })}::jsonb where code = ${DEMO.appCode}`);

    const redemption = (title: I18nText) => block('pointsRedemption', { title, pageSize: 20, columns: 4, showSearch: true, activeColor: '#00053e' });
    await tx.execute(
      sql`update pages set blocks = blocks || ${JSON.stringify([redemption(t('積分換領', '积分换领', 'Redeem your points'))])}::jsonb
          where app_code = ${DEMO.appCode} and page_code = 'CLUB_HOME'`,
    );
    await putPage(tx, DEMO.appCode, {
      pageCode: 'CLUB_REDEEM',
      pageName: 'Members club redemption',
      sort: 3,
      props: {
        isMembershipPage: true,
        title: t('積分換領', '积分换领', 'Redeem points'),
        description: t(
          '以翠港會積分換領珠寶、禮券及保養服務，到店領取。',
          '以翠港会积分换领珠宝、礼券及保养服务，到店领取。',
          'Redeem Jade Harbour Club points for jewellery, vouchers and care services, collected in our shops.',
        ),
        shell: { cornerBanner: false, headNav: true, onlineMenu: false, clubMenu: true, footer: true, scrollTop: true },
      },
      blocks: [redemption(t('積分換領', '积分换领', 'Redeem points'))],
    });
  },
};
