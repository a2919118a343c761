import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A local HTTP server that answers the calls our Stripe provider makes the way Stripe's documented API
 * does (https://docs.stripe.com/api): create, retrieve and expire Checkout Sessions, retrieve PaymentIntents
 * (with `expand[]=latest_charge`), create Refunds, list Balance Transactions (with `created[gte|lt]`,
 * `limit`, `starting_after` pagination), idempotency keys replaying the first answer, and errors in
 * Stripe's `{ error: { type, code, message } }` shape. It also plays Stripe's hosted Checkout page (a
 * "pay" and a "cancel" button) and sends the webhooks Stripe would, signed with the SDK's own
 * `generateTestHeaderString`. The official SDK is pointed at it with its host/port/protocol options;
 * nothing in our code path is replaced. Every request is recorded for the tests to check.
 *
 * Used by the API tests (in-process) and by the e2e journey (e2e/tests/stripe-payment.spec.ts).
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

type Obj = Record<string, any>;

export interface FakeStripe {
  url: string;
  port: number;
  requests: FakeStripeRequest[];
  sessions: Map<string, Obj>;
  intents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  balanceTransactions: Obj[];
  /** Where webhooks go; set after the app's address is known. */
  webhookUrl: string | undefined;
  /** Instead of POSTing to webhookUrl (API tests hand events to `app.inject`): answers the HTTP status. */
  transport: ((payload: string, header: string) => Promise<number>) | undefined;
  /** The next refund call answers this Stripe error (a refusal). */
  refuseNextRefund: { status: number; type: string; code: string; message: string } | undefined;
  /** The next refund call is answered this late (after it was done): the SDK times out and retries with the same key. */
  delayNextRefundMs: number;
  /** Refunds turn succeeded (refund.updated sent) this long after creation; undefined = only by `settleRefund`. */
  autoSettleRefundsMs: number | undefined;
  /** The hosted page's next "pay" is declined (payment_intent.payment_failed) instead. */
  declineNextPayment: boolean;
  /** The next this-many expire calls answer 500 (Stripe unreachable for them; the SDK retries twice). */
  failExpires: number;
  /** Webhooks sent after an answer (checkout.session.expired after an expire), for a test to await. */
  later: Promise<number>[];
  /** An event signed like Stripe's: the body and its Stripe-Signature header. */
  signed(type: string, object: Obj, opts?: { id?: string; secret?: string }): { id: string; payload: string; header: string };
  /** Signs and POSTs an event to webhookUrl; answers the HTTP status. */
  deliver(type: string, object: Obj, opts?: { id?: string }): Promise<number>;
  /** What the hosted page does on "pay": the session completes, a PaymentIntent and charge exist; answers the events (not sent). */
  completeSession(sessionId: string, opts?: { amount?: number; currency?: string }): { completed: Obj; intent: Obj };
  /** Pays through the hosted page's path and sends both webhooks (checkout.session.completed, payment_intent.succeeded). */
  pay(sessionId: string): Promise<void>;
  /** A refund reaches its final state and refund.updated is sent. */
  settleRefund(refundId: string, status?: 'succeeded' | 'failed', failureReason?: string): Promise<number>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

/** application/x-www-form-urlencoded in Stripe's bracket notation (`a[b][0][c]=v`) to nested objects. */
function parseForm(text: string): Record<string, unknown> {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let at: Obj = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) {
        if (p === '') (at as unknown as unknown[]).push?.(value);
        else at[p] = value;
      } else {
        at[p] ??= parts[i + 1] === '' ? [] : {};
        at = at[p];
      }
    });
  }
  return out;
}

const stripeError = (status: number, type: string, code: string, message: string) => ({ status, body: { error: { type, code, message } } });

