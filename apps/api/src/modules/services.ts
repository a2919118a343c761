import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { ChangeBus } from '../lib/change-bus.ts';
import type { CallRouter } from '../lib/call-router.ts';
import { memoryRateLimitStore, type RateLimitStore } from '../lib/rate-limiter.ts';
import { publicOrigin } from '../lib/public-url.ts';
import { createAnswerCache } from '../lib/answers.ts';
import { createMediaService, MEDIA_CACHE_DEFAULTS } from './media/media.service.ts';
import { storedReferencesSource } from './media/stored-references.ts';
import { createPagesRepository } from './pages/pages.repository.ts';
import { createPagesService } from './pages/pages.service.ts';
import { createEditorRepository } from './pages/editor.repository.ts';
import { createEditorService } from './pages/editor.service.ts';
import { createSessionService } from './sessions/sessions.service.ts';
import { createMembersService } from './members/members.service.ts';
import { createPointsService } from './points/points.service.ts';
import { createStaffService } from './staff/staff.service.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { createSearchWords } from './catalogue/search-words.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { createCartService } from './cart/cart.service.ts';
import { createShopsRepository } from './shops/shops.repository.ts';
import { createShopResolver } from './shops/shop-resolver.ts';
import { createClubService } from './club/club.service.ts';
import { createScheduler } from '../lib/scheduler.ts';
import { createMessageWorker } from './messages/message-worker.ts';
import { createSmsProvider, createSmtpTransport } from './messages/message-transports.ts';
import { createMessagesService } from './messages/messages.service.ts';
import { configureMessageCaps } from './messages/message-caps.ts';
import { createPaymentsService } from './payments/payments.service.ts';
import { foldHomeLowStock } from './back-office/home/home.service.ts';

/** How often appended stock changes are folded into the home's low-stock histogram (decision 318). */
const HOME_LOW_STOCK_FOLD_MS = 30_000;

/** Services more than one module needs, created once per app. */
export function createServices(
  db: Db,
  config: Config,
  changes: ChangeBus,
  /** What processes sharing the database share (decision 120): rate-limit counters and job locks. */
  shared: { rateLimits?: RateLimitStore | undefined; tryLock?: Database['tryLock'] } = {},
) {
  const sessions = createSessionService(db, changes);
  const shops = createShopResolver(createShopsRepository(db), config.merchantCode, changes);
  const pages = createPagesService(createPagesRepository(db), changes);
  const rateLimits = shared.rateLimits ?? memoryRateLimitStore();
  const media = createMediaService(
    db,
    config.dataDir,
    {
      ...MEDIA_CACHE_DEFAULTS,
      maxBytes: config.mediaCacheBytes,
      maxFiles: config.mediaCacheFiles,
      renders: config.mediaRenders,
      queue: config.mediaRenderQueue,
      perClient: config.mediaRendersPerClient,
    },
    rateLimits,
  );
  const editor = createEditorService({ repo: createEditorRepository(db), pages, merchantCode: config.merchantCode });
  // An image a site's draft or release shows cannot be deleted from the media library.
  media.addUsageSource((src, lang) => editor.mediaUsage(src, lang));
  // …nor one any other table refers to (articles, shops, brands, goods, the back office's records).
  media.addUsageSource(storedReferencesSource(db));
  const runOnce = shared.tryLock ?? (async (_name: string, fn: () => Promise<void>) => (await fn(), true));
  const orders = createOrdersService({ db, config, shops, changes });
  configureMessageCaps(config.messageCaps);
  const messageWorker = createMessageWorker({
    db,
    mail: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    sms: createSmsProvider(config),
  });
  /** Work on a timer (decision 202); app.ts starts it when the app is ready and stops it on close. */
  const scheduler = createScheduler({ runOnce, onError: (err, job) => onJobError(err, job) });
  // One sweep at a time across every process (decision 120); messages need no lock (SKIP LOCKED claims).
  // The sweep releases unpaid orders past their deadline and completes shipped orders past the confirmation
  // window (decision 190).
  scheduler.add({
    name: 'orders.sweep',
    intervalMs: config.orderSweepIntervalMs,
    exclusive: true,
    fn: async () => {
      await orders.expireDue();
      await orders.autoCompleteDue();
    },
  });
  const payments = createPaymentsService({ db, orders });
  // Provider refunds not acknowledged yet (a timeout) are sent again with their own idempotency key.
  if (payments.stripe)
    scheduler.add({
      name: 'payments.refunds',
      intervalMs: config.orderSweepIntervalMs,
      exclusive: true,
      fn: async () => void (await payments.refunds.retryDue()),
    });
  scheduler.add({ name: 'messages.send', intervalMs: config.messageWorkerIntervalMs, fn: () => messageWorker.runOnce() });
  // The home's low-stock histogram takes in the stock changes appended since (decision 318).
  scheduler.add({ name: 'home.lowStockFold', intervalMs: HOME_LOW_STOCK_FOLD_MS, exclusive: true, fn: () => foldHomeLowStock(db) });
  let onJobError = (err: unknown, job: string) => console.error(`scheduled job ${job} failed`, err);
  const searchWords = createSearchWords(db);
  return {
    changes,
    /** Public answers kept prepared until what they were drawn from changes (decision 140). */
    answers: createAnswerCache(changes, { maxBytes: config.answerCacheBytes }),
    /** The origin of absolute addresses the server writes for a request (PUBLIC_URL; decision 121). */
    origin: publicOrigin(config),
    /** Rate-limit counters (in the database when several processes share it). */
    rateLimits,
    /** Periodic jobs: `jobs.runOnce(name, fn)` runs fn unless another process is running that job now. */
    jobs: { runOnce },
    scheduler,
    /** Where a failed scheduled round is reported (the app's logger, once it exists). */
    onJobError: (fn: (err: unknown, job: string) => void) => void (onJobError = fn),
    messageWorker,
    /** The back office's view of an order's messages, and resend. */
    messages: createMessagesService(db),
    /** "Which shop is this call for" (one cache, dropped on the `shops` topic). */
    shops,
    pages,
    media,
    editor,
    sessions,
    members: createMembersService({ db, sessions, rateLimits }),
    points: createPointsService(db),
    staff: createStaffService({ db, sessions, adminQrSecret: config.adminQrSecret, rateLimits }),
    catalogue: createCatalogueService(createCatalogueRepository(db), shops, searchWords),
    /** The words queries are read with (synonyms, brand, typo corrections; issue 42). */
    searchWords,
    orders,
    /** Stripe's webhook, refunds through the provider, reconciliation (issue 29). */
    payments,
    cart: createCartService(db, shops, changes),
    club: createClubService({ db, changes, merchantCode: config.merchantCode }),
  };
}
export type Services = ReturnType<typeof createServices>;

export interface ModuleDeps {
  /** Registers contract calls (`POST /api/...`). */
  router: CallRouter;
  /** For the few plain HTTP routes (media, sitemap); calls go through `router`. */
  http: FastifyInstance;
  db: Db;
  config: Config;
  services: Services;
}
