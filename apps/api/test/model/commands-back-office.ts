import { GOLD_PRICE_CENTS, isFarRateChange } from '@shop/contract';
import { freshKey } from './commands-orders.ts';
import { booked, moveStock, pickOrder, refundUnits, stockKey, stockOf, type Model, type ModelLine, type ModelOrder } from './model-state.ts';
import type { Step } from './steps.ts';
import { violated } from './violation.ts';
import { SHOPS, type World } from './world.ts';

/*
 * Refunds, points, the gold price and stock: the back office's steps. Refunds are where money and goods
 * meet, so the model's expectation is stated plainly: a refund is of money received, of units not yet
 * refunded, on an order that is paid, ready, shipped or completed. A refund the API accepts although the
 * model would refuse it is recorded as the shop made it, and left to the invariants ('refund-received',
 * 'line-ledger', 'messages') to name what broke; a refund the API refuses although due is a violation.
 */

type Res = { status: number; body: any };
const REFUNDABLE = ['paid', 'ready_for_pickup', 'shipped', 'completed'];
const refundDue = (o: ModelOrder) => o.paid && REFUNDABLE.includes(o.status);
const bo = (w: World, path: string, body: object, token = w.staff.admin) => w.t.call(`app/backOffice/${path}`, body, { token, lang: 'en' });

