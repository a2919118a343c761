import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';
import type { ProviderConfirmation, StripeSessions, StripeSettlement } from './order-side.ts';
import type { ProviderRefunds, RefundObject } from './provider-refunds.ts';
import type { StripeProvider } from './stripe-provider.ts';

/*
 * Stripe's webhook, the source of truth for money (issue 29, decision 291). The signature is checked by
 * the SDK on the raw body; the event's id is recorded in the same transaction as what it changes, so a
 * second delivery changes nothing; anything that needs a call to Stripe (the charge behind a Checkout
 * Session) is fetched before that transaction. A handler that throws rolls everything back and answers
 * 500, and Stripe delivers the event again later.
 */

export type EventOutcome = 'handled' | 'duplicate' | 'ignored' | 'refused' | 'late' | 'unknown';

/** The fields read from the objects events carry (Checkout Session, PaymentIntent, Charge, Refund). */
interface EventObject {
  id: string;
  object?: string;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  amount_total?: number | null;
  amount_received?: number;
  currency?: string | null;
  payment_intent?: string | { id: string } | null;
  latest_charge?: string | { id: string } | null;
  last_payment_error?: { message?: string; code?: string } | null;
  refunds?: { data?: RefundObject[] } | null;
  status?: string | null;
  failure_reason?: string | null;
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

export function createStripeWebhooks(deps: {
  db: Db;
  stripe: StripeProvider;
  settlement: StripeSettlement;
  sessions: StripeSessions;
  refunds: ProviderRefunds;
}) {
  const { db, stripe, settlement, refunds } = deps;

  async function seen(id: string): Promise<boolean> {
    return (await rows<{ id: string }>(db, sql`select id from payment_events where id = ${id}`)).length > 0;
  }

  async function paymentIdOf(o: EventObject): Promise<string | undefined> {
    const own = o.metadata?.paymentId;
    if (own) return own;
    if (o.object === 'checkout.session') return settlement.paymentOfSession(db, o.id);
    if (o.object === 'payment_intent') return settlement.paymentOfIntent(db, o.id);
    return undefined;
  }

  /** A confirmation with the charge and the method used, asked of Stripe when the event lacks them. */
  async function confirmationOf(type: string, o: EventObject): Promise<ProviderConfirmation | null> {
    const paymentId = await paymentIdOf(o);
    if (!paymentId) return null;
    if (type.startsWith('checkout.session.')) {
      if (o.payment_status !== 'paid') return null;
      const intent = idOf(o.payment_intent);
      const pi = intent ? await stripe.intent(intent) : null;
      return { paymentId, amount: o.amount_total ?? -1, currency: o.currency ?? '', intent, charge: pi?.chargeId ?? null, method: pi?.method ?? null };
    }
    const charge = idOf(o.latest_charge);
    const pi = charge ? null : await stripe.intent(o.id);
    return {
      paymentId,
      amount: o.amount_received ?? -1,
      currency: o.currency ?? '',
      intent: o.id,
      charge: charge ?? pi?.chargeId ?? null,
      method: pi?.method ?? null,
    };
  }

  return {
    /** One delivery: verified, then handled once. Answers what it did (the route answers 200 for all but a forged one). */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ id: string; type: string; outcome: EventOutcome }> {
      let event;
      try {
        event = stripe.verifyEvent(rawBody, signature ?? '');
      } catch {
        return fail('PAYMENT_WEBHOOK_INVALID');
      }
      const { id, type } = event;
      if (await seen(id)) return { id, type, outcome: 'duplicate' };
      const o = event.data.object as unknown as EventObject;
      const confirming = type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded' || type === 'payment_intent.succeeded';
      const confirmation = confirming ? await confirmationOf(type, o) : null;
      const paymentId = confirming ? confirmation?.paymentId : await paymentIdOf(o);

      const outcome = await db.transaction(async (t): Promise<EventOutcome> => {
        const tx = t as unknown as Db;
        const claimed = await rows<{ id: string }>(
          tx,
          sql`insert into payment_events (id, type, outcome) values (${id}, ${type}, 'handled') on conflict (id) do nothing returning id`,
        );
        if (claimed.length === 0) return 'duplicate';
        let result: EventOutcome = 'ignored';
        switch (type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded':
          case 'payment_intent.succeeded': {
            if (!confirmation) {
              result = paymentId === undefined && !o.metadata?.paymentId ? 'unknown' : 'ignored';
              break;
            }
            const done = await settlement.confirm(tx, confirmation);
            result = done === 'paid' ? 'handled' : done === 'already' ? 'ignored' : done;
            break;
          }
          case 'payment_intent.payment_failed':
            result =
              paymentId && (await settlement.attemptFailed(tx, paymentId, o.last_payment_error?.message ?? o.last_payment_error?.code ?? 'payment failed'))
                ? 'handled'
                : 'ignored';
            break;
          case 'checkout.session.expired':
          case 'checkout.session.async_payment_failed':
            result = paymentId && (await settlement.sessionExpired(tx, paymentId)) ? 'handled' : 'ignored';
            break;
          case 'refund.created':
          case 'refund.updated':
          case 'refund.failed':
          case 'charge.refund.updated':
            result = (await refunds.applyEvent(tx, o as RefundObject)) ? 'handled' : 'unknown';
            break;
          case 'charge.refunded': {
            let any = false;
            for (const r of o.refunds?.data ?? []) any = (await refunds.applyEvent(tx, r)) || any;
            result = any ? 'handled' : 'ignored';
            break;
          }
        }
        await tx.execute(sql`update payment_events set outcome = ${result} where id = ${id}`);
        return result;
      });
      // An order paid through one session: its other open sessions end, so nobody pays it twice (decision
      // 401). After the commit (calls to Stripe are never made inside the event's transaction); a failure
      // here leaves them to expire by themselves, and money for them is flagged for the merchant.
      if (outcome === 'handled' && confirming && paymentId) await deps.sessions.supersedeOthersOf(paymentId).catch(() => undefined);
      return { id, type, outcome };
    },
  };
}
export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
