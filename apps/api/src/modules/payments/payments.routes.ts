import { boReconciliation, boReconciliationCsv } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { PaymentsService } from './payments.service.ts';

/** Stripe's webhook (a plain HTTP route: its signature is over the raw body) and the reconciliation calls. */
export function registerPaymentsRoutes({ router, http, services }: ModuleDeps<{ payments: PaymentsService }>) {
  const payments = services.payments;
  router.call(boReconciliation, ({ date }) => payments.reconciliation.day(date));
  router.call(boReconciliationCsv, ({ date }) => payments.reconciliation.csv(date));

  const webhooks = payments.webhooks;
  // No provider configured: no webhook route at all.
  if (!webhooks) return;
  void http.register(async (scope) => {
    // The SDK verifies the signature over the exact bytes Stripe sent: keep the body unparsed here.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    scope.post<{ Body: Buffer }>('/payments/stripe/webhook', async (request) => {
      const sig = request.headers['stripe-signature'];
      const result = await webhooks.receive(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof sig === 'string' ? sig : undefined);
      return { received: true, outcome: result.outcome };
    });
  });
}
