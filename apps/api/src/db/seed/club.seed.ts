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
  /** Cash top-up in HK$ (0 = points only). */
  cash?: number;
  original: number;
  birthday?: number;
  limit?: number;
  /** Stock per shop code; an empty object = sold out everywhere. */
  stock: Record<string, number>;
  art: { kind: JewelKind; metal: Metal; gem: string } | { card: [string, string] };
}
const ALL_SHOPS = ['CEN', 'TST', 'CWB', 'MKK', 'STN', 'TSW', 'KTG', 'TMN', 'YLG'];
const spread = (n: number, shops = ALL_SHOPS) => Object.fromEntries(shops.map((s) => [s, n]));

// The first three are the journeys' goods (e2e/tests/club.spec.ts): plenty of stock in Central.
const GOODS: Goods[] = [
  {
    cat: 'earrings',
    title: t('翡翠平安扣吊墜', '翡翠平安扣吊坠', 'Jade peace-buckle pendant'),
    type: 'gift',
    point: 900,
    original: 128000,
    stock: spread(40),
    art: { kind: 'pendant', metal: 'jade', gem: '#3f9d6b' },
  },
  {
    cat: 'rings',
    title: t('珍珠手鏈', '珍珠手链', 'Freshwater pearl bracelet'),
    type: 'gift',
    point: 800,
    original: 98000,
    stock: spread(40),
    art: { kind: 'bracelet', metal: 'white', gem: '#f4efe6' },
  },
  {
    cat: 'watch',
    title: t('真皮錶帶', '真皮表带', 'Leather watch strap'),
    type: 'gift',
    point: 600,
    original: 68000,
    stock: spread(40),
    art: { kind: 'watch', metal: 'rose', gem: '#8a5a3c' },
  },
  {
    cat: 'earrings',
    title: t('18K 金心形耳環', '18K 金心形耳环', '18K gold heart earrings'),
    type: 'gift',
    point: 2400,
    birthday: 1800,
    original: 288000,
    stock: { CEN: 5, TST: 3, STN: 2 },
    art: { kind: 'earrings', metal: 'gold', gem: '#d94f70' },
  },
  {
    cat: 'earrings',
    title: t('玫瑰金小鑽吊墜', '玫瑰金小钻吊坠', 'Rose gold diamond pendant'),
    type: 'gift',
    point: 3200,
    cash: 200,
    original: 458000,
    limit: 1,
    stock: { CEN: 2, CWB: 2 },
    art: { kind: 'pendant', metal: 'rose', gem: '#e8f4ff' },
  },
  {
    cat: 'earrings',
    title: t('藍寶石耳釘', '蓝宝石耳钉', 'Sapphire stud earrings'),
    type: 'gift',
    point: 2800,
    original: 368000,
    stock: {},
    art: { kind: 'earrings', metal: 'white', gem: '#1f4fa8' },
  },
  {
    cat: 'earrings',
    title: t('生肖金吊墜', '生肖金吊坠', 'Zodiac gold pendant'),
    type: 'gift',
    point: 1500,
    birthday: 1200,
    original: 198000,
    stock: spread(6, ['CEN', 'TST', 'MKK', 'TSW']),
    art: { kind: 'pendant', metal: 'gold', gem: '#c9a96e' },
  },
  {
    cat: 'earrings',
    title: t('紅寶石吊墜', '红宝石吊坠', 'Ruby drop pendant'),
    type: 'gift',
    point: 3600,
    cash: 500,
    original: 520000,
    limit: 1,
    stock: { TST: 1 },
    art: { kind: 'pendant', metal: 'gold', gem: '#b3122e' },
  },
  {
    cat: 'rings',
    title: t('足金轉運珠手繩', '足金转运珠手绳', 'Pure gold lucky bead bracelet'),
    type: 'gift',
    point: 1200,
    birthday: 960,
    original: 158000,
    stock: spread(10),
    art: { kind: 'bracelet', metal: 'gold', gem: '#d4a84b' },
  },
  {
    cat: 'rings',
    title: t('銀鍍白金尾戒', '银镀白金尾戒', 'Platinum-plated silver pinky ring'),
    type: 'gift',
    point: 700,
    original: 58000,
    limit: 2,
    stock: spread(8, ['CEN', 'CWB', 'KTG']),
    art: { kind: 'ring', metal: 'white', gem: '#dfe7f2' },
  },
  {
    cat: 'rings',
    title: t('翡翠手鐲', '翡翠手镯', 'Jade bangle'),
    type: 'gift',
    point: 5200,
    cash: 1000,
    original: 880000,
    limit: 1,
    stock: { CEN: 1, TST: 1 },
    art: { kind: 'bangle', metal: 'jade', gem: '#2e8b57' },
  },
  {
    cat: 'rings',
    title: t('情侶對戒', '情侣对戒', 'Couple rings'),
    type: 'gift',
    point: 4200,
    original: 620000,
    stock: {},
    art: { kind: 'ring', metal: 'rose', gem: '#ffd1dc' },
  },
  {
    cat: 'rings',
    title: t('珍珠戒指', '珍珠戒指', 'Pearl ring'),
    type: 'gift',
    point: 1900,
    birthday: 1500,
    original: 238000,
    stock: spread(3, ['STN', 'TMN', 'YLG']),
    art: { kind: 'ring', metal: 'gold', gem: '#f4efe6' },
  },
  {
    cat: 'watch',
    title: t('錶盒收藏箱', '表盒收藏箱', 'Watch box for six'),
    type: 'gift',
    point: 1600,
    original: 168000,
    stock: spread(4, ['CEN', 'TST', 'CWB']),
    art: { kind: 'watch', metal: 'white', gem: '#3a2d6b' },
  },
  {
    cat: 'watch',
    title: t('自動上鍊錶盒', '自动上链表盒', 'Watch winder'),
    type: 'gift',
    point: 4800,
    cash: 800,
    original: 680000,
    limit: 1,
    stock: { TST: 2 },
    art: { kind: 'watch', metal: 'gold', gem: '#00053e' },
  },
  {
    cat: 'watch',
    title: t('不鏽鋼錶帶', '不锈钢表带', 'Steel bracelet strap'),
    type: 'gift',
    point: 1100,
    original: 128000,
    stock: {},
    art: { kind: 'watch', metal: 'white', gem: '#9aa5b1' },
  },
  {
    cat: 'watch',
    title: t('錶面保護貼', '表面保护贴', 'Watch glass protector'),
    type: 'gift',
    point: 200,
    original: 18000,
    limit: 5,
    stock: spread(30),
    art: { kind: 'watch', metal: 'rose', gem: '#c7e3f2' },
  },
  {
    cat: 'watch',
    title: t('旅行錶套', '旅行表套', 'Travel watch pouch'),
    type: 'gift',
    point: 500,
    birthday: 400,
    original: 48000,
    stock: spread(12, ['MKK', 'STN', 'TSW', 'KTG']),
    art: { kind: 'watch', metal: 'gold', gem: '#5a3b2e' },
  },
  {
    cat: 'voucher',
    title: t('HK$100 購物禮券', 'HK$100 购物礼券', 'HK$100 shopping voucher'),
    type: 'voucher',
    point: 1000,
    original: 10000,
    limit: 5,
    stock: spread(100),
    art: { card: ['#00053e', '#3a2d6b'] },
  },
  {
    cat: 'voucher',
    title: t('HK$200 購物禮券', 'HK$200 购物礼券', 'HK$200 shopping voucher'),
    type: 'voucher',
    point: 1900,
    original: 20000,
    limit: 3,
    stock: spread(80),
    art: { card: ['#1d2b6b', '#6b5ca5'] },
  },
  {
    cat: 'voucher',
    title: t('HK$500 購物禮券', 'HK$500 购物礼券', 'HK$500 shopping voucher'),
    type: 'voucher',
    point: 4500,
    birthday: 4000,
    original: 50000,
    limit: 2,
    stock: spread(40),
    art: { card: ['#3a2d6b', '#b08d57'] },
  },
  {
    cat: 'voucher',
    title: t('黃金工費八折券', '黄金工费八折券', 'Gold workmanship 20% off coupon'),
    type: 'voucher',
    point: 300,
    original: 0,
    limit: 2,
    stock: spread(200),
    art: { card: ['#8a6220', '#f7e3a1'] },
  },
  {
    cat: 'voucher',
    title: t('鑽石換購券', '钻石换购券', 'Diamond trade-in voucher'),
    type: 'voucher',
    point: 2500,
    original: 30000,
    stock: {},
    art: { card: ['#2b4a6b', '#c7e3f2'] },
  },
  {
    cat: 'voucher',
    title: t('生日雙倍積分券', '生日双倍积分券', 'Birthday double points coupon'),
    type: 'voucher',
    point: 400,
    birthday: 0,
    original: 0,
    limit: 1,
    stock: spread(50),
    art: { card: ['#b3122e', '#ffd1dc'] },
  },
  {
    cat: 'home',
    title: t('絲絨首飾盒', '丝绒首饰盒', 'Velvet jewellery box'),
    type: 'gift',
    point: 900,
    original: 88000,
    stock: spread(15),
    art: { kind: 'brooch', metal: 'rose', gem: '#6b2e4a' },
  },
  {
    cat: 'home',
    title: t('香薰蠟燭禮盒', '香薰蜡烛礼盒', 'Scented candle set'),
    type: 'gift',
    point: 650,
    birthday: 500,
    original: 52000,
    stock: spread(20, ['CEN', 'TST', 'CWB', 'MKK', 'STN']),
    art: { kind: 'brooch', metal: 'gold', gem: '#f2c14e' },
  },
  {
    cat: 'home',
    title: t('瓷器茶具', '瓷器茶具', 'Porcelain tea set'),
    type: 'gift',
    point: 2200,
    cash: 300,
    original: 268000,
    stock: { CEN: 3, KTG: 2 },
    art: { kind: 'brooch', metal: 'white', gem: '#2b6cb0' },
  },
  {
    cat: 'home',
    title: t('真絲絲巾', '真丝丝巾', 'Silk scarf'),
    type: 'gift',
    point: 1300,
    original: 138000,
    stock: {},
    art: { kind: 'brooch', metal: 'jade', gem: '#8fbc8f' },
  },
  {
    cat: 'home',
    title: t('品牌雨傘', '品牌雨伞', 'Jade Harbour umbrella'),
    type: 'gift',
    point: 450,
    original: 28000,
    limit: 2,
    stock: spread(25),
    art: { kind: 'brooch', metal: 'white', gem: '#00053e' },
  },
  {
    cat: 'home',
    title: t('水晶擺設', '水晶摆设', 'Crystal ornament'),
    type: 'gift',
    point: 1700,
    birthday: 1400,
    original: 188000,
    stock: spread(2, ['TSW', 'TMN']),
    art: { kind: 'brooch', metal: 'white', gem: '#e8f4ff' },
  },
  {
    cat: 'dining',
    title: t('酒店下午茶（兩位）', '酒店下午茶（两位）', 'Hotel afternoon tea for two'),
    type: 'voucher',
    point: 2600,
    birthday: 2000,
    original: 68800,
    limit: 2,
    stock: spread(20, ['CEN', 'TST', 'CWB']),
    art: { card: ['#6b2e4a', '#f2c14e'] },
  },
  {
    cat: 'dining',
    title: t('中菜館 HK$300 餐券', '中菜馆 HK$300 餐券', 'Chinese restaurant HK$300 voucher'),
    type: 'voucher',
    point: 2700,
    original: 30000,
    limit: 3,
    stock: spread(30),
    art: { card: ['#b3122e', '#f7e3a1'] },
  },
  {
    cat: 'dining',
    title: t('咖啡店飲品券', '咖啡店饮品券', 'Café drink voucher'),
    type: 'voucher',
    point: 150,
    original: 4200,
    limit: 10,
    stock: spread(300),
    art: { card: ['#5a3b2e', '#d9b38c'] },
  },
  {
    cat: 'dining',
    title: t('週年晚宴門票', '周年晚宴门票', 'Anniversary dinner ticket'),
    type: 'voucher',
    point: 6800,
    cash: 2000,
    original: 168000,
    limit: 1,
    stock: {},
    art: { card: ['#00053e', '#d4a84b'] },
  },
  {
    cat: 'dining',
    title: t('甜品店禮券', '甜品店礼券', 'Dessert shop voucher'),
    type: 'voucher',
    point: 350,
    birthday: 250,
    original: 10000,
    limit: 4,
    stock: spread(60, ['MKK', 'STN', 'TSW', 'KTG', 'TMN', 'YLG']),
    art: { card: ['#ffd1dc', '#b3122e'] },
  },
  {
    cat: 'service',
    title: t('首飾專業清洗', '首饰专业清洗', 'Professional jewellery cleaning'),
    type: 'service',
    point: 300,
    original: 20000,
    stock: spread(99),
    art: { kind: 'ring', metal: 'gold', gem: '#e8f4ff' },
  },
  {
    cat: 'service',
    title: t('腕錶保養檢查', '腕表保养检查', 'Watch service check'),
    type: 'service',
    point: 1200,
    cash: 200,
    original: 80000,
    limit: 2,
    stock: spread(20),
    art: { kind: 'watch', metal: 'white', gem: '#00053e' },
  },
  {
    cat: 'service',
    title: t('免費刻字服務', '免费刻字服务', 'Engraving service'),
    type: 'service',
    point: 500,
    birthday: 0,
    original: 30000,
    limit: 3,
    stock: spread(50),
    art: { kind: 'ring', metal: 'rose', gem: '#c9a96e' },
  },
  {
    cat: 'service',
    title: t('戒指改圈', '戒指改圈', 'Ring resizing'),
    type: 'service',
    point: 800,
    original: 45000,
    stock: spread(30, ['CEN', 'TST', 'CWB', 'KTG']),
    art: { kind: 'ring', metal: 'gold', gem: '#d4a84b' },
  },
  {
    cat: 'service',
    title: t('珍珠重新穿線', '珍珠重新穿线', 'Pearl restringing'),
    type: 'service',
    point: 1000,
    original: 60000,
    stock: {},
    art: { kind: 'necklace', metal: 'white', gem: '#f4efe6' },
  },
];

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
