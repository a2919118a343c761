import { MESSAGE_CAPS, ORDER, UNPROVEN_CONTACT_RULES, type UnprovenContacts } from '@shop/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Configuration comes from environment variables only (spec README), read once here. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database files and media cache. */
  dataDir: string;
  /** A `postgres://` address switches from the embedded database to a PostgreSQL server. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** The built web app to serve, if present. */
  webDist: string;
  /** Seed the demo shop on start (off only in tests that build their own data). */
  seedDemo: boolean;
  /** The merchant this server runs the storefront for. */
  merchantCode: string;
  /** Adds `POST /__bench/bare` for benchmarks (never on in production). */
  benchBareRoute: boolean;
  /** Bench only (BENCH_CACHES_OFF=1): every in-memory cache answers its load and keeps nothing (decision 483). */
  benchCachesOff: boolean;
  /** Mail (every e-mail the site sends): `smtp://user:pass@host:587` or `smtps://…`; unset = mail waits in the `messages` outbox. */
  smtpUrl: string | undefined;
  /** Sender address of mail the site writes. */
  mailFrom: string;
  /** Where enquiries go when the form block names no recipient. */
  enquiryTo: string;
  /** Test-only HTTP routes (the e2e run reads the mail outbox); never set in production. */
  testRoutes: boolean;
  /** Signs admin QR codes (hex or any text of 32+ characters); absent: a key made once and kept in the database. */
  adminQrSecret: string | undefined;
  /** Orders: an unpaid order is released after this; a pay-at-shop order after the pick-up hold. */
  orderPaymentTimeoutMs: number;
  orderPickupHoldMs: number;
  /** A member's orders holding stock and their units, at most (decision 186; ORDER_OPEN_MAX, ORDER_OPEN_UNITS_MAX). */
  orderOpenMax: number;
  orderOpenUnitsMax: number;
  /** Pay-at-shop for a member whose phone is not proven: the hold, and units of one piece held unpaid (decision 400). */
  payAtShopHoldUnverifiedMs: number;
  payAtShopSkuMaxUnverified: number;
  /** How often the API process releases overdue unpaid orders (0 = only lazily, on order calls). */
  orderSweepIntervalMs: number;
  /** How often the message worker sends what is due (0 = never on a timer; tests drive it by hand). */
  messageWorkerIntervalMs: number;
  /** SMS gateway (decision 200): POST JSON `{ to, text, idempotencyKey }`; unset = SMS waits in the outbox. */
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
  /** Hourly caps on a member's transactional messages (decision 381; MESSAGE_CAP_*). */
  messageCaps: { perRecipient: number; unprovenPerRecipient: number; perMember: number; unprovenContacts: UnprovenContacts };
  /** A shipped delivery order the member has not confirmed is completed this many days after shipping (0 = never). Decision 190. */
  orderAutoCompleteDays: number;
  /** HMAC key of the sandbox card provider's callbacks; a random one per process when unset. */
  paymentSandboxSecret: string | undefined;
  /**
   * The sandbox card provider (its method and `/sandbox-pay/…` routes), which marks orders paid without
   * taking money: on for the demo, development and tests; absent in a production start (decision 182).
   */
  paymentSandbox: boolean;
  /**
   * PAYMENT_PROVIDER=stripe: Stripe Checkout beside the counter (and beside the sandbox where that is on,
   * the shopper choosing); unset = no real provider (decision 290).
   */
  paymentProvider: 'stripe' | undefined;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** STRIPE_API_BASE (`http://127.0.0.1:12111`): where the SDK sends its calls instead of api.stripe.com; tests only. */
  stripeApiBase: string | undefined;
  /** STRIPE_TIMEOUT_MS: one call's time limit before the SDK retries it with the same idempotency key (default 20000). */
  stripeTimeoutMs: number;
  /** NODE_ENV=production or PUBLIC_URL set: a start that serves real customers. */
  production: boolean;
  /**
   * Which proxies to believe for the client address, scheme and request id (Fastify's trustProxy):
   * false (default, no proxy), a hop count, or addresses/CIDRs (`TRUST_PROXY=127.0.0.1,10.0.0.0/8`).
   */
  trustProxy: boolean | number | string[];
  /** `https://shop.example`: the origin of every absolute address the server writes (decision 121). */
  publicUrl: string | undefined;
  /** Without PUBLIC_URL, hosts (besides loopback) whose Host header may be echoed into absolute addresses. */
  allowedHosts: string[];
  /** `GET /metrics`: a bearer token; unset = loopback callers only (decision 122). */
  metricsToken: string | undefined;
  /** Connections each process keeps to a PostgreSQL server. */
  databasePoolSize: number;
  /** Goods the start builds and keeps before ready (SEARCH_WARM_GOODS, default 2,000; 0 = none; decision 564). */
  searchWarmGoods: number;
  /** Milliseconds a stopping server waits for requests in flight before it exits anyway. */
  shutdownGraceMs: number;
  /** Bound of the public answer cache in bytes (ANSWER_CACHE_MB, default 64, 32 on the embedded database; decisions 140, 533). */
  answerCacheBytes: number;
  /** Embedded database's buffer cache in MB (EMBEDDED_SHARED_BUFFERS_MB, default 32; decision 533). */
  embeddedSharedBuffersMb: number;
  /** Where the embedded database runs (EMBEDDED_DATABASE_THREAD): its own thread (default) or the API's (decision 620). */
  embeddedDatabaseThread: EmbeddedDatabaseThread;
  /** Rendered image variants on disk (decision 184): MEDIA_CACHE_MB (default 256), MEDIA_CACHE_FILES (20000). */
  mediaCacheBytes: number;
  mediaCacheFiles: number;
  /** Image renders at once (MEDIA_RENDERS, default 1; decision 385). */
  mediaRenders: number;
  /** Image renders waiting for a turn before a request answers 503 (MEDIA_RENDER_QUEUE, default 64). */
  mediaRenderQueue: number;
  /** New image variants one caller address may cause per minute before 429 (MEDIA_RENDERS_PER_CLIENT, default 120). */
  mediaRendersPerClient: number;
  /** The most of its time the render slot spends rendering, in per cent (MEDIA_RENDER_SHARE, default 25; decision 411). */
  mediaRenderSharePercent: number;
  /** Renders in a child process at nice 19 (MEDIA_RENDER_PROCESS, default 1; 0 renders in the API process; decision 411). */
  mediaRenderProcess: boolean;
}

