import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { isProviderRefusal, refundStatusOf, type StripeProvider } from './stripe-provider.ts';

/*
 * Refunds through the provider (issue 29, decision 292). The back office's refund (order-desk) writes its
 * order_refunds row and, in the same transaction, one payment_refunds row here when the order was paid
 * through Stripe; after the commit the provider is called with that row's id as the idempotency key. The
 * row stays `pending` until the provider's events say succeeded or failed. A call that could not reach
 * the provider (timeout, after the SDK's own retries with the same key) is sent again by the retry job
 * with the same key, so the customer is refunded once however often it is sent.
 */

/** Sends of one refund before it is left to the merchant (shown as pending with the last error). */
const MAX_ATTEMPTS = 5;
/** A refund not yet acknowledged is sent again after this long. */
const RETRY_AFTER_MS = 60_000;

export interface RefundRow {
  id: string;
  orderRefundId: number;
  orderNo: string;
  paymentIntent: string | null;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  providerRefundId: string | null;
  attempts: number;
}

/** The refund's object as events carry it (refund.* and charge.refunded's list). */
export interface RefundObject {
  id: string;
  status?: string | null;
  failure_reason?: string | null;
  metadata?: Record<string, string> | null;
}

export function createProviderRefunds(deps: { db: Db; stripe: StripeProvider | undefined; now?: () => Date }) {
  const { db, stripe } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(id: string): Promise<RefundRow | undefined> {
    const [r] = await rows<RefundRow>(
      db,
      sql`select r.id, r.order_refund_id as "orderRefundId", o.order_no as "orderNo", p.provider_intent as "paymentIntent", r.amount, r.status,
            r.provider_refund_id as "providerRefundId", r.attempts
          from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.id = r.order_id where r.id = ${id}`,
    );
    return r;
  }

  /** Moves a refund to what the provider said; a final state is never undone by an older `pending`. */
  async function setStatus(exec: Db, id: string, status: RefundRow['status'], failure: string | null, providerRefundId: string | null): Promise<boolean> {
    const done = await rows<{ id: string }>(
      exec,
      sql`update payment_refunds set
            provider_refund_id = coalesce(provider_refund_id, ${providerRefundId}),
            status = case when ${status}::text = 'pending' then status
                          when status = 'failed' then status
                          else ${status}::text end,
            failure = case when ${status}::text = 'failed' and status <> 'failed' then ${failure}::text else failure end,
            updated_at = ${now()}
          where id = ${id} returning id`,
    );
    return done.length > 0;
  }

  return {
    /**
     * Inside the refund's transaction: when the order's money came through Stripe, a pending provider
     * refund for `amount`. Answers its id (to send after the commit), or null for a counter refund.
     */
    async open(tx: Db, r: { orderRefundId: number; orderId: number; amount: number; paymentId?: string | null }): Promise<string | null> {
      if (r.amount <= 0) return null;
      // The payment the refund was taken from (decision 351); the order's latest Stripe payment when not named.
      const [p] = await rows<{ id: string }>(
        tx,
        sql`select id from payments where order_id = ${r.orderId} and provider = 'stripe' and status in ('succeeded', 'refunded') and provider_intent is not null
              and (${r.paymentId ?? null}::text is null or id = ${r.paymentId ?? null}::text)
            order by settled_at desc nulls last limit 1`,
      );
      if (!p) return null;
      const id = `rf_${randomBytes(12).toString('hex')}`;
      await tx.execute(
        sql`insert into payment_refunds (id, order_refund_id, order_id, payment_id, amount, status, created_at, updated_at)
            values (${id}, ${r.orderRefundId}, ${r.orderId}, ${p.id}, ${r.amount}, 'pending', ${now()}, ${now()})`,
      );
      return id;
    },

    /**
     * Asks the provider for the refund (idempotency key = our id). A refusal marks it failed for the
     * merchant; an unreachable provider leaves it pending for the retry job.
     */
    async send(id: string): Promise<RefundRow['status']> {
      const r = await load(id);
      if (!r) return 'failed';
      if (r.providerRefundId || r.status !== 'pending') return r.status;
      if (!stripe || !r.paymentIntent) {
        await setStatus(db, id, 'failed', 'no payment provider configured for this refund', null);
        return 'failed';
      }
      await db.execute(sql`update payment_refunds set attempts = attempts + 1, updated_at = ${now()} where id = ${id}`);
      try {
        const made = await stripe.refund({ id, paymentIntent: r.paymentIntent, amount: r.amount, orderNo: r.orderNo });
        await setStatus(db, id, made.status, made.failure, made.id);
        return made.status === 'pending' ? 'pending' : made.status;
      } catch (err) {
        if (isProviderRefusal(err)) {
          await setStatus(db, id, 'failed', err.message.slice(0, 500), null);
          return 'failed';
        }
        await db.execute(
          sql`update payment_refunds set failure = ${`not sent yet: ${(err as Error).message}`.slice(0, 500)} where id = ${id} and status = 'pending'`,
        );
        return 'pending';
      }
    },

    /** The retry job: refunds the provider has not acknowledged, sent again with their own key. */
    async retryDue(): Promise<number> {
      const due = await rows<{ id: string }>(
        db,
        sql`select id from payment_refunds where status = 'pending' and provider_refund_id is null and attempts < ${MAX_ATTEMPTS}
              and updated_at <= ${new Date(now().getTime() - RETRY_AFTER_MS)} order by created_at limit 50`,
      );
      for (const r of due) await this.send(r.id);
      return due.length;
    },

    /**
     * A refund event (refund.created / refund.updated / refund.failed, or a refund in charge.refunded's list),
     * inside the webhook's transaction. Found by our id in its metadata, else by the provider's id; events
     * may come before our own call has returned, or in any order among themselves.
     */
    async applyEvent(tx: Db, refund: RefundObject): Promise<boolean> {
      const ours = refund.metadata?.refundId;
      const [row] = await rows<{ id: string }>(
        tx,
        ours
          ? sql`select id from payment_refunds where id = ${ours} for update`
          : sql`select id from payment_refunds where provider_refund_id = ${refund.id} for update`,
      );
      if (!row) return false;
      const status = refundStatusOf(refund.status);
      return setStatus(tx, row.id, status, status === 'failed' ? (refund.failure_reason ?? 'failed') : null, refund.id);
    },
  };
}
export type ProviderRefunds = ReturnType<typeof createProviderRefunds>;
