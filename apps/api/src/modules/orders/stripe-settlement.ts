import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { tellOrder } from './order-messages.ts';
import type { OrderUseCaseDeps } from './order-use-case.ts';
import type { ConfirmOutcome, ProviderConfirmation } from '../payments/index.ts';

/*
 * What the provider's verified events do to an order and its payment (issue 29, decision 291). Each
 * function runs inside the caller's transaction, the one that also records the event's id, so an event
 * changes things exactly once. Every step is conditional on the state read under a row lock, which is
 * what makes reordered events harmless: a confirmation arriving after the payment already succeeded only
 * fills in ids it did not know yet; a failure arriving after a success changes nothing.
 */

interface LockedPayment {
  id: string;
  orderId: number;
  provider: string;
  amount: number;
  status: string;
  orderStatus: OrderStatus;
  supersededAt: Date | null;
}

async function lockPayment(tx: Db, paymentId: string): Promise<LockedPayment | undefined> {
  const [p] = await rows<LockedPayment>(
    tx,
    sql`select p.id, p.order_id as "orderId", p.provider, p.amount, p.status, o.status as "orderStatus", p.superseded_at as "supersededAt"
        from payments p join orders o on o.id = p.order_id where p.id = ${paymentId} for update of p`,
  );
  return p;
}

const money = (cents: number, currency: string) => `${currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;

export function createStripeSettlement({ repo, now }: Pick<OrderUseCaseDeps, 'repo' | 'now'>) {
  return {
    /**
     * The provider took the money. The order becomes paid only when the amount and currency are exactly
     * the order's and it is still waiting for payment; a different amount is refused and flagged, a
     * payment for an order closed meanwhile (expired, cancelled) is kept and flagged for a refund.
     */
    async confirm(tx: Db, c: ProviderConfirmation): Promise<ConfirmOutcome> {
      const p = await lockPayment(tx, c.paymentId);
      if (!p || p.provider !== 'stripe') return 'unknown';
      await tx.execute(
        sql`update payments set provider_intent = coalesce(provider_intent, ${c.intent}), provider_charge = coalesce(provider_charge, ${c.charge}),
              provider_method = coalesce(provider_method, ${c.method}) where id = ${p.id}`,
      );
      if (c.amount !== p.amount || c.currency.toLowerCase() !== 'hkd') {
        const flag = `amount_mismatch: the provider confirmed ${money(c.amount, c.currency)}, the order is ${money(p.amount, 'hkd')}; not marked paid — check and refund in the Stripe dashboard`;
        await tx.execute(sql`update payments set flag = ${flag} where id = ${p.id}`);
        return 'refused';
      }
      if (p.status === 'succeeded' || p.status === 'refunded') return 'already';
      const at = now();
      if (p.supersededAt) {
        // A session the shop had given up (another session, or pay at the shop) was paid anyway, e.g. while
        // Stripe could not be reached to expire it (decision 401): the money is kept as received and held
        // for the merchant, never taken as the order's payment, so the order is not paid twice.
        await tx.execute(sql`update payments set status = 'succeeded', completed_at = ${at}, settled_at = ${at} where id = ${p.id}`);
        const flag = `superseded: the money arrived for a Checkout Session replaced at ${new Date(p.supersededAt).toISOString()} by another payment or pay at the shop; held for the merchant — refund it in the Stripe dashboard`;
        await tx.execute(sql`update payments set flag = ${flag} where id = ${p.id}`);
        return 'late';
      }
      if (p.status === 'pending') {
        const moved = await repo.transition(tx, p.orderId, ['pending_payment'], 'paid', { expiresAt: null, paidAt: at, paymentMethod: 'stripe' }, at);
        await tx.execute(sql`update payments set status = 'succeeded', completed_at = ${at}, settled_at = ${at}, last_error = null where id = ${p.id}`);
        if (moved) {
          await tellOrder(tx, p.orderId, 'order_paid');
          return 'paid';
        }
      } else {
        // Cancelled (its Checkout Session expired, or the order closed) yet the money came: keep the truth.
        await tx.execute(sql`update payments set status = 'succeeded', completed_at = ${at}, settled_at = ${at} where id = ${p.id}`);
      }
      const flag = `paid_after_close: the money arrived after the order was ${p.orderStatus === 'pending_payment' ? 'given up' : p.orderStatus}; refund it in the Stripe dashboard`;
      await tx.execute(sql`update payments set flag = ${flag} where id = ${p.id}`);
      return 'late';
    },

    /** An attempt failed (card declined): the payment stays open for another try; the reason is kept. */
    async attemptFailed(tx: Db, paymentId: string, message: string): Promise<boolean> {
      const done = await rows<{ id: string }>(
        tx,
        sql`update payments set last_error = ${message.slice(0, 500)} where id = ${paymentId} and provider = 'stripe' and status = 'pending' returning id`,
      );
      return done.length > 0;
    },

    /** The Checkout Session expired unpaid: the payment is closed; the order waits for another until its own deadline. */
    async sessionExpired(tx: Db, paymentId: string): Promise<boolean> {
      const done = await rows<{ id: string }>(
        tx,
        sql`update payments set status = 'cancelled', completed_at = ${now()} where id = ${paymentId} and provider = 'stripe' and status = 'pending' returning id`,
      );
      return done.length > 0;
    },

    /** The Checkout Session the shopper is sent to, kept so that its events find their payment. */
    async setSession(db: Db, paymentId: string, sessionId: string): Promise<void> {
      await db.execute(sql`update payments set provider_session = ${sessionId} where id = ${paymentId}`);
    },

    async paymentOfSession(db: Db, sessionId: string): Promise<string | undefined> {
      const [r] = await rows<{ id: string }>(db, sql`select id from payments where provider_session = ${sessionId}`);
      return r?.id;
    },

    async paymentOfIntent(db: Db, intentId: string): Promise<string | undefined> {
      const [r] = await rows<{ id: string }>(db, sql`select id from payments where provider_intent = ${intentId}`);
      return r?.id;
    },
  };
}
export type StripeSettlement = ReturnType<typeof createStripeSettlement>;
