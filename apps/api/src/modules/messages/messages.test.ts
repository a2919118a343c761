import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { LANGS, type Lang } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoMember, placeOrder, takeOrderBody, payBySandbox, stockedSku } from '../../../test/orders-fixture.ts';
import { staffToken } from '../../../test/staff-login.ts';
import { createMessageWorker } from './message-worker.ts';
import { createSmtpTransport } from './message-transports.ts';
import { enqueueMessage } from './messages.service.ts';
import { messageRecipient } from '../members/index.ts';
import { render, TEMPLATES, type MessageEvent, type MessageParams } from './messages.templates.ts';

/*
 * The one outbox (decision 200): each event writes its messages once (retried and concurrent writes),
 * in the member's language; the worker retries a failing SMTP server with back-off and sends once.
 */

let t: TestApp;
let token: string;
let memberId: number;
let skuId: number;

const q = <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql);

beforeAll(async () => {
  // Timers off: the tests drive the worker and the sweep by hand. The hourly caps (decision 381, tested in
  // message-caps.test.ts) are lifted: this file sends one member many messages to test the outbox itself.
  const uncapped = { MESSAGE_CAP_PER_RECIPIENT: '1000', MESSAGE_CAP_UNPROVEN_PER_RECIPIENT: '1000', MESSAGE_CAP_PER_MEMBER: '1000' };
  t = await createTestApp({ env: { MESSAGE_WORKER_INTERVAL_MS: '0', ORDER_SWEEP_INTERVAL_MS: '0', ...uncapped } });
  token = (await demoMember(t)).token;
  const [m] = await q<{ id: number }>(
    `update members set email = 'mei@example.com', notify_email = true, notify_sms = true, message_language = null where phone = '91234567' returning id`,
  );
  memberId = m!.id;
  skuId = await stockedSku(t);
});
afterAll(() => t.close());

const messagesOf = (orderNo: string) =>
  q<{ event: string; channel: string; language: string; subject: string; body_text: string; body_html: string | null; status: string }>(
    `select m.event, m.channel, m.language, m.subject, m.body_text, m.body_html, m.status from messages m join orders o on o.id = m.order_id
     where o.order_no = '${orderNo}' order by m.id`,
  );

/** An order's facts every order message carries. */
const O = { orderNo: 'JH1', total: 123450, shopName: 'CWB' };

/** Sample parameters of every event, for the template checks. */
const VIEWING = {
  code: 'V12345678',
  shopName: 'Tsim Sha Tsui Flagship',
  startsAt: '2026-11-27T07:00:00Z',
  pieces: 'Jade bangle (JB-001)\nDiamond ring (DR-002)',
  manageUrl: 'https://shop.example/viewing/V12345678?t=abc',
  icsUrl: 'https://shop.example/api/viewings/V12345678.ics?t=abc',
};
const SAMPLES: { [E in MessageEvent]: MessageParams[E] } = {
  order_placed: { ...O, w: { key: 'await_online_or_shop', payBy: '2026-11-27T02:30:00Z', paidWith: null } },
  order_reserved: { ...O, w: { key: 'pay_at_shop', payBy: '2026-12-04T02:30:00Z', paidWith: null } },
  order_paid: { ...O, w: { key: 'paid', payBy: null, paidWith: 'stripe' } },
  order_ready: {
    ...O,
    w: { key: 'ready_pay_at_shop', payBy: '2026-12-04T02:30:00Z', paidWith: null },
    openingHours: '10:00–20:00',
    pickupBy: '2026-12-04T02:30:00Z',
    collectionCode: '482913',
  },
  order_shipped: { ...O, w: { key: 'shipped_paid', payBy: null, paidWith: 'sandbox_card' }, trackingNo: 'SF123456' },
  order_completed: { ...O, w: { key: 'completed_paid', payBy: null, paidWith: 'octopus' }, points: 1234 },
  order_refunded: { ...O, w: { key: 'refunded', payBy: null, paidWith: 'stripe' }, amount: 5000, points: 50 },
  order_cancelled: { ...O, w: { key: 'cancelled_unpaid', payBy: null, paidWith: null } },
  order_expired: { ...O, w: { key: 'expired_pay_at_shop', payBy: null, paidWith: null } },
  redemption_placed: { redemptionNo: 'RD1', goodsName: 'Pearl', points: 800, shopName: 'CWB' },
  redemption_ready: { redemptionNo: 'RD1', goodsName: 'Pearl', shopName: 'CWB', openingHours: '10:00–20:00', collectionCode: '551177' },
  redemption_collected: { redemptionNo: 'RD1', goodsName: 'Pearl' },
  verify_code: { code: '123456', minutes: 10 },
  password_reset: { password: 'Abc123def4' },
  counter_receipt: {
    kind: 'order',
    number: 'JH1',
    items: 'Pearl × 1',
    at: '2026-11-27T02:30:00Z',
    shopName: 'CWB',
    amountTaken: 123450,
    method: 'octopus',
    total: 123450,
    pointsSpent: 0,
  },
  till_receipt: {
    orderNo: 'JH2',
    at: '2026-11-27T02:30:00Z',
    shopName: 'CWB',
    shopCode: 'CWB',
    shopAddress: '1 Causeway Road',
    shopPhone: '2890 1234',
    lines: [
      {
        title: { zh_HK: '足金吊墜', zh_CN: '足金吊坠', en: 'Gold pendant' },
        num: 1,
        totalPayPrice: 523400,
        weight: {
          metal: 'gold9999',
          weightMg: 3750,
          makingMode: 'fixed',
          makingCents: 30000,
          rateId: 1,
          rateCents: 2350000,
          rateAt: '2026-11-27T01:00:00Z',
          metalCents: 493400,
          makingChargeCents: 30000,
        },
      },
    ],
    totalDiscountValue: 0,
    total: 523400,
    payments: [
      { method: 'cash', amount: 261700 },
      { method: 'card_terminal', amount: 261700 },
    ],
    change: 300,
    pointsEarned: 5234,
  },
  viewing_booked: VIEWING,
  viewing_reminder: VIEWING,
  viewing_cancelled: VIEWING,
};