function readTrustProxy(raw: string | undefined): boolean | number | string[] {
  const v = raw?.trim();
  if (!v || v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function readPublicUrl(raw: string | undefined): string | undefined {
  const v = raw?.trim();
  if (!v) return undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got ${v}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http(s), got ${v}`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`PUBLIC_URL is an origin only (no path), got ${v}`);
  return url.origin;
}

/** One of `allowed` from the environment (the fallback when unset); anything else stops the start. */
function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got ${raw}`);
  return raw as T;
}

/**
 * The embedded database's buffer cache in MB (decision 533). PostgreSQL's own default is 128 MB, most of an
 * embedded process's memory goal (512 MB resident at 100,000 goods, issue 42): the kept search index
 * answers searches, the database builds pages' goods, and the files are read through the system's page cache.
 */
export const EMBEDDED_SHARED_BUFFERS_MB = 32;
/** `own`: PGlite on a thread of its own, beside the API's; `shared`: on the API's thread (decision 620). */
export const EMBEDDED_DATABASE_THREADS = ['own', 'shared'] as const;
export type EmbeddedDatabaseThread = (typeof EMBEDDED_DATABASE_THREADS)[number];

function positiveMs(env: NodeJS.ProcessEnv, name: string, fallback: number, allowZero = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || (n === 0 && !allowZero)) throw new Error(`${name} must be a whole number of milliseconds, got ${raw}`);
  return n;
}

