import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ChangeBus } from './lib/change-bus.ts';
import { setCachesOff } from './lib/memo.ts';
import { memoryRateLimitStore, type RateLimitStore } from './lib/rate-limiter.ts';
import { configuredOrigin, publicOrigin } from './lib/public-url.ts';
import { createAnswerCache } from './lib/answers.ts';
import { createScheduler } from './lib/scheduler.ts';
import { createMediaService, MEDIA_CACHE_DEFAULTS, storedReferencesSource } from './modules/media/index.ts';
import { createEditorRepository, createEditorService, createPagesRepository, createPagesService } from './modules/pages/index.ts';
import { createSessionService } from './modules/sessions/index.ts';
import { createCustomersService, createMembersService } from './modules/members/index.ts';
import { changePointsIn, createPointsService, pointsBalance, replayOfKey } from './modules/points/index.ts';
import { createStaffService } from './modules/staff/index.ts';
import { createKeptCatalogueService, createSearchWords } from './modules/catalogue/index.ts';
import { claimCodeTry, createOrdersService, releaseCodeTry } from './modules/orders/index.ts';
import { createCartService } from './modules/cart/index.ts';
import { createShopResolver, createShopsRepository } from './modules/shops/index.ts';
import { createClubService } from './modules/club/index.ts';
import { configureMessageCaps, createMessageWorker, createMessagesService, createSmsProvider, createSmtpTransport } from './modules/messages/index.ts';
import { createPaymentsService } from './modules/payments/index.ts';
import { foldLowStockCounts } from './modules/catalogue/index.ts';
import { latestRates, repriceByWeight } from './modules/gold-price/index.ts';
import { createViewingsService } from './modules/viewings/index.ts';

// The composition root (decision 425): every module's service is made here, once per app, and handed
// exactly what it needs; `modules/registry.ts` hands each module's routes the services they name. No
// module imports this file.

/** How often appended stock changes are folded into the home's low-stock histogram (decision 318). */
const HOME_LOW_STOCK_FOLD_MS = 30_000;
/** How often viewings of the next day are looked for to remind (decision 499). */
const VIEWING_REMINDER_MS = 5 * 60_000;

/** Every module's service, created once per app, each given what it needs. */
export function createServices(
  db: Db,
  config: Config,
  changes: ChangeBus,
  /** What processes sharing the database share (decision 120): rate-limit counters and job locks. */
  shared: { rateLimits?: RateLimitStore | undefined; tryLock?: Database['tryLock'] } = {},
) {
  setCachesOff(config.benchCachesOff);
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
      sharePercent: config.mediaRenderSharePercent,
      lowPriorityProcess: config.mediaRenderProcess,
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
  scheduler.add({ name: 'home.lowStockFold', intervalMs: HOME_LOW_STOCK_FOLD_MS, exclusive: true, fn: () => foldLowStockCounts(db) });
  // Viewing appointments (issue 44): the reminder the day before, one round at a time across processes.
  const viewings = createViewingsService({ db, shops, merchantCode: config.merchantCode, rateLimits, origin: config.publicUrl ?? configuredOrigin(config) });
  scheduler.add({ name: 'viewings.remind', intervalMs: VIEWING_REMINDER_MS, exclusive: true, fn: async () => void (await viewings.remindDue()) });
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
    /** Where a failed scheduled round or other background work is reported (the app's logger, once it exists). */
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
    members: createMembersService({ db, sessions, rateLimits, points: { balance: pointsBalance } }),
    /** The back office's customers desk (issue 28). */
    customers: createCustomersService({ db, sessions, points: { balance: pointsBalance, changeIn: changePointsIn, replayOfKey } }),
    points: createPointsService(db),
    staff: createStaffService({ db, sessions, adminQrSecret: config.adminQrSecret, rateLimits }),
    // A goods template not kept after a read (decision 610) is reported where failed background work is.
    catalogue: createKeptCatalogueService(db, changes, shops, searchWords, (err) => onJobError(err, 'catalogue.keepTemplates')),
    /** The words queries are read with (synonyms, brand, typo corrections; issue 42). */
    searchWords,
    /**
     * The gold-price module's re-pricing at the latest rate, for the goods desk's by-weight rules: handed to
     * the catalogue here so that the catalogue, which gold-price asks to re-price, never imports it back.
     */
    weightPricing: { repriceByWeight, latestRates },
    orders,
    /** Stripe's webhook, refunds through the provider, reconciliation (issue 29). */
    payments,
    cart: createCartService(db, shops, changes),
    /** Viewing appointments: booking, cancel and move, reminders (issue 44). */
    viewings,
    club: createClubService({ db, changes, merchantCode: config.merchantCode, codeTries: { claim: claimCodeTry, release: releaseCodeTry } }),
  };
}
export type Services = ReturnType<typeof createServices>;
