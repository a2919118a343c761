import { describe, expect, it } from 'vitest';
import { ALL_CALLS, GOODS_CSV_COLUMNS, STOCK_CSV_COLUMNS, type CallDef } from '@shop/contract';
import { backOfficeHelpers, goodsRefs, testAppPerFile, tokensPerFile } from '../../../test/back-office-fixture.ts';
import { clubGoodsValues, promotionValues as promotionFields } from '../../../test/back-office-values.ts';
import { testPng, uploadMedia } from '../../../test/media-upload.ts';
import { payBySandbox, placeOrder } from '../../../test/orders-fixture.ts';
import { createStaffUser } from '../staff/index.ts';
import { writeCsv } from '../../lib/csv-file.ts';

const toCsv = (columns: readonly string[], list: Record<string, string>[]) =>
  writeCsv(
    columns,
    list.map((row) => columns.map((c) => row[c] ?? '')),
  );

/*
 * Issue 27: the audit records every staff write. Every call a staff session may make is named here as a
 * read, a write checked here (it answers 200 and adds audit rows by that staff account, whose `changes`
 * hold only fields whose value moved), or a write kept on a record of its own (with where). A new staff
 * call that is none of these fails the first test, so it cannot slip in unaudited.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const tokens = tokensPerFile(t);

/** Staff calls that write nothing (a look-up, a list, a preview, an export that only reads). */
const READS = new Set([
  // The till, the shops' days, the viewings and the search words (issues 42–44): reads.
  'app/backOffice/till/lookup',
  'app/backOffice/till/member',
  'app/backOffice/till/quote',
  'app/backOffice/till/receipt',
  'app/backOffice/till/day/current',
  'app/backOffice/tillDays/list',
  'app/backOffice/viewings/counter',
  'app/backOffice/viewings/settings',
  'app/backOffice/viewings/list',
  'app/backOffice/search/listSynonyms',
  'app/weaver/checkAppDraft',
  'app/weaver/getAppVersion',
  'app/weaver/listAppVersions',
  'app/weaver/listDraftChanges',
  'app/weaver/planRestoreVersion',
  'app/backOffice/payments/reconciliation',
  'app/backOffice/payments/reconciliationCsv',
  'app/page/user/getAdminQRCode',
  'app/page/user/memberInfoEnquiry',
  'app/page/user/verifyQrcode',
  'app/pointsRedemption/counterLookup',
  'app/backOffice/records/get',
  'app/backOffice/records/list',
  'app/backOffice/records/options',
  'app/backOffice/goldPrice/history',
  'app/backOffice/goldPrice/preview',
  'app/backOffice/goldPrice/byWeight/list',
  'app/backOffice/audit/list',
  'app/backOffice/staff/list',
  'app/backOffice/counter/find',
  'app/backOffice/counter/queue',
  'app/backOffice/orders/detail',
  'app/backOffice/orders/list',
  'app/backOffice/orders/refunds',
  'app/backOffice/orders/messages',
  'app/backOffice/goods/get',
  'app/backOffice/goods/list',
  'app/backOffice/goods/options',
  'app/backOffice/stock/list',
  'app/backOffice/stock/ledger',
  'app/backOffice/club/shops',
  'app/backOffice/club/goods/get',
  'app/backOffice/club/goods/list',
  'app/backOffice/club/categories/list',
  'app/backOffice/promotions/get',
  'app/backOffice/promotions/list',
  'app/backOffice/promotions/rivals',
  'app/backOffice/csv/goodsExport',
  'app/backOffice/csv/stockExport',
  'app/backOffice/home/figures',
  'app/backOffice/home/lowStockList',
  'app/backOffice/customers/search',
  'app/backOffice/orderSearch/list',
  'app/media/list',
  'app/staff/sessions/list',
]);