/**
 * PAYMENT_SANDBOX: '1' on, '0' off, unset = on unless production. A production start told to enable it
 * refuses to start: the sandbox lets any member mark their own order paid.
 */
function readPaymentSandbox(raw: string | undefined, production: boolean): boolean {
  const v = raw?.trim();
  if (v && v !== '0' && v !== '1') throw new Error(`PAYMENT_SANDBOX must be 0 or 1, got ${v}`);
  if (v === '1' && production) {
    throw new Error(
      'PAYMENT_SANDBOX=1 is refused in a production start (NODE_ENV=production or PUBLIC_URL set): the sandbox card provider marks orders paid without taking any money. Unset PAYMENT_SANDBOX, or start without NODE_ENV=production and PUBLIC_URL for a demo.',
    );
  }
  return v ? v === '1' : !production;
}

/**
 * PAYMENT_PROVIDER and its keys. A start that names Stripe without both keys refuses to start (any start,
 * not only production: a provider that cannot verify its webhooks would leave every order unpaid).
 */
function readPaymentProvider(env: NodeJS.ProcessEnv): Pick<Config, 'paymentProvider' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'> {
  const v = env.PAYMENT_PROVIDER?.trim() || undefined;
  if (v && v !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be stripe (or unset), got ${v}`);
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  const stripeApiBase = env.STRIPE_API_BASE?.trim() || undefined;
  if (v === 'stripe') {
    const missing = [!stripeSecretKey && 'STRIPE_SECRET_KEY', !stripeWebhookSecret && 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
    if (missing.length) {
      throw new Error(
        `PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}: the secret key (sk_live_… or sk_test_…) from the Stripe dashboard's API keys, and the signing secret (whsec_…) of the webhook endpoint /payments/stripe/webhook. See docs/operations.md.`,
      );
    }
    if (stripeApiBase) {
      let url: URL;
      try {
        url = new URL(stripeApiBase);
      } catch {
        throw new Error(`STRIPE_API_BASE must be an absolute address such as http://127.0.0.1:12111, got ${stripeApiBase}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_BASE must be http(s), got ${stripeApiBase}`);
    }
  }
  return { paymentProvider: v as 'stripe' | undefined, stripeSecretKey, stripeWebhookSecret, stripeApiBase };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const publicUrl = readPublicUrl(env.PUBLIC_URL);
  const production = env.NODE_ENV === 'production' || publicUrl !== undefined;
  const payment = readPaymentProvider(env);
  // Stripe's hosted page sends the shopper back to an absolute address: in production that is PUBLIC_URL.
  if (production && payment.paymentProvider === 'stripe' && !publicUrl) {
    throw new Error('PAYMENT_PROVIDER=stripe in a production start needs PUBLIC_URL (https://shop.example): Stripe Checkout returns the shopper to it.');
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    seedDemo: env.SEED_DEMO !== '0',
    merchantCode: env.MERCHANT_CODE ?? 'DEMO',
    benchBareRoute: env.BENCH_BARE_ROUTE === '1',
    benchCachesOff: env.BENCH_CACHES_OFF === '1',
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM ?? 'Jade Harbour <no-reply@jadeharbour.example>',
    enquiryTo: env.ENQUIRY_TO ?? 'enquiry@jadeharbour.example',
    testRoutes: env.E2E_TEST_ROUTES === '1',
    adminQrSecret: env.ADMIN_QR_SECRET?.trim() || undefined,
    orderPaymentTimeoutMs: positiveMs(env, 'ORDER_PAYMENT_TIMEOUT_MS', 30 * 60_000),
    orderPickupHoldMs: positiveMs(env, 'ORDER_PICKUP_HOLD_MS', 7 * 24 * 3_600_000),
    orderOpenMax: positiveMs(env, 'ORDER_OPEN_MAX', ORDER.OPEN_ORDERS_MAX),
    orderOpenUnitsMax: positiveMs(env, 'ORDER_OPEN_UNITS_MAX', ORDER.OPEN_UNITS_MAX),
    payAtShopHoldUnverifiedMs: positiveMs(env, 'PAY_AT_SHOP_HOLD_UNVERIFIED_HOURS', ORDER.PAY_AT_SHOP_HOLD_UNVERIFIED_HOURS) * 3_600_000,
    payAtShopSkuMaxUnverified: positiveMs(env, 'PAY_AT_SHOP_UNVERIFIED_SKU_MAX', ORDER.PAY_AT_SHOP_SKU_UNITS_MAX_UNVERIFIED),
    orderSweepIntervalMs: positiveMs(env, 'ORDER_SWEEP_INTERVAL_MS', 60_000, true),
    messageWorkerIntervalMs: positiveMs(env, 'MESSAGE_WORKER_INTERVAL_MS', 5_000, true),
    smsWebhookUrl: env.SMS_WEBHOOK_URL?.trim() || undefined,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN?.trim() || undefined,
    messageCaps: {
      perRecipient: positiveMs(env, 'MESSAGE_CAP_PER_RECIPIENT', MESSAGE_CAPS.PER_RECIPIENT_PER_HOUR),
      unprovenPerRecipient: positiveMs(env, 'MESSAGE_CAP_UNPROVEN_PER_RECIPIENT', MESSAGE_CAPS.UNPROVEN_PER_RECIPIENT_PER_HOUR),
      perMember: positiveMs(env, 'MESSAGE_CAP_PER_MEMBER', MESSAGE_CAPS.PER_MEMBER_PER_HOUR),
      unprovenContacts: oneOf(env, 'MESSAGE_UNPROVEN_CONTACTS', UNPROVEN_CONTACT_RULES, MESSAGE_CAPS.UNPROVEN_CONTACTS),
    },
    orderAutoCompleteDays: positiveMs(env, 'ORDER_AUTO_COMPLETE_DAYS', 10, true),
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET?.trim() || undefined,
    paymentSandbox: readPaymentSandbox(env.PAYMENT_SANDBOX, production),
    ...payment,
    stripeTimeoutMs: positiveMs(env, 'STRIPE_TIMEOUT_MS', 20_000),
    production,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    publicUrl,
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    databasePoolSize: positiveMs(env, 'DATABASE_POOL_SIZE', 10),
    // With every cache off (a bench) nothing built would be kept.
    searchWarmGoods: env.BENCH_CACHES_OFF === '1' ? 0 : positiveMs(env, 'SEARCH_WARM_GOODS', 2_000, true),
    shutdownGraceMs: positiveMs(env, 'SHUTDOWN_GRACE_MS', 10_000),
    // The embedded database lives in the same process: half the answers kept (decision 533).
    answerCacheBytes: positiveMs(env, 'ANSWER_CACHE_MB', env.DATABASE_URL ? 64 : 32) * 1024 * 1024,
    embeddedSharedBuffersMb: positiveMs(env, 'EMBEDDED_SHARED_BUFFERS_MB', EMBEDDED_SHARED_BUFFERS_MB),
    embeddedDatabaseThread: oneOf(env, 'EMBEDDED_DATABASE_THREAD', EMBEDDED_DATABASE_THREADS, 'own'),
    mediaCacheBytes: positiveMs(env, 'MEDIA_CACHE_MB', 256) * 1024 * 1024,
    mediaCacheFiles: positiveMs(env, 'MEDIA_CACHE_FILES', 20_000),
    mediaRenders: positiveMs(env, 'MEDIA_RENDERS', 1),
    mediaRenderQueue: positiveMs(env, 'MEDIA_RENDER_QUEUE', 64),
    mediaRendersPerClient: positiveMs(env, 'MEDIA_RENDERS_PER_CLIENT', 120),
    mediaRenderSharePercent: Math.min(100, positiveMs(env, 'MEDIA_RENDER_SHARE', 25)),
    mediaRenderProcess: env.MEDIA_RENDER_PROCESS !== '0',
  };
}
