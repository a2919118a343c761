import { hkDay, type Model } from './model-state.ts';
import type { Step } from './steps.ts';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * The merchant's home (issue 37, decisions 366 and 406): today's net sales are gross less the refunds of
 * the Hong Kong day, and they move by exactly what the model's own ledger says this sequence took and
 * gave back (payments by the day they were received, refunds by the day they were made, same-day refunds
 * included). Read at the sequence's start, then after every step that moves money and by the `home` step.
 */

export interface HomeToday {
  today: string;
  sales: number;
  gross: number;
  refunds: number;
}

export async function readHome(w: World): Promise<HomeToday> {
  const r = await w.t.call('app/backOffice/home/figures', {}, { token: w.staff.admin });
  if (r.status !== 200) violated('model-agrees', `the merchant's home: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  const t = r.body.data.periods.today as { sales: number; grossSales: number; refunds: number };
  return { today: r.body.data.today as string, sales: t.sales, gross: t.grossSales, refunds: t.refunds };
}

/** Steps that move money (or whose refusal may): the home is read after them. */
const MONEY_STEPS: ReadonlySet<Step['k']> = new Set(['pay', 'payStripe', 'handOver', 'refundLine', 'refundAll', 'home']);

export async function checkHome(w: World, m: Model, start: HomeToday | undefined, step: Step): Promise<void> {
  if (!start || !MONEY_STEPS.has(step.k)) return;
  const now = await readHome(w);
  if (now.sales !== now.gross - now.refunds) violated('home-sales', `today's net sales ${now.sales} cents are not gross ${now.gross} − refunds ${now.refunds}`);
  // A sequence that crossed a Hong Kong midnight compares nothing: its start was another day's figures.
  if (now.today !== start.today || hkDay(new Date()) !== now.today) return;
  const paid = m.money.paid.get(now.today) ?? 0;
  const refunded = m.money.refunded.get(now.today) ?? 0;
  if (now.gross - start.gross !== paid || now.refunds - start.refunds !== refunded || now.sales - start.sales !== paid - refunded)
    violated(
      'home-sales',
      `today's home moved by gross ${now.gross - start.gross}, refunds ${now.refunds - start.refunds}, net ${now.sales - start.sales} cents; ` +
        `the sequence took ${paid} and gave back ${refunded}`,
    );
}
