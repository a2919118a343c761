import type { FakeStripe } from '../fake-stripe.ts';
import { staffToken } from '../staff-login.ts';
import { appWithFakeStripe } from '../stripe-app.ts';
import type { TestApp } from '../test-app.ts';

/*
 * The real shop the model plays against: one test app (PGlite, or PostgreSQL with DATABASE_URL) shared by
 * every sequence of a run, because a fresh database per sequence would cost seconds each and the long run
 * plays thousands. Sequences stay independent all the same: each starts by resetting the stock of the few
 * skus it plays with, and every invariant looks only at the orders the sequence itself placed and at
 * quantities relative to where the sequence started.
 */

/** The members who play (seeded, README): phone and password. Several, so orders and points mix. */
const MEMBERS = [
  { phone: '91234567', password: 'Jade2026a' },
  { phone: '95551234', password: 'Club2026a' },
  { phone: '96543210', password: 'Club2026b' },
] as const;

/** The shops whose stock the model follows: the online shop, the counter's shop (CWB) and one more. */
export const SHOPS = ['ESHOP', 'CWB', 'TST'] as const;
export type Shop = (typeof SHOPS)[number];
/** Pick-up shops: the counter account (counter.staff) works at CWB, so only CWB's orders can be handed over. */
export const PICKUP_SHOPS = ['CWB', 'TST'] as const;
/** The stock every sequence starts from, per sku index × shop: sold out online but held at CWB for sku 2. */
export const START_STOCK: Record<Shop, number>[] = [
  { ESHOP: 3, CWB: 1, TST: 0 },
  { ESHOP: 2, CWB: 0, TST: 1 },
  { ESHOP: 0, CWB: 2, TST: 0 },
  { ESHOP: 1, CWB: 1, TST: 1 },
];

/** The club sku's stock per pick-up shop at every sequence's start (a redemption is one unit). */
export const CLUB_START_STOCK: Record<(typeof PICKUP_SHOPS)[number], number> = { CWB: 2, TST: 1 };
/** Points each member holds at least when a sequence starts, so redemptions are mostly affordable. */
const POINTS_FLOOR = 2_000;

export interface Member {
  token: string;
  id: number;
  memberNo: string;
  addressId: number;
}