describe('templates', () => {
  it('every event has a subject, text and SMS in the three languages, carrying its facts', () => {
    for (const event of Object.keys(TEMPLATES) as MessageEvent[]) {
      const texts = new Set<string>();
      for (const lang of LANGS) {
        const r = render(event, lang, SAMPLES[event] as never);
        expect(r.subject, `${event} ${lang}`).not.toBe('');
        expect(r.lines.length, `${event} ${lang}`).toBeGreaterThan(0);
        expect(r.sms.length, `${event} ${lang}`).toBeLessThanOrEqual(140);
        const all = [r.subject, ...r.lines, r.sms].join('\n');
        for (const v of ['orderNo', 'redemptionNo', 'code', 'trackingNo', 'collectionCode', 'password'] as const) {
          const value = (SAMPLES[event] as Record<string, unknown>)[v];
          if (typeof value === 'string') expect(all, `${event} ${lang} ${v}`).toContain(value);
        }
        texts.add(all);
      }
      expect(texts.size, event).toBe(3);
    }
  });

  it('says the amounts, deadlines (Hong Kong time) and codes as each language writes them', () => {
    const placed = (lang: Lang) => render('order_placed', lang, SAMPLES.order_placed);
    expect(placed('zh_HK').lines.join('')).toContain('HK$1,234.50');
    // 02:30 UTC is 10:30 in Hong Kong.
    expect(placed('zh_HK').lines[1]).toContain('10:30');
    expect(placed('en').lines[1]).toMatch(/27 Nov 2026.*10:30/);
    expect(render('order_ready', 'zh_HK', SAMPLES.order_ready).lines).toContain('取貨碼：482913');
    expect(render('order_ready', 'zh_CN', SAMPLES.order_ready).lines).toContain('取货码：482913');
    expect(render('order_ready', 'en', SAMPLES.order_ready).lines).toContain('Collection code: 482913');
    // Without a code (orders without collection codes yet) the line is left out, not shown empty.
    const noCode = render('order_ready', 'en', { ...SAMPLES.order_ready, collectionCode: null });
    expect(noCode.lines.join('\n')).not.toContain('Collection code');
    expect(render('order_shipped', 'zh_HK', SAMPLES.order_shipped).sms).toContain('運單號碼 SF123456');
    expect(render('order_completed', 'zh_CN', SAMPLES.order_completed).lines).toContain('本次获得积分：1234');
    // A shop name given in three languages is written in the message's.
    expect(
      render('order_ready', 'zh_CN', { ...SAMPLES.order_ready, shopName: { zh_HK: '銅鑼灣店', zh_CN: '铜锣湾店', en: 'Causeway Bay' } }).lines[0],
    ).toContain('铜锣湾店');
  });
});