/** Staff writes kept on a record of their own, which names the staff account (decision 312). */
const OWN_RECORD: Record<string, string> = {
  'app/weaver/saveAppDraft': 'the page editor: each draft unit carries its revision, who and when; releases are the history (decision 100)',
  'app/weaver/publishApp': 'the page editor: a release names who published it, and the audit log has it (decision 441, editor-team.test.ts)',
  'app/weaver/saveDraftUnit': 'the page editor: each draft unit carries its version, who and when (decision 300)',
  'app/weaver/publishDraftUnits': 'the page editor: a release names who published it and which units (decision 301); audited too (decision 441)',
  'app/weaver/restoreAppVersion': 'the page editor: a restore is a new draft revision by that editor; audited with its units (decision 441)',
  'app/weaver/draftSimplifiedFromTraditional': 'the page editor: a draft revision by that editor',
  'app/page/user/pageStaffLogout': 'ends the session only',
  'app/staff/sessions/end': "ends one of the caller's own sessions only (decision 388)",
  'app/staff/sessions/endOthers': "ends the caller's other sessions only (decision 388)",
  'app/page/user/registerStaff': 'staff_registrations names the staff account that registered the member',
  'app/page/user/bonusAdjust': 'points_ledger names the staff account of the adjustment',
  'app/official/posservice/recordGoldPrice': 'gold_prices names the staff account that recorded the rate',
  // Counted below too when the desk answers a read with its view audit (customers' detail, order search export).
};

type Role = 2 | 3 | 4 | 5 | 6;
interface Write {
  role: Role;
  /** The input; may prepare what it needs first. */
  input: () => Promise<unknown>;
  /** Calls the write another way than a JSON call (the media upload). */
  send?: (input: unknown, token: string) => Promise<{ status: number; body: any }>;
}

let seq = 0;
const i18n = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });
const one = async <T>(sql: string) => (await q<T>(sql))[0]!;

/** A product form's values (one sku), unique by `word`. */
async function productValues(word: string) {
  const r = await goodsRefs(t);
  return {
    title: i18n(`Audit ${word}`),
    name: i18n(`Audit ${word}`),
    introduction: i18n(''),
    brand: '',
    categoryId: r.categoryId,
    labelIds: [],
    img: '/media/demo/test.svg',
    imgList: [],
    status: 'on',
    skus: [{ skuCode: `AUD-${word}`.toUpperCase(), selectionIds: [], price: 100_000, originalPrice: 120_000, status: 'on' }],
  };
}

async function readyRedemption(no: string, cashDue = 0): Promise<string> {
  const [k] = await q<{ id: number; spuId: number }>(`select k.id, k.spu_id as "spuId" from points_skus k order by k.id limit 1`);
  const memberId = (await one<{ id: number }>(`select id from members where member_no = 'JH10000001'`)).id;
  const [r] = await q<{ id: number; code: string }>(`
    insert into redemptions (redemption_no, member_id, merchant_code, pickup_store_code, total_points, total_normal_points, cash_due, idempotency_key, request_hash)
    values ('${no}', ${memberId}, 'DEMO', 'CWB', 0, 0, ${cashDue}, 'audit-${no}', 'x') returning id, collection_code as code`);
  await q(`insert into redemption_lines (redemption_id, sku_id, spu_id, title, num, point, normal_point, price)
           values (${r!.id}, ${k!.id}, ${k!.spuId}, '{"zh_HK":"禮","zh_CN":"礼","en":"Gift"}'::jsonb, 1, 0, 0, 0)`);
  return r!.code;
}

const skuForOrder = async () =>
  one<{ id: number }>(`select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
    where k.status = 'on' and p.status = 'on' and s.qty >= 3 and k.price >= 10000 order by k.id desc offset ${20 + ++seq} limit 1`);
const paidOrder = async () => {
  const orderNo = await placeOrder(t, tokens[1]!, [{ skuId: (await skuForOrder()).id, num: 1 }]);
  await payBySandbox(t, tokens[1]!, orderNo);
  return orderNo;
};
const adminCall = (path: string, body: unknown) => t.call(path, body, { token: tokens[6]! });

const upload = async (token: string) => uploadMedia(t, { file: { name: 'audit.png', type: 'image/png', bytes: await testPng(8, 8) }, token });

