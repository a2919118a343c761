import { sql } from 'drizzle-orm';
import type { Reconciliation } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { csvHkd, csvHkTime, guardText, writeCsv } from '../../lib/csv-file.ts';
import type { ProviderBalanceTransaction, StripeProvider } from './stripe-provider.ts';

/*
 * A Hong Kong day's takings (issue 29, decision 293): every payment that arrived and every refund made
 * that day, per method, each matched by the provider's id (the charge, the refund) against Stripe's
 * balance transactions. Provider transactions are read a day either side, so a payment made at 23:59
 * whose transaction is stamped 00:00 still matches; only those of the day itself with no record of ours
 * are listed as unknown.
 *
 * Issue 37 (decision 353): every row is matched with its counterpart or counted as a mismatch — a Stripe
 * payment or refund with the provider's balance transaction, a counter payment with the counter's record
 * (method taken, by whom), a sandbox payment with its own settled record, a refund with the payment that
 * received the money it gave back (`order_refunds.payment_id`). A refund with no payment behind it is
 * money that was never received: `no_payment`. "All matched" only when every row matched.
 */

type Row = Reconciliation['rows'][number];

const DAY_MS = 86_400_000;

const METHOD_SQL = sql`case when p.provider = 'stripe' then 'stripe_' || coalesce(p.provider_method, 'card')
                           when p.provider = 'at_shop' then 'counter_' || coalesce(p.method, 'unknown')
                           else p.provider end`;

/** Rows whose counterpart agrees; `pending` is neither matched nor a mismatch (not confirmed yet). */
const MATCHED = new Set<Row['match']>(['matched', 'counter', 'sandbox']);
const MISMATCH = new Set<Row['match']>(['missing_at_provider', 'amount_differs', 'no_payment', 'no_counter_record']);

/** A payment without a provider is matched with our own record: the counter's (method and staff) or the sandbox's. */
const ownRecord = (p: { provider: string; counterRecorded: boolean }): Row['match'] =>
  p.provider === 'sandbox_card' ? 'sandbox' : p.counterRecorded ? 'counter' : 'no_counter_record';