describe('each event is written once', () => {
  it('order placed: one e-mail and one SMS, in the order language, however often the same key is retried', async () => {
    const preview = (await t.call('app/page/order/preview', { skuList: [{ skuId, num: 1 }], giftSkuList: [] }, { token })).body.data;
    const body = takeOrderBody('msg-retry-1', [{ skuId, num: 1 }], preview, { pickupStoreCode: 'CWB' });
    const first = await t.call('app/page/order/takeOrder', body, { token });
    expect(first.status).toBe(200);
    // A retried write and concurrent retries of the same key.
    const again = await Promise.all([1, 2, 3].map(() => t.call('app/page/order/takeOrder', body, { token })));
    for (const a of again) expect(a.body.data.order.orderNo).toBe(first.body.data.order.orderNo);
    const rows = await messagesOf(first.body.data.order.orderNo);
    expect(rows.map((r) => `${r.event}/${r.channel}/${r.language}/${r.status}`)).toEqual(['order_placed/email/en/pending', 'order_placed/sms/en/pending']);
    expect(rows[0]!.subject).toBe(`Order ${first.body.data.order.orderNo} received`);
    expect(rows[0]!.body_html).toContain('<p>Thank you!');
  });

  it('concurrent callers of one event write one row per channel', async () => {
    const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
    const [o] = await q<{ id: number }>(`select id from orders where order_no = '${orderNo}'`);
    const written = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        t.database.db.transaction(async (tx) =>
          enqueueMessage(tx as unknown as Db, {
            event: 'order_cancelled',
            to: await messageRecipient(tx as unknown as Db, memberId),
            orderId: o!.id,
            params: { orderNo, total: 0, shopName: '', w: { key: 'cancelled_unpaid', payBy: null, paidWith: null } },
          }),
        ),
      ),
    );
    expect(written.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await messagesOf(orderNo)).filter((r) => r.event === 'order_cancelled')).toHaveLength(2);
  });

  it("uses the member's chosen language and channels over the order's", async () => {
    const set = await t.call(
      'app/page/user/pageUpdateUserInfo',
      {
        appellation: 'Ms',
        firstName: 'Mei',
        lastName: 'Chan',
        gender: 'F',
        birthMonth: 3,
        email: 'mei@example.com',
        notifyEmail: true,
        notifySms: false,
        messageLanguage: 'zh_CN',
      },
      { token },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.user).toMatchObject({ notifyEmail: true, notifySms: false, messageLanguage: 'zh_CN' });
    const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
    const rows = await messagesOf(orderNo);
    expect(rows.map((r) => `${r.channel}/${r.language}`)).toEqual(['email/zh_CN']);
    expect(rows[0]!.subject).toBe(`订单 ${orderNo} 已收到`);
    await q(`update members set notify_sms = true, message_language = null where id = ${memberId}`);
  });

  it('paid, cancelled and expired orders tell the member once each', async () => {
    const paid = await placeOrder(t, token, [{ skuId, num: 1 }]);
    await payBySandbox(t, token, paid);
    expect((await messagesOf(paid)).map((r) => r.event)).toEqual(['order_placed', 'order_placed', 'order_paid', 'order_paid']);

    const cancelled = await placeOrder(t, token, [{ skuId, num: 1 }]);
    expect((await t.call('app/page/order/cancelOrder', { orderNo: cancelled }, { token })).status).toBe(200);
    expect((await t.call('app/page/order/cancelOrder', { orderNo: cancelled }, { token })).status).toBe(409);
    expect((await messagesOf(cancelled)).filter((r) => r.event === 'order_cancelled')).toHaveLength(2);

    const expired = await placeOrder(t, token, [{ skuId, num: 1 }]);
    const later = new Date(Date.now() + 24 * 3_600_000);
    await Promise.all([t.services.orders.expireDue(later), t.services.orders.expireDue(later)]);
    expect((await messagesOf(expired)).filter((r) => r.event === 'order_expired')).toHaveLength(2);
  });
});

