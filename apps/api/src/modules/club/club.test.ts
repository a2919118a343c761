import { describe, expect, it } from 'vitest';
import { hkMonth } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { shopManagerToken, staffToken } from '../../../test/staff-login.ts';

/* The members' club calls (issue 13): browse, limits, the redemption rules, my redemptions, the counter. */

const t = testAppPerFile();

async function login(phone: string, password: string) {
  const res = await t.call('app/page/user/login', { account: phone, phoneAreaCode: '852', password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accessToken as string;
}
async function skuOf(titleEng: string) {
  const [row] = await t.database.query<{ id: number; point: number; bpts: number | null; lim: number | null }>(
    `select k.id, k.point, k.birthday_month_points as bpts, k.limit_num as lim from points_skus k join points_spus p on p.id = k.spu_id where p.title->>'en' = '${titleEng.replace(/'/g, "''")}'`,
  );
  expect(row, titleEng).toBeTruthy();
  return row!;
}
async function stock(skuId: number, store: string) {
  const [row] = await t.database.query<{ qty: number }>(`select qty from points_sku_stocks where sku_id = ${skuId} and store_code = '${store}'`);
  return row?.qty ?? null;
}
async function balance(memberNo: string) {
  const [row] = await t.database.query<{ b: number }>(
    `select coalesce(sum(l.delta), 0)::int as b from points_ledger l join members m on m.id = l.member_id where m.member_no = '${memberNo}'`,
  );
  return row!.b;
}
const setBirthMonth = (memberNo: string, month: number) => t.database.query(`update members set birth_month = ${month} where member_no = '${memberNo}'`);
let keyNo = 0;
const key = () => `TEST-KEY-${++keyNo}-${Date.now()}`;
/** `num` of one points sku redeemed for pick-up at `shop`, under a new key (answers in English). */
const redeem = (token: string | undefined, skuId: number, shop: string, num = 1) =>
  t.call('app/pointsGoods/redeem', { lines: [{ skuId, num }], pickupStoreCode: shop, idempotencyKey: key() }, { token, lang: 'en' });

describe('browsing the club', () => {
  it('lists six categories with children in three languages', async () => {
    const res = await t.call('app/pointsCategory/categoryList', { merchantCode: 'DEMO', storeType: '1' });
    expect(res.status).toBe(200);
    const list = res.body.data.list as Array<{ titleEng: string; titleTraditional: string; titleSimple: string; childrenList: unknown[] }>;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const jewellery = list.find((c) => c.titleEng === 'Jewellery')!;
    expect(jewellery.titleTraditional).toBe('珠寶首飾');
    expect(jewellery.titleSimple).toBe('珠宝首饰');
    expect(jewellery.childrenList).toHaveLength(2);
  });

  it('pages the goods, filters by category (with children) and title, reports stock per shop', async () => {
    const all = await t.call('app/pointsGoods/getGoodsPage', {
      merchantCode: 'DEMO',
      storeCode: 'ESHOP',
      pageNo: 1,
      pageSize: 20,
      title: '',
      filterPrincePointsMallDisplaySpu: true,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(40);
    expect(all.body.data.items).toHaveLength(20);
    const page3 = await t.call('app/pointsGoods/getGoodsPage', { pageNo: 3, pageSize: 20 });
    expect(page3.body.data).toMatchObject({ total: 40, items: [] });

    const cats = (await t.call('app/pointsCategory/categoryList', {})).body.data.list as Array<{
      id: number;
      titleEng: string;
      childrenList: Array<{ id: number }>;
    }>;
    const jewellery = cats.find((c) => c.titleEng === 'Jewellery')!;
    const byParent = await t.call('app/pointsGoods/getGoodsPage', { categoryId: jewellery.id, pageSize: 50 });
    const byChild = await t.call('app/pointsGoods/getGoodsPage', { categoryId: jewellery.childrenList[0]!.id, pageSize: 50 });
    expect(byParent.body.data.total).toBeGreaterThan(byChild.body.data.total);
    expect(byChild.body.data.total).toBeGreaterThan(0);

    const pearl = await t.call('app/pointsGoods/getGoodsPage', { title: 'PEARL', pageSize: 50 });
    expect(pearl.body.data.total).toBe(3);
    const zh = await t.call('app/pointsGoods/getGoodsPage', { title: '珍珠', pageSize: 50 });
    expect(zh.body.data.total).toBe(3);
    expect((await t.call('app/pointsGoods/getGoodsPage', { title: 'no such thing' })).body.data).toMatchObject({ total: 0, items: [] });

    const sapphire = pearl.body.data.items; // not sold out
    expect(sapphire.every((g: { storeStockQty: number }) => typeof g.storeStockQty === 'number')).toBe(true);
    const sold = (await t.call('app/pointsGoods/getGoodsPage', { title: 'Sapphire', pageSize: 50 })).body.data.items[0];
    expect(sold.storeStockQty).toBe(0);
    expect(sold.skuList[0].storeStockList.length).toBeGreaterThan(0);
  });

  it('refuses bad input naming the field, in the request language', async () => {
    const res = await t.call('app/pointsGoods/getGoodsPage', { pageSize: 51 }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('pageSize');
  });

  it('answers the pick-up shops holding every line', async () => {
    const zodiac = await skuOf('Zodiac gold pendant');
    const res = await t.call('app/pointsGoods/pickupShops', { lines: [{ skuId: zodiac.id, num: 2 }] });
    expect(res.body.data.list.map((s: { storeCode: string }) => s.storeCode).sort()).toEqual(['CEN', 'MKK', 'TST', 'TSW']);
  });
});

describe('redemption rules', () => {
  it('a visitor gets 401 from the limit check and the redemption', async () => {
    const strap = await skuOf('Leather watch strap');
    expect((await t.call('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: [{ skuId: strap.id, num: 1 }] })).status).toBe(401);
    const res = await redeem(undefined, strap.id, 'CEN');
    expect(res.status).toBe(401);
    const staff = await staffToken(t, 2);
    expect((await t.call('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: [{ skuId: strap.id, num: 1 }] }, { token: staff })).status).toBe(401);
  });

  it("prices with birthday-month points in the member's birth month (Hong Kong time), else normal points", async () => {
    const token = await login('95551234', 'Club2026a');
    const ring = await skuOf('Pure gold lucky bead bracelet');
    expect(ring.bpts).toBeLessThan(ring.point);
    await setBirthMonth('JH10000005', hkMonth());
    const before = await balance('JH10000005');
    const res = await redeem(token, ring.id, 'CEN', 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.redemption).toMatchObject({ birthdayMonth: true, totalPoints: 2 * ring.bpts!, totalNormalPoints: 2 * ring.point, status: 'ready' });
    expect(res.body.data.totalBonus).toBe(before - 2 * ring.bpts!);
    expect(await balance('JH10000005')).toBe(before - 2 * ring.bpts!);

    await setBirthMonth('JH10000005', (hkMonth() % 12) + 1);
    const normal = await redeem(token, ring.id, 'CEN');
    expect(normal.body.data.redemption).toMatchObject({ birthdayMonth: false, totalPoints: ring.point, totalNormalPoints: ring.point });
  });

  it('refuses a redemption past the per-member limit with 24001 naming the goods, and writes nothing', async () => {
    const token = await login('95551234', 'Club2026a');
    const protector = await skuOf('Watch glass protector'); // limit 5
    const check = await t.call('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: [{ skuId: protector.id, num: 3 }] }, { token });
    expect(check.body.data.list[0]).toMatchObject({ limitNum: 5, redeemedNum: 0, remaining: 2 });
    const ok = await redeem(token, protector.id, 'TST', 3);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const over = await t.call('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: [{ skuId: protector.id, num: 3 }] }, { token, lang: 'en' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ errorCode: 24001, errorMessage: '"Watch glass protector": Already Over limit' });
    const zh = await t.call('app/pointsGoods/checkLimitNum', { checkSkuLimitNumDTOS: [{ skuId: protector.id, num: 3 }] }, { token });
    expect(zh.body.errorMessage).toContain('錶面保護貼');
    const before = await balance('JH10000005');
    const qty = await stock(protector.id, 'TST');
    const refused = await redeem(token, protector.id, 'TST', 3);
    expect(refused.body.errorCode).toBe(24001);
    expect(await balance('JH10000005')).toBe(before);
    expect(await stock(protector.id, 'TST')).toBe(qty);
  });

  it('refuses with 140006 when the points are short, and takes no stock', async () => {
    const token = await login('96543210', 'Club2026b'); // 2,000 points
    const earrings = await skuOf('18K gold heart earrings'); // 2,400
    await setBirthMonth('JH10000006', (hkMonth() % 12) + 1);
    const qty = await stock(earrings.id, 'CEN');
    const res = await redeem(token, earrings.id, 'CEN');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errorCode: 140006, errorMessage: 'Score insufficient' });
    expect(await stock(earrings.id, 'CEN')).toBe(qty);
    expect(await balance('JH10000006')).toBe(2000);
    const [n] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from redemptions r join members m on m.id = r.member_id where m.member_no = 'JH10000006'`,
    );
    expect(n!.n).toBe(0);
  });

  it('refuses sold-out goods (140009) and a shop without the stock (140015)', async () => {
    const token = await login('95551234', 'Club2026a');
    const sapphire = await skuOf('Sapphire stud earrings');
    const sold = await redeem(token, sapphire.id, 'CEN');
    expect(sold.body).toEqual({ errorCode: 140009, errorMessage: '"Sapphire stud earrings" is out of stock at the chosen shop' });
    const zodiac = await skuOf('Zodiac gold pendant');
    const elsewhere = await redeem(token, zodiac.id, 'YLG');
    expect(elsewhere.body.errorCode).toBe(140015);
    // The last unit goes once; the shop's stock never goes below zero.
    const ruby = await skuOf('Ruby drop pendant'); // TST 1, limit 1
    const first = await redeem(token, ruby.id, 'TST');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.redemption.cashDue).toBe(50000);
    expect(await stock(ruby.id, 'TST')).toBe(0);
  });

  it('answers a replayed key with the same redemption and spends once; the key with other lines → 140016', async () => {
    const token = await login('95551234', 'Club2026a');
    const strap = await skuOf('Leather watch strap');
    const k = key();
    const before = await balance('JH10000005');
    const body = { lines: [{ skuId: strap.id, num: 1 }], pickupStoreCode: 'CWB', idempotencyKey: k };
    const [a, b] = await Promise.all([t.call('app/pointsGoods/redeem', body, { token }), t.call('app/pointsGoods/redeem', body, { token })]);
    const c = await t.call('app/pointsGoods/redeem', body, { token });
    for (const r of [a, b, c]) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set([a, b, c].map((r) => r.body.data.redemption.redemptionNo)).size).toBe(1);
    expect([a, b, c].filter((r) => !r.body.data.replayed)).toHaveLength(1);
    expect(await balance('JH10000005')).toBe(before - strap.point);
    const other = await t.call('app/pointsGoods/redeem', { ...body, lines: [{ skuId: strap.id, num: 2 }] }, { token });
    expect(other.body.errorCode).toBe(140016);
    const changed = await t.call('app/pointsGoods/redeem', { ...body, idempotencyKey: key(), expectedTotalPoints: 1 }, { token });
    expect(changed.body.errorCode).toBe(140010);
  });
});

describe('my redemptions and the counter', () => {
  it('lists and shows my redemptions; another member sees none of them', async () => {
    const token = await login('95551234', 'Club2026a');
    const list = await t.call('app/pointsRedemption/list', { pageNo: 1, pageSize: 50 }, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(0);
    const first = list.body.data.list[0];
    expect(first.lines.length).toBeGreaterThan(0);
    const detail = await t.call('app/pointsRedemption/detail', { redemptionNo: first.redemptionNo }, { token });
    // The detail adds the collection code the member shows at the counter (issue 25); the list never has it.
    const { collectionCode, collectionQrSvg, ...rest } = detail.body.data;
    expect(rest).toEqual(first);
    // And its QR code, for the counter's camera, exactly while there is a code.
    expect(collectionQrSvg === null).toBe(collectionCode === null);
    if (first.status === 'ready') expect(collectionCode).toMatch(/^\d{6}$/);
    else expect(collectionCode).toBeNull();
    expect(JSON.stringify(list.body.data)).not.toContain('collectionCode');
    const other = await login('97654321', 'Club2026c');
    expect((await t.call('app/pointsRedemption/detail', { redemptionNo: first.redemptionNo }, { token: other })).body.errorCode).toBe(140011);
    expect((await t.call('app/pointsRedemption/list', {})).status).toBe(401);
  });

  it('role matrix: only counter staff (role 2) look up and hand over; at the pick-up shop, once', async () => {
    const member = await login('97654321', 'Club2026c');
    const strap = await skuOf('Leather watch strap');
    const made = await redeem(member, strap.id, 'TST');
    const no = made.body.data.redemption.redemptionNo as string;
    const tokens = {
      2: await staffToken(t, 2),
      3: await staffToken(t, 3),
      4: await staffToken(t, 4),
      5: await staffToken(t, 5),
    };
    const lookup = { query: 'JH10000007', storeCode: 'TST' };
    const collect = { query: 'JH10000007', redemptionNo: no, storeCode: 'TST' };
    for (const [who, token, status] of [
      ['anonymous', undefined, 401],
      ['member', member, 401],
      ['role 3', tokens[3], 403],
      ['role 4', tokens[4], 403],
      ['role 5', tokens[5], 403],
    ] as const) {
      expect((await t.call('app/pointsRedemption/counterLookup', lookup, token ? { token } : {})).status, who).toBe(status);
      expect((await t.call('app/pointsRedemption/collect', collect, token ? { token } : {})).status, who).toBe(status);
    }
    const found = await t.call('app/pointsRedemption/counterLookup', lookup, { token: tokens[2] });
    expect(found.status).toBe(200);
    expect(found.body.data.member.memberNo).toBe('JH10000007');
    expect(found.body.data.list[0].redemptionNo).toBe(no);

    // The member's own QR code works as the member's code.
    const qr = (await t.call('app/page/user/getQRCode', {}, { token: member })).body.data.qrContent as string;
    expect((await t.call('app/pointsRedemption/counterLookup', { query: qr }, { token: tokens[2] })).body.data.member.memberNo).toBe('JH10000007');
    // …and so does the phone as staff type it (spaces and dashes forgiven; +area, or Hong Kong without one).
    const [ph] = await t.database.query<{ area: string; phone: string }>(`select phone_area as area, phone from members where member_no = 'JH10000007'`);
    const typed = [
      `+${ph!.area} ${ph!.phone.slice(0, 4)}-${ph!.phone.slice(4)}`,
      ...(ph!.area === '852' ? [` ${ph!.phone.slice(0, 4)} ${ph!.phone.slice(4)}`] : []),
    ];
    for (const query of typed)
      expect((await t.call('app/pointsRedemption/counterLookup', { query }, { token: tokens[2] })).body.data?.member.memberNo, query).toBe('JH10000007');
    const unknown = await t.call('app/pointsRedemption/counterLookup', { query: '99999999' }, { token: tokens[2] });
    expect(unknown.status).toBe(404);
    expect((await t.call('app/pointsRedemption/counterLookup', { query: 'not a code' }, { token: tokens[2] })).status).toBe(404);

    // The counter's shop is the account's (Causeway Bay), whatever the device says (decision 183).
    expect(found.body.data.counterStoreCode).toBe('CWB');
    expect((await t.call('app/pointsRedemption/collect', collect, { token: tokens[2] })).body.errorCode).toBe(140018);
    await t.database.exec(`update staff_users set store_code = 'TST' where username = 'counter.staff'`);
    expect((await t.call('app/pointsRedemption/collect', { ...collect, query: 'JH10000005' }, { token: tokens[2] })).body.errorCode).toBe(140014);
    // The device's storeCode is ignored: the account now works at Tsim Sha Tsui. The member shows the code (issue 38).
    const code = (await t.call('app/pointsRedemption/detail', { redemptionNo: no }, { token: member })).body.data.collectionCode as string;
    const done = await t.call('app/pointsRedemption/collect', { ...collect, storeCode: 'CEN', code }, { token: tokens[2] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('collected');
    expect(done.body.data.collectedAt).toBeTruthy();
    expect((await t.call('app/pointsRedemption/collect', collect, { token: tokens[2] })).body.errorCode).toBe(140012);
    const manager = await shopManagerToken(t);
    expect((await t.call('app/pointsRedemption/counterLookup', lookup, { token: manager })).status).toBe(200);
    const mine = await t.call('app/pointsRedemption/detail', { redemptionNo: no }, { token: member });
    expect(mine.body.data.status).toBe('collected');
  });
});