export interface World {
  t: TestApp;
  /** Stripe through the local fake (test/fake-stripe.ts): the real provider code, webhooks handed in-process. */
  stripe: FakeStripe;
  members: Member[];
  /** Tokens: the counter at CWB (role 2), CRM (3), the page editor (5), the merchant admin (6). */
  staff: { counter: string; crm: string; editor: string; admin: string };
  /** The skus played with, by index (ids in the database). */
  skus: number[];
  /** Skus priced by weight (seeded), whose shown price the weight-price invariant checks after every step. */
  weightSkus: number[];
  /**
   * The same by-weight skus as the back office's goods steps use them: product, code, and the making charge
   * at the run's start (a CSV edit scales that one, so a long run's edits stay within the form's bounds).
   */
  weightGoods: { skuId: number; spuId: number; skuCode: string; makingStart: number }[];
  /** A product priced by hand that no other step plays with: the bulk change's other row. */
  plainSpu: number;
  /** The club good members redeem: points only (no cash, no limit, no birthday price). */
  clubSku: { id: number; point: number };
  /** Whether `order_lines.stock_store_code` exists (the `avail` part): the line's own stock source. */
  lineSource: boolean;
  /** Whether `order_lines.handed_over_num` exists (the `ledger` part). */
  handedColumn: boolean;
  q<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function hasColumn(t: TestApp, table: string, column: string): Promise<boolean> {
  const r = await t.database.query(`select 1 from information_schema.columns where table_name = '${table}' and column_name = '${column}'`);
  return r.length > 0;
}

export async function openWorld(): Promise<World> {
  const { t, fake: stripe } = await appWithFakeStripe('model', { logLevel: 'warn' });
  const q = <T>(sql: string) => t.database.query<T>(sql);
  const members: Member[] = [];
  for (const m of MEMBERS) {
    const res = await t.call('app/page/user/login', { account: m.phone, phoneAreaCode: '852', password: m.password });
    if (res.status !== 200) throw new Error(`member ${m.phone} login: ${JSON.stringify(res.body)}`);
    const [row] = await q<{ id: number; no: string }>(`select id, member_no as no from members where phone = '${m.phone}'`);
    let [addr] = await q<{ id: number }>(`select id from member_addresses where member_id = ${row!.id} order by id limit 1`);
    if (!addr) {
      // A member without an address cannot order for delivery; the seed gives one to the first member only.
      [addr] = await q<{ id: number }>(
        `insert into member_addresses (member_id, receiver_name, phone_area, phone, area, province, district, detail, is_default)
         values (${row!.id}, 'Model Member', '852', '${m.phone}', 'Hong Kong', 'Kowloon', 'Mong Kok', '1 Model Street', true) returning id`,
      );
    }
    members.push({ token: res.body.data.accessToken, id: row!.id, memberNo: row!.no, addressId: addr!.id });
  }
  // Plain skus on sale priced per piece (not by weight: a gold price change would move their totals between
  // preview and order, a separate concern the gold command exercises on its own).
  const skus = (
    await q<{ id: number }>(`
      select k.id from skus k join spus p on p.id = k.spu_id
      where k.status = 'on' and p.status = 'on' and p.merchant_code = 'DEMO' and k.price > 0 and k.weight_pricing is null
      order by k.id offset 7 limit ${START_STOCK.length}`)
  ).map((r) => r.id);
  if (skus.length < START_STOCK.length) throw new Error('not enough skus on sale for the model');
  const [clubSku] = await q<{ id: number; point: number }>(`
    select k.id, k.point from points_skus k join points_spus p on p.id = k.spu_id
    where p.status = 'on' and p.merchant_code = 'DEMO' and k.price = 0 and k.limit_num is null and k.birthday_month_points is null and k.point > 0
    order by k.point, k.id limit 1`);
  if (!clubSku) throw new Error('no club good for the model');
  const weightSkus = (
    await q<{ id: number }>(`
      select k.id from skus k join spus p on p.id = k.spu_id
      where k.status = 'on' and p.status = 'on' and p.merchant_code = 'DEMO' and k.weight_pricing is not null order by k.id limit 6`)
  ).map((r) => r.id);
  const weightGoods = (
    await q<{ skuId: number; spuId: number; skuCode: string; making: number }>(
      `select id as "skuId", spu_id as "spuId", sku_code as "skuCode", (weight_pricing->>'makingCents')::int as making from skus
       where id in (${weightSkus.join(',') || 'null'}) order by id`,
    )
  ).map((r) => ({ skuId: r.skuId, spuId: r.spuId, skuCode: r.skuCode, makingStart: r.making }));
  const [plain] = await q<{ id: number }>(`
    select p.id from spus p where p.status = 'on' and p.merchant_code = 'DEMO'
      and exists (select 1 from skus k where k.spu_id = p.id and k.status = 'on' and k.price > 0)
      and not exists (select 1 from skus k where k.spu_id = p.id and (k.weight_pricing is not null or k.id in (${skus.join(',')})))
    order by p.id desc limit 1`);
  if (!plain) throw new Error('no plain product for the bulk change');
  const world: World = {
    t,
    stripe,
    members,
    staff: { counter: await staffToken(t, 2), crm: await staffToken(t, 3), editor: await staffToken(t, 5), admin: await staffToken(t, 6) },
    skus,
    clubSku,
    weightSkus,
    weightGoods,
    plainSpu: plain.id,
    lineSource: await hasColumn(t, 'order_lines', 'stock_store_code'),
    handedColumn: await hasColumn(t, 'order_lines', 'handed_over_num'),
    q,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
  return world;
}

/** Puts the played skus' stock back to START_STOCK (a setup step, not a shop action: nothing is ledgered). */
export async function resetStock(w: World): Promise<void> {
  for (const [i, skuId] of w.skus.entries()) {
    for (const shop of SHOPS) {
      const qty = START_STOCK[i]![shop];
      await w.q(
        `insert into sku_stocks (sku_id, store_code, qty) values (${skuId}, '${shop}', ${qty}) on conflict (sku_id, store_code) do update set qty = ${qty}`,
      );
    }
  }
  // Other shops hold none of them, so the only stock in play is the model's.
  await w.q(`update sku_stocks set qty = 0 where sku_id in (${w.skus.join(',')}) and store_code not in (${SHOPS.map((s) => `'${s}'`).join(',')})`);
  w.t.services.orders.skusChanged(w.skus);
}

/**
 * The club's side of a sequence's start: the club sku's stock at the pick-up shops back to CLUB_START_STOCK,
 * and each member topped up to POINTS_FLOOR through CRM's adjustment (ledgered like any, so the points
 * invariant holds across it). Also clears the counter's wrong-code tries: the model's counter tries codes
 * of other shops' orders on purpose, and a run plays far more of them than one shop's counters in 15 minutes.
 */
export async function resetClub(w: World): Promise<void> {
  for (const [shop, qty] of Object.entries(CLUB_START_STOCK))
    await w.q(
      `insert into points_sku_stocks (sku_id, store_code, qty) values (${w.clubSku.id}, '${shop}', ${qty}) on conflict (sku_id, store_code) do update set qty = ${qty}`,
    );
  // Every allowance: the accounts', the shops' and the orders' and redemptions' (decisions 390, 410).
  await w.q(`delete from collection_code_scope_tries`);
  for (const m of w.members) {
    const [b] = await w.q<{ n: number }>(`select coalesce(sum(delta), 0)::int as n from points_ledger where member_id = ${m.id}`);
    if (b!.n >= POINTS_FLOOR) continue;
    const r = await w.t.call(
      'app/backOffice/customers/adjustPoints',
      { memberNo: m.memberNo, delta: POINTS_FLOOR - b!.n, reason: 'model top-up', idempotencyKey: `model-topup-${process.pid}-${Date.now()}-${m.id}` },
      { token: w.staff.crm },
    );
    if (r.status !== 200) throw new Error(`points top-up: ${JSON.stringify(r.body)}`);
  }
}