const WRITES: Record<string, Write> = {
  'app/backOffice/records/save': { role: 5, input: async () => ({ kind: 'areas', values: { name: i18n(`Audit area ${++seq}`), parentId: null, sort: 1 } }) },
  'app/backOffice/records/delete': {
    role: 5,
    input: async () => ({
      kind: 'areas',
      id: (await one<{ id: number }>(`insert into areas (name, sort) values ('{"zh_HK":"測","zh_CN":"测","en":"Gone"}', 99) returning id`)).id,
    }),
  },
  'app/backOffice/goldPrice/record': { role: 5, input: async () => ({ sellCents: 2_010_000 + ++seq, purchaseCents: 1_780_000, exchangeCents: 1_900_000 }) },
  'app/backOffice/staff/create': {
    role: 6,
    input: async () => ({ username: `audit.${++seq}`, displayName: 'Audit', password: 'Audit2026a', roles: [2], defaultRole: 2 }),
  },
  'app/backOffice/staff/resetPassword': { role: 6, input: async () => ({ id: (await staffTarget()).id, password: `Reset2026a${++seq}`.slice(0, 16) }) },
  'app/backOffice/staff/setDisabled': { role: 6, input: async () => ({ id: (await staffTarget()).id, disabled: true }) },
  'app/backOffice/staff/setRoles': { role: 6, input: async () => ({ id: (await staffTarget()).id, roles: [2, 3], defaultRole: 3 }) },
  'app/backOffice/staff/setShop': { role: 6, input: async () => ({ id: (await staffTarget()).id, storeCode: 'CWB' }) },
  'app/backOffice/goods/save': { role: 6, input: async () => ({ values: await productValues(`save${++seq}`) }) },
  'app/backOffice/goods/setStatus': { role: 6, input: async () => ({ id: await newProduct(), status: 'off' }) },
  'app/backOffice/goods/bulk': {
    role: 6,
    input: async () => {
      const ids = [await newProduct()];
      const dry = await adminCall('app/backOffice/goods/bulk', { ids, pricePercent: 10, dryRun: true });
      return { ids, pricePercent: 10, previewKey: dry.body.data.previewKey };
    },
  },
  'app/backOffice/stock/adjust': { role: 6, input: async () => ({ skuId: await newSku(), storeCode: 'CWB', delta: 4, reason: 'received', note: '' }) },
  'app/backOffice/stock/setLowStockThreshold': { role: 6, input: async () => ({ skuId: await newSku(), threshold: 1 }) },
  'app/backOffice/stock/transfer': {
    role: 6,
    input: async () => {
      const skuId = await newSku();
      await adminCall('app/backOffice/stock/adjust', { skuId, storeCode: 'CWB', delta: 4, reason: 'received', note: '' });
      return { skuId, fromStoreCode: 'CWB', toStoreCode: 'ESHOP', qty: 1 };
    },
  },
  'app/backOffice/csv/goodsImport': {
    role: 6,
    input: async () => {
      const r = await goodsRefs(t);
      const n = ++seq;
      const row = {
        goodsRef: 'new1',
        'title.zh_HK': `審計 ${n}`,
        'title.zh_CN': `审计 ${n}`,
        'title.en': `Audit csv ${n}`,
        'name.zh_HK': `審計 ${n}`,
        'name.zh_CN': `审计 ${n}`,
        'name.en': `Audit csv ${n}`,
        categoryId: String(r.categoryId),
        labelIds: '',
        brand: '',
        status: 'off',
        img: '/media/demo/test.svg',
        skuCode: `AUDCSV-${n}`,
        selectionIds: '',
        price: '1000',
        originalPrice: '1200',
        skuStatus: 'on',
      };
      return { csv: toCsv(GOODS_CSV_COLUMNS, [row]), dryRun: false };
    },
  },
  'app/backOffice/csv/stockImport': {
    role: 6,
    input: async () => {
      const code = (await one<{ code: string }>(`select sku_code as code from skus where id = ${await newSku()}`)).code;
      return {
        csv: toCsv(STOCK_CSV_COLUMNS, [
          { skuCode: code, storeCode: 'CWB', delta: '3', reason: 'received' },
          { skuCode: code, storeCode: 'ESHOP', delta: '2', reason: 'received' },
        ]),
        dryRun: false,
      };
    },
  },
  'app/backOffice/promotions/save': { role: 6, input: async () => ({ values: promotionValues(`AUD${++seq}`) }) },
  'app/backOffice/promotions/end': {
    role: 6,
    input: async () => ({ id: (await adminCall('app/backOffice/promotions/save', { values: promotionValues(`AUDE${++seq}`) })).body.data.id }),
  },
  'app/backOffice/club/categories/save': { role: 6, input: async () => ({ values: { parentId: null, title: i18n(`Audit ${++seq}`), sort: 9 } }) },
  'app/backOffice/club/goods/save': { role: 6, input: async () => ({ values: await clubValues() }) },
  'app/backOffice/home/setLowStockThreshold': { role: 6, input: async () => ({ threshold: 3 + (++seq % 5) }) },
  'app/backOffice/customers/adjustPoints': {
    role: 3,
    input: async () => ({ memberNo: 'JH10000002', delta: 5, reason: 'Audit test', idempotencyKey: `audit-key-${++seq}` }),
  },
  // The opposite of the member's state now, so the call always changes something (and is audited).
  'app/backOffice/customers/setDisabled': {
    role: 6,
    input: async () => ({
      memberNo: 'JH10000004',
      disabled: (await one<{ on: boolean }>(`select disabled_at is null as on from members where member_no = 'JH10000004'`)).on,
    }),
  },
  'app/backOffice/customers/export': { role: 3, input: async () => ({ search: '' }) },
  'app/backOffice/customers/detail': { role: 3, input: async () => ({ memberNo: 'JH10000002' }) },
  'app/backOffice/orderSearch/export': { role: 6, input: async () => ({}) },
  'app/backOffice/orders/prepare': { role: 6, input: async () => ({ orderNo: await paidOrder() }) },
  'app/backOffice/orders/cancel': {
    role: 6,
    input: async () => ({ orderNo: await placeOrder(t, tokens[1]!, [{ skuId: (await skuForOrder()).id, num: 1 }]), reason: 'Audit test' }),
  },
  'app/backOffice/orders/refund': { role: 6, input: async () => ({ orderNo: await paidOrder(), reason: 'Audit test', goodsReturned: true }) },
  'app/backOffice/counter/handOver': { role: 2, input: async () => ({ code: await readyRedemption(`RCAUD${++seq}`) }) },
  'app/pointsRedemption/collect': {
    role: 2,
    input: async () => {
      const no = `RCCOL${++seq}`;
      const code = await readyRedemption(no);
      return { query: 'JH10000001', redemptionNo: no, code };
    },
  },
  'app/backOffice/search/addSynonym': { role: 6, input: async () => ({ kind: 'synonym', terms: [`auditword${++seq}`, `checkword${seq}`] }) },
  'app/backOffice/search/removeSynonym': {
    role: 6,
    input: async () => ({
      id: (await adminCall('app/backOffice/search/addSynonym', { kind: 'synonym', terms: [`goneword${++seq}`, `lostword${seq}`] })).body.data.id,
    }),
  },
  'app/media/upload': { role: 5, input: async () => ({}), send: (_input, token) => upload(token) },
  'app/media/delete': { role: 5, input: async () => ({ key: (await upload(tokens[5]!)).body.data.key }) },
};