function refusedThoughDue(step: Step, r: Res): void {
  violated('model-agrees', `${JSON.stringify(step)} refused though due: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
}

/**
 * Units never handed over can only come back to stock (they never left the shop): the step's `returned:
 * false` applies to handed-over units alone, so the model never asks the shop to lose goods it still holds.
 */
const returnedFor = (lines: ModelLine[], returned: boolean) => returned || lines.every((l) => l.handedOver > 0 && l.num - l.refunded <= l.handedOver);

/**
 * The model's money ledger takes each refund as the member's order page lists it (the amounts are the
 * shop's to compute: a line's share of the order's discounts); the home's net sales are checked against it.
 */
async function bookRefunds(w: World, m: Model, o: ModelOrder): Promise<void> {
  const detail = (await w.t.call('app/page/order/getOrderDetail', { orderNo: o.orderNo }, { token: w.members[o.member]!.token })).body.data;
  const total = (detail.refunds as { amount: number }[]).reduce((a, r) => a + r.amount, 0);
  if (total !== o.refundedBooked) booked(m.money.refunded, new Date(), total - o.refundedBooked);
  o.refundedBooked = total;
}

function afterRefund(o: ModelOrder) {
  if (o.lines.every((l) => l.refunded === l.num)) o.status = 'refunded';
}

export async function runBackOfficeStep(w: World, m: Model, step: Step): Promise<boolean> {
  switch (step.k) {
    case 'refundLine': {
      const o = pickOrder(m, step.o)!;
      const line = o.lines[step.line % o.lines.length]!;
      const num = Math.min(step.num, line.num - line.refunded);
      const returned = returnedFor([line], step.returned);
      const shop = SHOPS[step.shop]!;
      const r = await bo(w, 'orders/refundLines', {
        orderNo: o.orderNo,
        lines: [{ lineId: line.id, num, goodsReturned: returned }],
        ...(returned ? { returnStoreCode: shop } : {}),
        requestKey: freshKey('refund'),
        reason: 'model',
      });
      if (r.status !== 200) {
        if (refundDue(o)) refusedThoughDue(step, r);
        return true;
      }
      refundUnits(m, line, num, returned, returned ? shop : null);
      afterRefund(o);
      await bookRefunds(w, m, o);
      return true;
    }
    case 'refundAll': {
      const o = pickOrder(m, step.o)!;
      const left = o.lines.filter((l) => l.refunded < l.num);
      const returned = returnedFor(left, step.returned);
      const shop = SHOPS[step.shop]!;
      const r = await bo(w, 'orders/refund', { orderNo: o.orderNo, reason: 'model', goodsReturned: returned, ...(returned ? { returnStoreCode: shop } : {}) });
      if (r.status !== 200) {
        if (refundDue(o)) refusedThoughDue(step, r);
        return true;
      }
      if (o.status === 'refunded' && !r.body.data.alreadyRefunded) violated('model-agrees', `${o.orderNo} refunded a second time`);
      for (const l of left) refundUnits(m, l, l.num - l.refunded, returned, returned ? shop : null);
      o.status = 'refunded';
      await bookRefunds(w, m, o);
      return true;
    }
    case 'points': {
      const member = w.members[step.m]!;
      const r = await bo(
        w,
        'customers/adjustPoints',
        { memberNo: member.memberNo, delta: step.delta, reason: 'model adjustment', idempotencyKey: freshKey('pts') },
        w.staff.crm,
      );
      // Taking more than the balance is refused (decision 133); the balance invariant checks the rest.
      if (r.status !== 200 && !(step.delta < 0 && r.status === 409)) violated('model-agrees', `points ${step.delta}: ${r.status} ${JSON.stringify(r.body)}`);
      return true;
    }
    case 'gold': {
      const [last] = await w.q<{ sell: number; buy: number; ex: number }>(
        `select sell_tael as sell, purchase_tael as buy, exchange_tael as ex from gold_prices order by id desc limit 1`,
      );
      // Within the bounds a rate may have (decision 372), however far earlier steps moved it.
      const f = (n: number) => Math.min(GOLD_PRICE_CENTS.max, Math.max(GOLD_PRICE_CENTS.min, Math.round((n * (100 + step.pct)) / 100)));
      const rates = { sellCents: f(last!.sell), purchaseCents: f(last!.buy), exchangeCents: f(last!.ex) };
      // The page editor (role 5) or the merchant (role 6) records it (decision 370); more than 5 % from the
      // last selling rate is refused (60360) until confirmed, as the desk asks after showing the effect.
      const token = step.by === 'merchant' ? w.staff.admin : w.staff.editor;
      const far = isFarRateChange(last!.sell, rates.sellCents);
      const r = await bo(w, 'goldPrice/record', rates, token);
      const refusedFar = r.status === 409 && r.body.errorCode === 60360;
      if (far !== refusedFar || (!far && r.status !== 200))
        violated(
          'model-agrees',
          `gold price ${step.pct}% (${far ? 'far' : 'near'}) by ${step.by ?? 'editor'}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`,
        );
      if (far) {
        const confirmed = await bo(w, 'goldPrice/record', { ...rates, confirmFarChange: true }, token);
        if (confirmed.status !== 200)
          violated('model-agrees', `gold price ${step.pct}% confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body).slice(0, 200)}`);
      }
      return true;
    }
    case 'adjust': {
      const shop = SHOPS[step.shop]!;
      const must = stockOf(m, step.s, shop) + step.delta >= 0;
      const r = await bo(w, 'stock/adjust', {
        skuId: w.skus[step.s],
        storeCode: shop,
        delta: step.delta,
        reason: step.delta > 0 ? 'received' : 'counted',
        note: 'model',
      });
      if (must !== (r.status === 200))
        violated('model-agrees', `${JSON.stringify(step)}: model ${must ? 'allows' : 'refuses'}, API ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      if (r.status === 200) {
        moveStock(m, step.s, shop, step.delta);
        ledger(m, step.s, shop, step.delta);
      }
      return true;
    }
    case 'transfer': {
      const [from, to] = [SHOPS[step.from]!, SHOPS[step.to]!];
      const must = stockOf(m, step.s, from) >= step.qty;
      const r = await bo(w, 'stock/transfer', { skuId: w.skus[step.s], fromStoreCode: from, toStoreCode: to, qty: step.qty, note: 'model' });
      if (must !== (r.status === 200))
        violated('model-agrees', `${JSON.stringify(step)}: model ${must ? 'allows' : 'refuses'}, API ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      if (r.status === 200) {
        moveStock(m, step.s, from, -step.qty);
        moveStock(m, step.s, to, step.qty);
        ledger(m, step.s, from, -step.qty);
        ledger(m, step.s, to, step.qty);
      }
      return true;
    }
    default:
      return false;
  }
}

function ledger(m: Model, sku: number, shop: (typeof SHOPS)[number], delta: number) {
  const key = stockKey(sku, shop);
  m.ledgered.set(key, (m.ledgered.get(key) ?? 0) + delta);
}

/** The precondition of a step against the model: only what can be asked at all (an order to act on, a line). */
export function canRun(m: Model, step: Step): boolean {
  if (step.k === 'collect') return m.redemptions.length > 0;
  if ('o' in step) {
    const o = pickOrder(m, step.o);
    if (!o) return false;
    if (step.k === 'refundLine') {
      const line = o.lines[step.line % o.lines.length];
      return !!line && line.refunded < line.num;
    }
  }
  return true;
}