export function createReconciliation(deps: { db: Db; stripe: StripeProvider | undefined }) {
  const { db, stripe } = deps;

  async function day(date: string): Promise<Reconciliation> {
    const start = new Date(`${date}T00:00:00+08:00`);
    const end = new Date(start.getTime() + DAY_MS);
    const payments = await rows<{
      orderNo: string;
      method: string;
      provider: string;
      amount: number;
      at: Date | string;
      charge: string | null;
      counterRecorded: boolean;
    }>(
      db,
      sql`select o.order_no as "orderNo", ${METHOD_SQL} as method, p.provider, p.amount, p.settled_at as at, p.provider_charge as charge,
            (p.method is not null and p.staff_id is not null) as "counterRecorded"
          from payments p join orders o on o.id = p.order_id
          where p.settled_at >= ${start} and p.settled_at < ${end} and p.status in ('succeeded', 'refunded')
          order by p.settled_at, p.id`,
    );
    // Each refund with the payment it took its money back from (null: none received it).
    const refunds = await rows<{
      orderNo: string;
      method: string | null;
      provider: string | null;
      counterRecorded: boolean;
      amount: number;
      at: Date | string;
      providerStatus: string | null;
      refundId: string | null;
    }>(
      db,
      sql`select o.order_no as "orderNo", r.amount, r.at, pr.status as "providerStatus", pr.provider_refund_id as "refundId",
            case when p.id is not null then ${METHOD_SQL} end as method, p.provider, (p.method is not null and p.staff_id is not null) as "counterRecorded"
          from order_refunds r join orders o on o.id = r.order_id left join payment_refunds pr on pr.order_refund_id = r.id
            left join payments p on p.id = r.payment_id and p.status in ('succeeded', 'refunded')
          where r.at >= ${start} and r.at < ${end} and r.amount > 0 order by r.at, r.id`,
    );

    let txns: ProviderBalanceTransaction[] = [];
    let providerChecked = false;
    if (stripe) {
      try {
        txns = await stripe.balanceTransactions(new Date(start.getTime() - DAY_MS), new Date(end.getTime() + DAY_MS));
        providerChecked = true;
      } catch {
        providerChecked = false;
      }
    }
    const bySource = new Map(txns.map((t) => [t.source, t]));
    const used = new Set<string>();
    const match = (ref: string | null, amount: number): Pick<Row, 'match' | 'providerAmount'> => {
      if (!providerChecked) return { match: 'pending', providerAmount: null };
      const t = ref ? bySource.get(ref) : undefined;
      if (!t) return { match: 'missing_at_provider', providerAmount: null };
      used.add(t.id);
      return { match: t.amount === amount && t.currency === 'hkd' ? 'matched' : 'amount_differs', providerAmount: t.amount };
    };

    const out: Row[] = [];
    for (const p of payments) {
      const base = {
        kind: 'payment' as const,
        method: p.method,
        orderNo: p.orderNo,
        at: new Date(p.at).toISOString(),
        amount: p.amount,
        providerRef: p.charge ?? '',
      };
      out.push(p.provider === 'stripe' ? { ...base, ...match(p.charge, p.amount) } : { ...base, match: ownRecord(p), providerAmount: null });
    }
    for (const r of refunds) {
      const base = {
        kind: 'refund' as const,
        method: r.method ?? 'unknown',
        orderNo: r.orderNo,
        at: new Date(r.at).toISOString(),
        amount: -r.amount,
        providerRef: r.refundId ?? '',
      };
      if (r.provider === null) out.push({ ...base, match: 'no_payment', providerAmount: null });
      else if (r.provider !== 'stripe')
        out.push({ ...base, match: ownRecord({ provider: r.provider, counterRecorded: r.counterRecorded }), providerAmount: null });
      // A refund of a Stripe payment never sent to the provider moved no money there.
      else if (r.providerStatus === null) out.push({ ...base, match: 'missing_at_provider', providerAmount: null });
      else if (r.providerStatus === 'pending' && !r.refundId) out.push({ ...base, match: 'pending', providerAmount: null });
      // A failed refund moved no money: the merchant's record and the provider disagree until it is redone.
      else if (r.providerStatus === 'failed') out.push({ ...base, match: 'missing_at_provider', providerAmount: null });
      else out.push({ ...base, ...match(r.refundId, -r.amount) });
    }
    out.sort((a, b) => a.at.localeCompare(b.at));

    const totals = new Map<string, Reconciliation['totals'][number]>();
    for (const r of out) {
      const t = totals.get(r.method) ?? {
        method: r.method,
        payments: 0,
        refunds: 0,
        net: 0,
        providerNet: r.method.startsWith('stripe_') && providerChecked ? 0 : null,
      };
      if (r.kind === 'payment') t.payments += r.amount;
      else t.refunds += -r.amount;
      t.net += r.amount;
      if (t.providerNet !== null && r.providerAmount !== null) t.providerNet += r.providerAmount;
      totals.set(r.method, t);
    }
    const unknownAtProvider = txns
      .filter(
        (t) =>
          !used.has(t.id) &&
          t.created >= start &&
          t.created < end &&
          (t.type === 'charge' || t.type === 'payment' || t.type === 'refund' || t.type === 'payment_refund'),
      )
      .map((t) => ({ id: t.id, type: t.type, source: t.source, amount: t.amount, at: t.created.toISOString() }));
    const mismatchCount = out.filter((r) => MISMATCH.has(r.match)).length + unknownAtProvider.length;
    return {
      date,
      rows: out,
      totals: [...totals.values()].sort((a, b) => a.method.localeCompare(b.method)),
      unknownAtProvider,
      mismatchCount,
      providerChecked,
      allMatched: mismatchCount === 0 && out.every((r) => MATCHED.has(r.match)),
    };
  }

  return {
    day,

    /** The day as a CSV file: one row per payment or refund, then one per provider transaction unknown here. */
    async csv(date: string): Promise<{ fileName: string; csv: string; rowCount: number }> {
      const r = await day(date);
      const data: Array<Array<string | number>> = r.rows.map((x) => [
        x.kind,
        guardText(x.method),
        guardText(x.orderNo),
        csvHkTime(x.at),
        csvHkd(x.amount),
        guardText(x.providerRef),
        x.match,
        csvHkd(x.providerAmount),
      ]);
      for (const u of r.unknownAtProvider)
        data.push(['provider_only', guardText(u.type), '', csvHkTime(u.at), '', guardText(u.source), 'unknown_here', csvHkd(u.amount)]);
      const csv = writeCsv(['kind', 'method', 'orderNo', 'timeHK', 'amountHKD', 'providerRef', 'match', 'providerAmountHKD'], data);
      return { fileName: `reconciliation-${date}.csv`, csv, rowCount: data.length };
    },
  };
}