/** The orders' other writes are walked through in orders/order-desk.test.ts and club/back-office-club.test.ts, each asserting its audit row. */
const ELSEWHERE: Record<string, string> = {
  'app/backOffice/orders/ship': 'orders/order-desk.test.ts (a delivery order shipped: one audit row)',
  'app/backOffice/orders/refundLines': 'club/back-office-club.test.ts (refunds per line)',
  'app/backOffice/orders/resendMessage': 'messages/messages.test.ts (a failed message sent again)',
  'app/backOffice/till/sale': 'orders/till.test.ts (counterSale, asserted by action)',
  'app/backOffice/till/return': 'orders/till.test.ts (counterReturn, asserted by action)',
  'app/backOffice/till/exchange': 'orders/till-exchange.test.ts (counterExchange, asserted by action)',
  'app/backOffice/till/day/open': 'orders/till.test.ts (dayOpen)',
  'app/backOffice/till/day/close': 'orders/till.test.ts (dayClose)',
  'app/backOffice/tillDays/export': "orders/till.test.ts (export of the shops' days)",
  'app/backOffice/viewings/saveSettings': 'viewings/viewings.test.ts (changed settings audited with before and after)',
  'app/backOffice/viewings/mark': 'viewings/viewings.test.ts (the counter marks arrived: an audit row)',
  'app/backOffice/viewings/piece': 'viewings/viewings.test.ts (a piece bought: an audit row)',
  'app/backOffice/viewings/csv': 'viewings/viewings.test.ts (the report exported: an audit row)',
};

