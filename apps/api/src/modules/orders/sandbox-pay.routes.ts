import { formatAmount, type Lang } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import { requestLang } from '../../lib/request-lang.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { OrdersService } from './orders.service.ts';
import type { SandboxCallback } from './payment-providers.ts';

/*
 * The sandbox card provider, served by our own process so nothing leaves the machine: its payment page
 * (GET /sandbox-pay/:id), the customer's confirm / cancel (form POSTs), the signed server-to-server
 * notification it sends us (POST /payments/sandbox/notify), and the signed redirect back to
 * /orderPayment. Only the notification changes an order; the redirect merely brings the customer back.
 */

const TEXT: Record<Lang, Record<'title' | 'note' | 'order' | 'amount' | 'card' | 'pay' | 'cancel' | 'done', string>> = {
  zh_HK: {
    title: '沙盒信用卡付款',
    note: '這是測試付款頁面，不會收取任何費用。',
    order: '訂單編號',
    amount: '付款金額',
    card: '測試卡號',
    pay: '確認付款',
    cancel: '取消付款',
    done: '此付款已完成。',
  },
  zh_CN: {
    title: '沙盒信用卡付款',
    note: '这是测试付款页面，不会收取任何费用。',
    order: '订单编号',
    amount: '付款金额',
    card: '测试卡号',
    pay: '确认付款',
    cancel: '取消付款',
    done: '此付款已完成。',
  },
  en: {
    title: 'Sandbox card payment',
    note: 'This is a test payment page; nothing is charged.',
    order: 'Order number',
    amount: 'Amount',
    card: 'Test card',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    done: 'This payment is already closed.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PAYMENT_ID = /^[0-9a-f]{24}$/;

/**
 * The payment the sandbox may show or settle: a sandbox card payment only (issue 38, decision 392). Beside
 * Stripe (a development start) a Stripe payment's id must not be confirmed here, unauthenticated.
 */
async function sandboxPayment(orders: OrdersService, id: string) {
  const p = PAYMENT_ID.test(id) ? await orders.paymentInfo(id) : undefined;
  return p && p.provider === 'sandbox_card' ? p : undefined;
}

function page(lang: Lang, body: string): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : lang === 'zh_CN' ? 'zh-CN' : 'zh-HK'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f9;color:#1b1d2a;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px rgba(0,5,62,.08)}
h1{font-size:1.3rem;margin:0 0 4px;color:#00053e}.note{color:#555;font-size:.9rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#555}dd{margin:0;font-weight:600}
.row{display:flex;gap:12px}button{flex:1;padding:12px;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid #00053e}
.pay{background:#00053e;color:#fff}.cancel{background:#fff;color:#00053e}form{flex:1;display:flex}
</style></head><body><main>${body}</main></body></html>`;
}

export function registerSandboxPayRoutes({ http, services }: ModuleDeps<{ orders: OrdersService }>) {
  const orders = services.orders;
  const provider = orders.providers.sandbox_card;
  // Not configured (a production start, decision 182): no page, no confirm, no notification route.
  if (!provider) return;

  http.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/sandbox-pay/:id', async (request, reply) => {
    // The shop passes its interface language (?lang=); else the browser's.
    const lang: Lang = requestLang({
      search: new URLSearchParams(request.query.lang === undefined ? {} : { lang: request.query.lang }),
      headers: request.headers,
    });
    const t = TEXT[lang];
    const p = await sandboxPayment(orders, request.params.id);
    if (!p) throw new AppError('PAYMENT_NOT_FOUND');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (p.status !== 'pending') return page(lang, `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.done)}</p>`);
    const action = (o: string) => `/sandbox-pay/${p.id}/${o}`;
    return page(
      lang,
      `<h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.note)}</p>
<dl><dt>${escapeHtml(t.order)}</dt><dd data-testid="sandbox-order">${escapeHtml(p.orderNo)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(formatAmount(p.amount, undefined, 'total'))}</dd>
<dt>${escapeHtml(t.card)}</dt><dd>4242 4242 4242 4242</dd></dl>
<div class="row"><form method="post" action="${action('cancel')}"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>
<form method="post" action="${action('confirm')}"><button class="pay" type="submit">${escapeHtml(t.pay)}</button></form></div>`,
    );
  });

  // The confirm / cancel forms post an empty urlencoded body; this scope accepts it.
  void http.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { id: string; outcome: string } }>('/sandbox-pay/:id/:outcome', async (request, reply) => {
      const { id, outcome } = request.params;
      if (!PAYMENT_ID.test(id) || (outcome !== 'confirm' && outcome !== 'cancel')) throw new AppError('PAYMENT_NOT_FOUND');
      // Only a pending sandbox payment: a closed one, or another provider's, is not the sandbox's to settle.
      const p = await sandboxPayment(orders, id);
      if (!p || p.status !== 'pending') throw new AppError('PAYMENT_NOT_FOUND');
      const fields: SandboxCallback = { paymentId: id, outcome: outcome === 'confirm' ? 'succeeded' : 'cancelled', amount: p.amount, ts: Date.now() };
      const sig = provider.sign(fields);
      // The provider notifies the merchant server to server; here that is our own process.
      await http.inject({ method: 'POST', url: '/payments/sandbox/notify', payload: { ...fields, sig } });
      const back = new URLSearchParams({ orderNo: p.orderNo, paymentId: id, outcome: fields.outcome, ts: String(fields.ts), sig });
      return reply.redirect(`/orderPayment?${back.toString()}`, 303);
    });
  });

  http.post<{ Body: unknown }>('/payments/sandbox/notify', async (request) => {
    const b = (request.body ?? {}) as Partial<SandboxCallback & { sig: string }>;
    const fields: SandboxCallback = {
      paymentId: typeof b.paymentId === 'string' ? b.paymentId : '',
      outcome: b.outcome === 'succeeded' ? 'succeeded' : 'cancelled',
      amount: Number(b.amount),
      ts: Number(b.ts),
    };
    if (b.outcome !== 'succeeded' && b.outcome !== 'cancelled') throw new AppError('PAYMENT_SIGNATURE_INVALID');
    if (typeof b.sig !== 'string' || !provider.verify(fields, b.sig)) throw new AppError('PAYMENT_SIGNATURE_INVALID');
    if (!(await sandboxPayment(orders, fields.paymentId))) throw new AppError('PAYMENT_NOT_FOUND');
    const result = await orders.settlePayment(fields.paymentId, fields.outcome, fields.amount);
    return { data: result };
  });
}