export async function startFakeStripe(opts: { webhookSecret: string; port?: number; webhookUrl?: string }): Promise<FakeStripe> {
  const sdk = new Stripe('sk_test_fake_signer');
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const fake: FakeStripe = {
    url: '',
    port: 0,
    requests: [],
    sessions: new Map(),
    intents: new Map(),
    refunds: new Map(),
    balanceTransactions: [],
    webhookUrl: opts.webhookUrl,
    transport: undefined,
    refuseNextRefund: undefined,
    delayNextRefundMs: 0,
    autoSettleRefundsMs: undefined,
    declineNextPayment: false,
    failExpires: 0,
    later: [],

    signed(type, object, o = {}) {
      const eventId = o.id ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      return { id: eventId, payload, header: sdk.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? opts.webhookSecret }) };
    },

    async deliver(type, object, o = {}) {
      const ev = fake.signed(type, object, o);
      if (fake.transport) return fake.transport(ev.payload, ev.header);
      if (!fake.webhookUrl) throw new Error('fake stripe: no webhookUrl');
      // Stripe posts JSON with a charset, as here.
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': ev.header },
        body: ev.payload,
      });
      await res.arrayBuffer();
      return res.status;
    },

    completeSession(sessionId, o = {}) {
      const s = fake.sessions.get(sessionId);
      if (!s) throw new Error(`fake stripe: no session ${sessionId}`);
      const amount = o.amount ?? s.amount_total;
      const currency = o.currency ?? s.currency;
      const chargeId = id('ch');
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency,
        status: 'succeeded',
        metadata: { ...s.metadata },
        payment_method_types: ['card', 'alipay', 'wechat_pay'],
        latest_charge: chargeId,
        created: now(),
        last_payment_error: null,
      };
      fake.intents.set(intent.id, {
        ...intent,
        charge: {
          id: chargeId,
          object: 'charge',
          amount,
          currency,
          payment_intent: intent.id,
          payment_method_details: { type: 'card' },
          refunds: { object: 'list', data: [] },
        },
      });
      fake.balanceTransactions.push({
        id: id('txn'),
        object: 'balance_transaction',
        amount,
        currency,
        fee: Math.round(amount * 0.034) + 235,
        net: amount - (Math.round(amount * 0.034) + 235),
        type: 'charge',
        source: chargeId,
        created: now(),
        status: 'pending',
        reporting_category: 'charge',
      });
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, amount_total: amount, currency });
      return { completed: { ...s }, intent };
    },

    async pay(sessionId) {
      const { completed, intent } = fake.completeSession(sessionId);
      await fake.deliver('checkout.session.completed', completed);
      await fake.deliver('payment_intent.succeeded', intent);
    },

    async settleRefund(refundId, status = 'succeeded', failureReason) {
      const r = fake.refunds.get(refundId);
      if (!r) throw new Error(`fake stripe: no refund ${refundId}`);
      r.status = status;
      if (status === 'failed') {
        r.failure_reason = failureReason ?? 'expired_or_canceled_card';
        // Stripe gives the money back to the balance when a refund fails.
        fake.balanceTransactions.push({
          id: id('txn'),
          object: 'balance_transaction',
          amount: r.amount,
          currency: r.currency,
          fee: 0,
          net: r.amount,
          type: 'refund_failure',
          source: r.id,
          created: now(),
          status: 'available',
          reporting_category: 'refund_failure',
        });
      }
      return fake.deliver(status === 'failed' ? 'refund.failed' : 'refund.updated', { ...r });
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function answer(req: http.IncomingMessage, raw: string): Promise<{ status: number; body: unknown; html?: string; redirect?: string }> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    // The hosted Checkout page: what the shopper sees at session.url.
    const page = /^\/pay\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (page) {
      const s = fake.sessions.get(page[1]!);
      if (!s) return { status: 404, body: {}, html: '<p>No such checkout session</p>' };
      if (method === 'GET') {
        const amount = (s.amount_total / 100).toFixed(2);
        return {
          status: 200,
          body: {},
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body><main>
<h1>Stripe test checkout</h1><p data-testid="stripe-amount">HK$${amount}</p><p>${s.metadata?.orderNo ?? ''}</p>
<form method="post" action="/pay/${s.id}/confirm"><button type="submit">Pay HK$${amount}</button></form>
<form method="post" action="/pay/${s.id}/cancel"><button type="submit">Back to the shop</button></form></main></body></html>`,
        };
      }
      if (page[2] === 'cancel') return { status: 303, body: {}, redirect: s.cancel_url };
      if (s.status === 'expired') return { status: 410, body: {}, html: '<p>This checkout session has expired.</p>' };
      if (fake.declineNextPayment) {
        fake.declineNextPayment = false;
        const pi = {
          id: id('pi'),
          object: 'payment_intent',
          amount: s.amount_total,
          amount_received: 0,
          currency: s.currency,
          status: 'requires_payment_method',
          metadata: { ...s.metadata },
          latest_charge: null,
          payment_method_types: ['card'],
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
        };
        fake.intents.set(pi.id, pi);
        await fake.deliver('payment_intent.payment_failed', pi);
        return { status: 303, body: {}, redirect: s.cancel_url };
      }
      if (s.payment_status !== 'paid') await fake.pay(s.id);
      return { status: 303, body: {}, redirect: s.success_url };
    }

    if (!req.headers.authorization?.startsWith('Bearer sk_')) return stripeError(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.');
    const body = method === 'POST' ? parseForm(raw) : Object.fromEntries(url.searchParams);

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const b = body as Obj;
      const item = b.line_items?.[0] ?? b.line_items?.['0'];
      const amount = Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1);
      if (!Number.isInteger(amount) || amount <= 0)
        return stripeError(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid integer: line_items[0][price_data][unit_amount]');
      if (!b.success_url) return stripeError(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: success_url.');
      const sid = id('cs');
      const s = {
        id: sid,
        object: 'checkout.session',
        mode: b.mode,
        amount_total: amount,
        currency: String(b.currency ?? item?.price_data?.currency ?? 'hkd'),
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: b.client_reference_id ?? null,
        metadata: b.metadata ?? {},
        allowed_payment_method_types: b.allowed_payment_method_types ?? null,
        expires_at: Number(b.expires_at ?? now() + 86400),
        success_url: b.success_url,
        cancel_url: b.cancel_url,
        url: `${fake.url}/pay/${sid}`,
        created: now(),
        livemode: false,
      };
      fake.sessions.set(sid, s);
      return { status: 200, body: s };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const s = fake.sessions.get(session[1]!);
      return s ? { status: 200, body: s } : stripeError(404, 'invalid_request_error', 'resource_missing', `No such checkout.session: '${session[1]}'`);
    }
    // Expiring a session (https://docs.stripe.com/api/checkout/sessions/expire): only an open one; Stripe
    // then sends checkout.session.expired.
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      if (fake.failExpires > 0) {
        fake.failExpires--;
        return stripeError(500, 'api_error', 'internal', 'An unknown error occurred.');
      }
      const s = fake.sessions.get(expire[1]!);
      if (!s) return stripeError(404, 'invalid_request_error', 'resource_missing', `No such checkout.session: '${expire[1]}'`);
      if (s.status !== 'open') {
        return stripeError(400, 'invalid_request_error', 'checkout_session_not_open', `Only Checkout Sessions with a status in ["open"] can be expired.`);
      }
      Object.assign(s, { status: 'expired', url: null });
      if (fake.webhookUrl || fake.transport) {
        const event = { ...s };
        fake.later.push(new Promise((r) => setTimeout(r, 5)).then(() => fake.deliver('checkout.session.expired', event).catch(() => 0)));
      }
      return { status: 200, body: s };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) {
      const pi = fake.intents.get(intent[1]!);
      if (!pi) return stripeError(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${intent[1]}'`);
      const { charge, ...rest } = pi;
      const expand = [...url.searchParams.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
      return { status: 200, body: expand.includes('latest_charge') && charge ? { ...rest, latest_charge: charge } : rest };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const b = body as Obj;
      if (fake.refuseNextRefund) {
        const e = fake.refuseNextRefund;
        fake.refuseNextRefund = undefined;
        return stripeError(e.status, e.type, e.code, e.message);
      }
      const pi = fake.intents.get(String(b.payment_intent));
      if (!pi) return stripeError(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${b.payment_intent}'`);
      const refunded = [...fake.refunds.values()].filter((r) => r.payment_intent === pi.id && r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
      const amount = b.amount === undefined ? pi.amount_received - refunded : Number(b.amount);
      if (amount + refunded > pi.amount_received) {
        return stripeError(
          400,
          'invalid_request_error',
          'amount_too_large',
          `Refund amount (HK$${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (HK$${((pi.amount_received - refunded) / 100).toFixed(2)})`,
        );
      }
      const r = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: pi.currency,
        payment_intent: pi.id,
        charge: pi.latest_charge,
        status: 'pending',
        failure_reason: null,
        metadata: b.metadata ?? {},
        created: now(),
      };
      fake.refunds.set(r.id, r);
      fake.balanceTransactions.push({
        id: id('txn'),
        object: 'balance_transaction',
        amount: -amount,
        currency: pi.currency,
        fee: 0,
        net: -amount,
        type: 'refund',
        source: r.id,
        created: now(),
        status: 'pending',
        reporting_category: 'refund',
      });
      if (fake.autoSettleRefundsMs !== undefined) setTimeout(() => void fake.settleRefund(r.id).catch(() => undefined), fake.autoSettleRefundsMs);
      return { status: 200, body: r };
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      const gte = Number(url.searchParams.get('created[gte]') ?? 0);
      const lt = Number(url.searchParams.get('created[lt]') ?? Number.MAX_SAFE_INTEGER);
      const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10));
      const after = url.searchParams.get('starting_after');
      // Newest first, as Stripe lists them.
      let list = fake.balanceTransactions.filter((t) => t.created >= gte && t.created < lt).reverse();
      if (after) list = list.slice(list.findIndex((t) => t.id === after) + 1);
      return { status: 200, body: { object: 'list', url: '/v1/balance_transactions', has_more: list.length > limit, data: list.slice(0, limit) } };
    }
    return stripeError(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (path.startsWith('/v1/')) {
        fake.requests.push({
          method: req.method ?? 'GET',
          path,
          idempotencyKey,
          body: req.method === 'POST' ? parseForm(raw) : {},
          authorization: req.headers.authorization,
        });
      }
      const send = (a: { status: number; body: unknown; html?: string; redirect?: string }, replayed: boolean) => {
        if (res.destroyed) return;
        if (a.redirect) {
          res.writeHead(303, { location: a.redirect }).end();
          return;
        }
        if (a.html !== undefined) {
          res.writeHead(a.status, { 'content-type': 'text/html; charset=utf-8' }).end(a.html);
          return;
        }
        res
          .writeHead(a.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) })
          .end(JSON.stringify(a.body));
      };
      // Stripe keeps the first answer of an idempotency key and replays it (same path) for 24 hours.
      const stored = idempotencyKey && req.method === 'POST' ? idempotent.get(`${path} ${idempotencyKey}`) : undefined;
      if (stored) return send(stored, true);
      answer(req, raw).then(
        (a) => {
          if (idempotencyKey && req.method === 'POST' && a.status < 500) idempotent.set(`${path} ${idempotencyKey}`, a);
          const delay = path === '/v1/refunds' && a.status === 200 ? fake.delayNextRefundMs : 0;
          if (delay) {
            fake.delayNextRefundMs = 0;
            setTimeout(() => send(a, false), delay);
          } else send(a, false);
        },
        (err: unknown) => send({ status: 500, body: { error: { type: 'api_error', message: String(err) } } }, false),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  return fake;
}