let target: { id: number } | undefined;
async function staffTarget() {
  target ??= await createStaffUser(t.database.db, { username: 'audit.target', password: 'Target2026a', roles: [2] });
  return target;
}
async function newProduct(): Promise<number> {
  return (await adminCall('app/backOffice/goods/save', { values: await productValues(`p${++seq}`) })).body.data.id;
}
async function newSku(): Promise<number> {
  return (await one<{ id: number }>(`select id from skus where spu_id = ${await newProduct()}`)).id;
}
const promotionValues = (code: string) => promotionFields(code, { title: i18n('Audit offer'), scope: 'order', amountOff: 1, priority: -900 });
async function clubValues() {
  const categoryId = (await one<{ id: number }>(`select id from points_categories where parent_id is null order by id limit 1`)).id;
  return clubGoodsValues(categoryId, { title: i18n(`Audit gift ${++seq}`) });
}

const staffCalls = (ALL_CALLS as CallDef[]).filter((c) => c.access.kind === 'staff').map((c) => c.path);

describe('the audit records every staff write (issue 27)', () => {
  it('every staff call is a read, a write checked here or elsewhere, or a write kept on its own record', () => {
    const named = new Set([...READS, ...Object.keys(WRITES), ...Object.keys(OWN_RECORD), ...Object.keys(ELSEWHERE)]);
    expect(
      staffCalls.filter((p) => !named.has(p)),
      'staff calls nobody classified',
    ).toEqual([]);
    expect(
      [...named].filter((p) => !staffCalls.includes(p)),
      'names that are no staff call',
    ).toEqual([]);
  });

  for (const [path, w] of Object.entries(WRITES)) {
    it(`${path}: audited, by who made it, with only the fields that changed`, async () => {
      const input = await w.input();
      const last = (await one<{ n: number }>(`select coalesce(max(id), 0)::int as n from audit_log`)).n;
      const token = tokens[w.role]!;
      const res = w.send ? await w.send(input, token) : await t.call(path, input, { token });
      expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      const rows = await q<{ staffId: number; changedFields: string[]; changes: Record<string, { before: unknown; after: unknown }>; username: string }>(
        `select a.staff_id as "staffId", a.changed_fields as "changedFields", a.changes, u.username from audit_log a join staff_users u on u.id = a.staff_id where a.id > ${last} order by a.id`,
      );
      expect(rows.length, `${path} wrote an audit row`).toBeGreaterThan(0);
      const expectedUser = { 2: 'counter.staff', 3: 'crm.admin', 4: 'fb.admin', 5: 'page.editor', 6: 'merchant.admin' }[w.role];
      for (const r of rows) {
        expect(r.username).toBe(expectedUser);
        // Before and after of changed fields only: never a field whose value stayed the same.
        for (const [field, c] of Object.entries(r.changes))
          expect(JSON.stringify(c.before), `${path}: ${field} did not change`).not.toBe(JSON.stringify(c.after));
      }
    });
  }

  it('a CSV import is one entry with its counts, not one form edit per product', async () => {
    const input = (await WRITES['app/backOffice/csv/goodsImport']!.input()) as { csv: string };
    const last = (await one<{ n: number }>(`select coalesce(max(id), 0)::int as n from audit_log`)).n;
    expect((await adminCall('app/backOffice/csv/goodsImport', input)).status).toBe(200);
    const rows = await q<{ action: string; changes: Record<string, { after: number }> }>(`select action, changes from audit_log where id > ${last}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('import');
    expect(rows[0]!.changes.created!.after).toBe(1);
    expect(rows[0]!.changes.rows!.after).toBe(1);
  });

  it('a save that changes one field records that field only, with its before and after', async () => {
    const id = await newProduct();
    const got = (await adminCall('app/backOffice/goods/get', { id })).body.data;
    const last = (await one<{ n: number }>(`select coalesce(max(id), 0)::int as n from audit_log`)).n;
    const values = { ...got.values, brand: 'Audit brand' };
    expect((await adminCall('app/backOffice/goods/save', { id, baseVersion: got.version, values })).status).toBe(200);
    const [row] = await q<{ changes: Record<string, { before: unknown; after: unknown }> }>(`select changes from audit_log where id > ${last}`);
    expect(row!.changes).toEqual({ brand: { before: '', after: 'Audit brand' } });
  });
});
