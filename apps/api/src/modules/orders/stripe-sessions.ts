import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { StripeProvider } from '../payments/index.ts';

/*
 * Earlier Checkout Sessions end when they are superseded (issue 38, decision 401): opening a new Stripe
 * session, choosing to pay at the shop (or the sandbox), and an order paid through one session expire the
 * order's other open sessions through Stripe's API, so the shopper cannot pay twice. Each payment row is
 * marked `superseded_at` first; a session Stripe confirms expired closes its row; a session Stripe says
 * was paid first is given back its place (`superseded_at` cleared: its money is the order's) and the
 * caller refuses the switch. A session Stripe could not be asked about keeps its mark: money that
 * arrives for it anyway is held for the merchant and flagged (stripe-settlement.ts), never taken as the
 * order's payment.
 */

export type SupersedeOutcome = 'done' | 'paid_meanwhile';

export function createStripeSessions(deps: { db: Db; now: () => Date; stripe: StripeProvider | undefined }) {
  const { db, now, stripe } = deps;

  return {
    /** Expires the order's open Stripe sessions except the payment `keep`. Run outside any transaction. */
    async supersede(orderId: number, keep?: string): Promise<SupersedeOutcome> {
      const open = await rows<{ id: string; session: string | null }>(
        db,
        sql`update payments set superseded_at = coalesce(superseded_at, ${now()})
            where order_id = ${orderId} and provider = 'stripe' and status = 'pending' and id <> ${keep ?? ''}
            returning id, provider_session as session`,
      );
      let outcome: SupersedeOutcome = 'done';
      for (const p of open) {
        let state: 'expired' | 'complete' | 'open' = 'expired';
        if (p.session && stripe) {
          try {
            state = await stripe.expireSession(p.session);
          } catch {
            // Stripe unreachable: the row stays pending and marked; late money for it is held and flagged.
            continue;
          }
        }
        if (state === 'complete') {
          await db.execute(sql`update payments set superseded_at = null where id = ${p.id}`);
          outcome = 'paid_meanwhile';
        } else if (state === 'expired') {
          // No session yet (its creation failed or never answered) or Stripe expired it: nothing can pay it.
          await db.execute(sql`update payments set status = 'cancelled', completed_at = ${now()} where id = ${p.id} and status = 'pending'`);
        }
      }
      return outcome;
    },

    /** After a payment succeeded: the order's other open sessions end too. */
    async supersedeOthersOf(paymentId: string): Promise<void> {
      const [p] = await rows<{ orderId: number }>(db, sql`select order_id as "orderId" from payments where id = ${paymentId}`);
      if (p) await this.supersede(p.orderId, paymentId);
    },

    /** Whether a payment row was superseded while its session was being created (a switch at the same moment). */
    async isSuperseded(paymentId: string): Promise<boolean> {
      const [p] = await rows<{ s: boolean }>(db, sql`select superseded_at is not null as s from payments where id = ${paymentId}`);
      return p?.s ?? false;
    },
  };
}
export type StripeSessions = ReturnType<typeof createStripeSessions>;

/** Money received through a superseded session of the order, held for the merchant (shown at the counter). */
export async function heldOnlinePayments(db: Db, orderId: number): Promise<{ amount: number }[]> {
  return rows<{ amount: number }>(
    db,
    sql`select amount from payments where order_id = ${orderId} and provider = 'stripe' and status = 'succeeded' and superseded_at is not null order by created_at`,
  );
}