describe('the worker', () => {
  it('retries a failing SMTP server with back-off, then sends the order message once, as HTML and text', async () => {
    let rejecting = 2;
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (rejecting > 0) {
            rejecting--;
            return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          }
          received.push(Buffer.concat(chunks).toString());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as { port: number }).port;
    try {
      // Only this test's order waits: earlier tests' mail is sent out of the way first by hand.
      await q(`update messages set status = 'sent' where status = 'pending'`);
      const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
      let clock = new Date();
      const worker = createMessageWorker({
        db: t.database.db,
        mail: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Jade Harbour <shop@jadeharbour.example>'),
        now: () => clock,
        options: { baseDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 5 },
      });
      try {
        expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
        let [m] = await q<{ status: string; attempts: number; next_attempt_at: Date; last_error: string }>(
          `select m.status, m.attempts, m.next_attempt_at, m.last_error from messages m join orders o on o.id = m.order_id where o.order_no = '${orderNo}' and channel = 'email'`,
        );
        expect(m).toMatchObject({ status: 'pending', attempts: 1 });
        expect(m!.last_error).toContain('451');
        expect(new Date(m!.next_attempt_at).getTime() - clock.getTime()).toBe(60_000);
        // Not due yet: nothing is claimed.
        expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
        clock = new Date(clock.getTime() + 60_000);
        expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
        [m] = await q(
          `select m.status, m.attempts, m.next_attempt_at, m.last_error from messages m join orders o on o.id = m.order_id where o.order_no = '${orderNo}' and channel = 'email'`,
        );
        // The second wait is twice the first.
        expect(new Date(m!.next_attempt_at).getTime() - clock.getTime()).toBe(120_000);
        clock = new Date(clock.getTime() + 120_000);
        // Two workers at once (two processes): the message is claimed by one of them only.
        const rounds = await Promise.all([worker.runOnce(), worker.runOnce()]);
        expect(rounds.reduce((a, r) => a + r.sent, 0)).toBe(1);
        clock = new Date(clock.getTime() + 3_600_000);
        expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
        expect(received).toHaveLength(1);
        const raw = received[0]!;
        expect(raw).toContain(`Subject: Order ${orderNo} received`);
        expect(raw).toContain('To: mei@example.com');
        expect(raw).toMatch(/Content-Type: text\/plain/i);
        expect(raw).toMatch(/Content-Type: text\/html/i);
        expect(raw).toContain(orderNo);
        [m] = await q(`select m.status, m.attempts from messages m join orders o on o.id = m.order_id where o.order_no = '${orderNo}' and channel = 'email'`);
        expect(m).toMatchObject({ status: 'sent', attempts: 3 });
      } finally {
        worker.close();
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('gives up after the last attempt; the back office sees it failed and resends it (role 6 only)', async () => {
    const orderNo = await placeOrder(t, token, [{ skuId, num: 1 }]);
    const clock = new Date();
    const failing = createMessageWorker({
      db: t.database.db,
      mail: {
        name: 'smtp',
        send: async () => {
          throw new Error('connection refused');
        },
      },
      now: () => clock,
      options: { maxAttempts: 1 },
    });
    await q(`update messages set status = 'sent' where status = 'pending' and order_id <> (select id from orders where order_no = '${orderNo}')`);
    expect((await failing.runOnce()).failed).toBe(1);
    const admin = await staffToken(t, 6);
    const list = await t.call('app/backOffice/orders/messages', { orderNo }, { token: admin });
    expect(list.status).toBe(200);
    const email = list.body.data.list.find((m: { channel: string }) => m.channel === 'email');
    const sms = list.body.data.list.find((m: { channel: string }) => m.channel === 'sms');
    expect(email).toMatchObject({ event: 'order_placed', status: 'failed', attempts: 1, lastError: 'connection refused', toAddress: 'mei@example.com' });
    // Without an SMS provider the SMS waits in the outbox; staff see the phone masked.
    expect(sms).toMatchObject({ status: 'pending', toAddress: '+852 ••••4567' });
    expect((await t.call('app/backOffice/orders/resendMessage', { orderNo, messageId: email.id }, { token: await staffToken(t, 2) })).status).toBe(403);
    expect((await t.call('app/backOffice/orders/resendMessage', { orderNo, messageId: sms.id }, { token: admin })).body.errorCode).toBe(85001);
    const resent = await t.call('app/backOffice/orders/resendMessage', { orderNo, messageId: email.id }, { token: admin });
    expect(resent.body.data.list.find((m: { id: number }) => m.id === email.id)).toMatchObject({ status: 'pending', attempts: 0 });
    const ok = createMessageWorker({ db: t.database.db, mail: { name: 'smtp', send: async () => {} }, now: () => new Date(Date.now() + 1000) });
    expect((await ok.runOnce()).sent).toBe(1);
  });
});
