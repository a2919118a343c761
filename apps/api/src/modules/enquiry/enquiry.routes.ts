import { ENQUIRY, sendCustomerQueryEmail } from '@shop/contract';
import { addressKey } from '../../lib/address-key.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { shopEmails } from '../shops/index.ts';
import { createMailSender, listOutbox } from './mail-sender.ts';
import { createEnquiryService, ENQUIRY_PER_ADDRESS } from './enquiry.service.ts';

export function registerEnquiryRoutes({ router, http, db, config, services }: ModuleDeps) {
  const service = createEnquiryService({
    sender: createMailSender(db),
    allowedRecipients: () => shopEmails(db, config.merchantCode),
    defaultRecipient: config.enquiryTo,
    // The app's counters: in memory for one process, shared in the database by several (decision 123).
    limiter: new RateLimiter('enquiry', { max: ENQUIRY.RATE_LIMIT, windowMs: ENQUIRY.RATE_WINDOW_MS }, services.rateLimits),
    addressLimiter: new RateLimiter('enquiry.address', { max: ENQUIRY_PER_ADDRESS, windowMs: ENQUIRY.RATE_WINDOW_MS }, services.rateLimits),
  });
  router.call(sendCustomerQueryEmail, (input, ctx) => service.send(input, addressKey(ctx.ip)));

  // Test-only: the e2e journey checks that the enquiry reached the outbox. Registered only when the
  // server is started with E2E_TEST_ROUTES=1 and only answers requests from this machine.
  if (config.testRoutes) {
    http.get('/__test/mail-outbox', async (request, reply) => {
      if (request.ip !== '127.0.0.1' && request.ip !== '::1') return reply.code(404).send();
      return { data: await listOutbox(db, 20) };
    });
  }
}
