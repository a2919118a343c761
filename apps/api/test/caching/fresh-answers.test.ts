import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { readConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { staffToken } from '../staff-login.ts';
import { takeOrderBody } from '../orders-fixture.ts';

/*
 * Decision 140: public answers are kept prepared, and every write drops exactly the answers drawn from
 * it. Each write below is followed by the next read of every affected answer: the product page, the
 * sku list, the cart at once; a list within 1 s. On PostgreSQL the same reads are also made on a second
 * app instance sharing the database (its own pool, its own LISTEN connection), which learns of the
 * write only through the change bus.
 */

type Caller = (path: string, body?: unknown, token?: string) => Promise<any>;

let t: TestApp;
let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database } | undefined;
let member: string;
let admin: string;
let editor: string;
const q = <T = Record<string, unknown>>(s: string) => t.database.query<T>(s);

const onFirst: Caller = async (path, body = {}, token) => {
  const res = await t.call(path, body, token ? { token } : {});
  expect(res.status, `${path} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.data;
};
const onSecond: Caller = async (path, body = {}, token) => {
  const res = await second!.app.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, `${path} on the second instance: ${res.body.slice(0, 300)}`).toBe(200);
  return (JSON.parse(res.body) as { data: unknown }).data;
};

/** Reads until `check` holds or `ms` pass; answers how long it took (throws the last failure). */
async function within(ms: number, read: () => Promise<unknown>, check: (v: any) => void): Promise<number> {
  const at = Date.now();
  for (;;) {
    const v = await read();
    try {
      check(v);
      return Date.now() - at;
    } catch (err) {
      if (Date.now() - at > ms) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** Every reader: the first instance, and on PostgreSQL the second. "At once" on the second means within the NOTIFY delay. */
const readers = () =>
  second
    ? ([
        ['first', onFirst, 0],
        ['second', onSecond, 1000],
      ] as const)
    : ([['first', onFirst, 0]] as const);

async function skuWithStock(minStock = 5) {
  const [row] = await q<{ id: number; spu_id: number; category_id: number; qty: number }>(`
    select k.id, k.spu_id, p.category_id, s.qty from skus k join spus p on p.id = k.spu_id
      join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
     where k.status = 'on' and p.status = 'on' and s.qty >= ${minStock}
     order by p.sales desc, k.id limit 1`);
  return row!;
}

/** Two skus with stock, of two different products in two different categories (so no list holds both). */
async function skusOfTwoProducts(minStock = 5) {
  const found = await q<{ id: number; spu_id: number; category_id: number; qty: number }>(`
    select k.id, k.spu_id, p.category_id, s.qty from skus k join spus p on p.id = k.spu_id
      join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
     where k.status = 'on' and p.status = 'on' and s.qty >= ${minStock}
     order by p.sales desc, k.id limit 200`);
  const a = found[0]!;
  const b = found.find((r) => r.spu_id !== a.spu_id && r.category_id !== a.category_id)!;
  return [a, b] as const;
}

/** Warms every answer the sku is in, on every reader. */
async function warm(sku: { id: number; spu_id: number; category_id: number }) {
  for (const [, call] of readers()) {
    await call('app/goods/getGoodsMixData', { spuId: sku.spu_id });
    await call('app/goods/listSkuByIds', { idList: [sku.id] });
    await call('app/goods/listSpuByIds', { spuIdList: [sku.spu_id] });
    await call('app/goods/getGoodsPage', { categoryId: sku.category_id, pageSize: 100 });
  }
}

const skuStock = (data: any, skuId: number) => data.skuList.find((k: any) => k.id === skuId)?.storeStockQty;
const listed = (page: any, spuId: number) => page.items.find((g: any) => g.id === spuId);

async function expectStockEverywhere(sku: { id: number; spu_id: number; category_id: number }, qty: number) {
  for (const [who, call, lag] of readers()) {
    // Product page, sku list, goods by id: at once (on the second instance, within the NOTIFY delay).
    await within(
      lag,
      () => call('app/goods/getGoodsMixData', { spuId: sku.spu_id }),
      (d) => expect(skuStock(d.goods, sku.id), who).toBe(qty),
    );
    await within(
      lag,
      () => call('app/goods/listSkuByIds', { idList: [sku.id] }),
      (d) => expect(d.skuList[0].storeStockQty, who).toBe(qty),
    );
    await within(
      lag,
      () => call('app/goods/listSpuByIds', { spuIdList: [sku.spu_id] }),
      (d) => expect(skuStock(d[0], sku.id), who).toBe(qty),
    );
    await within(
      lag,
      () => call('app/goods/getSkuStoreStock', { skuId: sku.id }),
      (d) => expect(d.storeStockList.find((s: any) => s.storeCode === 'ESHOP').stockQty, who).toBe(qty),
    );
    // A list: within 1 s.
    const ms = await within(
      1000,
      () => call('app/goods/getGoodsPage', { categoryId: sku.category_id, pageSize: 100 }),
      (d) => expect(skuStock(listed(d, sku.spu_id), sku.id), who).toBe(qty),
    );
    expect(ms).toBeLessThanOrEqual(1000);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) {
    const database = await openDatabase({ databaseUrl: t.databaseUrl });
    const config = readConfig({
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      SEED_DEMO: '0',
      DATA_DIR: `/tmp/shop-second-${process.pid}`,
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp(config, database, { logger: false });
    await app.app.ready();
    second = { app, database };
  }
  member = (await onFirst('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).accessToken;
  admin = await staffToken(t, 6);
  editor = await staffToken(t, 5);
}, 120_000);

afterAll(async () => {
  if (second) {
    await second.app.app.close();
    await second.database.close();
    (await import('node:fs')).rmSync(`/tmp/shop-second-${process.pid}`, { recursive: true, force: true });
  }
  await t?.close();
});

describe('every write shows on the next read of every answer drawn from it', () => {
  it('an order: product page, sku list and cart at once, the list within 1 s', async () => {
    const sku = await skuWithStock();
    await warm(sku);
    // The member's cart holds the sku (and is read, so it would be cached if it were).
    await onFirst('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId: sku.id, num: 1 }] }, member);
    const cartBefore = await onFirst('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, member);
    expect(cartBefore.items.find((i: any) => i.skuId === sku.id).stockQty).toBe(sku.qty);

    const skuList = [{ skuId: sku.id, num: 2 }];
    const pv = await onFirst('app/page/order/preview', { skuList, giftSkuList: [] }, member);
    const taken = await t.call('app/page/order/takeOrder', takeOrderBody(`cache-test-${Date.now()}`, skuList, pv, { pickupStoreCode: 'CWB' }), {
      token: member,
      lang: 'en',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await expectStockEverywhere(sku, sku.qty - 2);
    // The cart (the ordered line left it): a new line of the sku shows the new stock at once.
    await onFirst('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId: sku.id, num: 1 }] }, member);
    const cart = await onFirst('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, member);
    expect(cart.items.find((i: any) => i.skuId === sku.id).stockQty).toBe(sku.qty - 2);
    await onFirst('app/cart/removeCartAll', { storeCode: 'ESHOP' }, member);
  });

  it('a stock adjustment in the back office', async () => {
    const sku = await skuWithStock();
    await warm(sku);
    const res = await onFirst('app/backOffice/stock/adjust', { skuId: sku.id, storeCode: 'ESHOP', delta: 7, reason: 'received' }, admin);
    expect(res.qty).toBe(sku.qty + 7);
    await expectStockEverywhere(sku, sku.qty + 7);
  });

  it('an edited product: its page, goods by id, lists and search', async () => {
    const sku = await skuWithStock(1);
    await warm(sku);
    for (const [, call] of readers()) await call('app/goods/getGoodsPage', { searchCode: 'zanzibarite' });
    const got = await onFirst('app/backOffice/goods/get', { id: sku.spu_id }, admin);
    const title = { zh_HK: '桑給巴爾石手鐲', zh_CN: '桑给巴尔石手镯', en: 'Zanzibarite bangle' };
    await onFirst('app/backOffice/goods/save', { id: sku.spu_id, baseVersion: got.version, values: { ...got.values, title } }, admin);
    for (const [who, call, lag] of readers()) {
      await within(
        lag,
        () => call('app/goods/getGoodsMixData', { spuId: sku.spu_id }),
        (d) => expect(JSON.stringify(d.goods), who).toContain('Zanzibarite'),
      );
      await within(
        lag,
        () => call('app/goods/listSpuByIds', { spuIdList: [sku.spu_id] }),
        (d) => expect(JSON.stringify(d[0]), who).toContain('Zanzibarite'),
      );
      await within(
        lag,
        () => call('app/goods/getGoodsPage', { categoryId: sku.category_id, pageSize: 100 }),
        (d) => expect(JSON.stringify(listed(d, sku.spu_id)), who).toContain('Zanzibarite'),
      );
      await within(
        lag,
        () => call('app/goods/getGoodsPage', { searchCode: 'zanzibarite' }),
        (d) =>
          expect(
            d.items.map((g: any) => g.id),
            who,
          ).toContain(sku.spu_id),
      );
    }
  });

  it('a changed content record: the article by id, the article cards, the shop list', async () => {
    const [article] = await q<{ id: number }>(`select id from articles order by id limit 1`);
    const [shop] = await q<{ id: number }>(`select id from stores where kind = 'physical' order by id limit 1`);
    for (const [, call] of readers()) {
      await call('app/article/getArticleListByIds', { articleIds: [article!.id] });
      await call('app/official/store/list', {});
    }
    const a = await onFirst('app/backOffice/records/get', { kind: 'articles', id: article!.id }, editor);
    await onFirst(
      'app/backOffice/records/save',
      {
        kind: 'articles',
        id: article!.id,
        baseVersion: a.version,
        values: { ...a.values, subtitle: { zh_HK: '新副題', zh_CN: '新副题', en: 'Fresh subtitle' } },
      },
      editor,
    );
    const s = await onFirst('app/backOffice/records/get', { kind: 'shops', id: shop!.id }, editor);
    const name = { zh_HK: '新名字店', zh_CN: '新名字店', en: 'Renamed shop' };
    await onFirst('app/backOffice/records/save', { kind: 'shops', id: shop!.id, baseVersion: s.version, values: { ...s.values, name } }, editor);
    for (const [who, call, lag] of readers()) {
      await within(
        lag,
        () => call('app/article/getArticleListByIds', { articleIds: [article!.id] }),
        (d) => expect(JSON.stringify(d), who).toContain('Fresh subtitle'),
      );
      await within(
        lag,
        () => call('app/official/store/list', {}),
        (d) => expect(JSON.stringify(d), who).toContain('Renamed shop'),
      );
    }
  });

  it('a published page: the released site', async () => {
    const APP = { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE' };
    for (const [, call] of readers()) await call('app/weaver/getAppFull', { ...APP, status: 'release' });
    const draft = await onFirst('app/weaver/getAppFull', { ...APP, status: 'draft' }, editor);
    const pageList = draft.pageList.map((p: any) => (p.pageCode === 'ABOUT' ? { ...p, pageName: 'About · fresh' } : p));
    const saved = await onFirst(
      'app/weaver/saveAppDraft',
      { appCode: 'SITE', baseRevision: draft.draft.revision, appProps: draft.appInfo.appProps, menus: draft.appInfo.menus, pageList },
      editor,
    );
    expect((await onFirst('app/weaver/publishApp', { appCode: 'SITE', revision: saved.revision }, editor)).published).toBe(true);
    for (const [who, call, lag] of readers()) {
      await within(
        lag,
        () => call('app/weaver/getAppFull', { ...APP, status: 'release' }),
        (d) => expect(d.pageList.find((p: any) => p.pageCode === 'ABOUT').pageName, who).toBe('About · fresh'),
      );
    }
  });

  it('a logout ends the session at once though it is cached, on every instance', async () => {
    const token = (await onFirst('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).accessToken;
    for (const [, call] of readers()) await call('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, token);
    await onFirst('app/user/logout', {}, token);
    expect((await t.call('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, { token })).status).toBe(401);
    if (second) {
      await within(
        1000,
        async () =>
          (
            await second!.app.app.inject({
              method: 'POST',
              url: '/api/app/cart/getSmallCartList',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              payload: '{"storeCode":"ESHOP"}',
            })
          ).statusCode,
        (s) => expect(s).toBe(401),
      );
    }
  });

  it('a back-office cancel, a refund and the expiry sweep: restored stock on the product page and in the cart at once; another product stays cached', async () => {
    const [sku, other] = await skusOfTwoProducts();
    /** Places one order of `num` units of `sku` (pick-up), answering its number. */
    const place = async (num: number) => {
      const skuList = [{ skuId: sku.id, num }];
      const pv = await onFirst('app/page/order/preview', { skuList, giftSkuList: [] }, member);
      const taken = await onFirst(
        'app/page/order/takeOrder',
        takeOrderBody(`cache-restock-${Date.now()}-${num}`, skuList, pv, { pickupStoreCode: 'CWB' }),
        member,
      );
      return taken.order.orderNo as string;
    };
    /** The member's cart holds one unit of the sku, and its answer is read (kept). */
    const cartHolds = async () => {
      await onFirst('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId: sku.id, num: 1 }] }, member);
      for (const [, call] of readers()) await call('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, member);
    };
    /**
     * The other product's answers, read on every reader (so kept), for `untouched` to check. Its page
     * without the related goods: those are a list ordered by sales, which any stock change may reorder
     * (dropped within the lag by design, decision 140).
     */
    const otherReads = [
      ['app/goods/getGoodsMixData', { spuId: other.spu_id, relatedQty: 0 }],
      ['app/goods/listSkuByIds', { idList: [other.id] }],
      ['app/goods/listSpuByIds', { spuIdList: [other.spu_id] }],
    ] as const;
    const warmOther = async () => {
      for (const [, call] of readers()) for (const [path, body] of otherReads) await call(path, body);
    };
    /** The other product's answers are still kept on every instance: reading them again loads nothing. */
    const untouched = async () => {
      const instances = [t.services, ...(second ? [second.app.services] : [])];
      for (const [i, services] of instances.entries()) {
        const call = i === 0 ? onFirst : onSecond;
        const before = services.answers.cache.stats();
        for (const [path, body] of otherReads) await call(path, body);
        const after = services.answers.cache.stats();
        expect(after.misses - before.misses, `instance ${i + 1}: the other product's answers were dropped`).toBe(0);
        expect(after.hits - before.hits).toBe(otherReads.length);
      }
    };
    const expectRestored = async (qty: number) => {
      await expectStockEverywhere(sku, qty);
      for (const [who, , lag] of readers()) {
        const call = who === 'first' ? onFirst : onSecond;
        await within(
          lag,
          () => call('app/cart/getSmallCartList', { storeCode: 'ESHOP' }, member),
          (d) => expect(d.items.find((i: any) => i.skuId === sku.id).stockQty, who).toBe(qty),
        );
      }
      await untouched();
    };

    // A back-office cancel of an unpaid order.
    const cancelled = await place(2);
    await warm(sku);
    await cartHolds();
    await warmOther();
    await expectStockEverywhere(sku, sku.qty - 2);
    expect((await onFirst('app/backOffice/orders/cancel', { orderNo: cancelled, reason: 'customer phoned' }, admin)).order.status).toBe('cancelled');
    await expectRestored(sku.qty);

    // A refund of a paid order, goods returned.
    const refunded = await place(3);
    await cartHolds();
    await warm(sku);
    await warmOther();
    const url: string = (await onFirst('app/page/order/payOrder', { orderNo: refunded, method: 'sandbox_card' }, member)).redirectUrl;
    const info = (await t.services.orders.paymentInfo(url.split('/').pop()!))!;
    await t.services.orders.settlePayment(info.id, 'succeeded', info.amount);
    await expectStockEverywhere(sku, sku.qty - 3);
    expect((await onFirst('app/backOffice/orders/refund', { orderNo: refunded, reason: 'faulty clasp' }, admin)).order.status).toBe('refunded');
    await expectRestored(sku.qty);

    // The sweep of unpaid orders past their deadline.
    await place(1);
    await cartHolds();
    await warm(sku);
    await warmOther();
    await expectStockEverywhere(sku, sku.qty - 1);
    expect(await t.services.orders.expireDue(new Date(Date.now() + 24 * 3600_000))).toBeGreaterThan(0);
    // The sweep also releases the unpaid orders earlier tests left: the answers show what the database holds.
    const [now] = await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${sku.id} and store_code = 'ESHOP'`);
    expect(now!.qty).toBeGreaterThanOrEqual(sku.qty);
    await expectRestored(now!.qty);
    await onFirst('app/cart/removeCartAll', { storeCode: 'ESHOP' }, member);
  });

  it('made-up search strings past the bound leave the answer cache within it, evicting the oldest', async () => {
    // A bound of 1 MB (the smallest ANSWER_CACHE_MB) and 2,000 answers of about 1 KB: twice the bound, so the
    // cache must evict (the default 32 MB was never reached by the 10,000 answers this test used to make).
    const small = await createTestApp({ env: { ANSWER_CACHE_MB: '1' } });
    try {
      const cache = small.services.answers.cache;
      const max = cache.stats().maxBytes;
      for (let i = 0; i < 2_000; i++) {
        await small.services.answers.answer(`getGoodsPage|junk-${i}-${'x'.repeat(i % 200)}`, async () => ({
          data: { items: [], n: i, pad: 'y'.repeat(500) },
          deps: ['catalogue:goods', `~catalogue:stock:${i}`],
        }));
        expect(cache.stats().bytes).toBeLessThanOrEqual(max);
      }
      expect(cache.stats().evictions).toBeGreaterThan(0);
      // Through the call itself: distinct junk queries are refused by shape or answered within the bound.
      for (let i = 0; i < 300; i++) await small.call('app/goods/getGoodsPage', { searchCode: `qzx${i}vv` });
      expect(cache.stats().bytes).toBeLessThanOrEqual(max);
      const metrics = await small.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/shop_cache_bytes\{cache="answers"\}/);
      expect(metrics.body).toMatch(/shop_cache_hit_ratio\{cache="answers"\}/);
    } finally {
      await small.close();
    }
  }, 120_000);
});
