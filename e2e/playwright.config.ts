import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
// A journey starts a real SMTP server here (tests/mail-catcher.ts) to read what a customer is told.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 7);
const dataDir = path.join(os.tmpdir(), `shop-e2e-${process.pid}`);
// The Stripe journey starts a local server answering as Stripe's API (apps/api/test/fake-stripe.ts) here.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 8);
// The first sign-in journey starts a local SMS gateway here (tests/sms-gateway.ts) to read the code sent.
const smsPort = Number(process.env.E2E_SMS_PORT ?? port + 9);

/**
 * Journeys in Debian's Chromium against the real server (built web app + API on a fresh embedded
 * database seeded with the demo shop). Never downloads a browser.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-HK',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/api/src/server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    // A cold start migrates and seeds a fresh database; on a busy 2-core machine that passed two minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    // E2E_TEST_ROUTES: test-only reads (the mail outbox) for journeys that check what the server wrote.
    // ORDER_OPEN_MAX: the journeys share one server and its members; the open-order cap is an API test.
    // SMTP_URL: mail goes to the SMTP server a journey starts (until then it waits and is retried, decision
    // 200); the worker runs every half second so a journey sees its mail at once.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      E2E_TEST_ROUTES: '1',
      ORDER_OPEN_MAX: '1000',
      ORDER_OPEN_UNITS_MAX: '100000',
      // Every journey is one address (127.0.0.1): the per-client image render limit is an API test.
      MEDIA_RENDERS_PER_CLIENT: '100000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MESSAGE_WORKER_INTERVAL_MS: '500',
      // SMS go to the gateway a journey starts (until then they wait and are retried, as mail does).
      SMS_WEBHOOK_URL: `http://127.0.0.1:${smsPort}/sms`,
      // The journeys share one server and its demo members within the hour: the hourly message caps
      // (decision 381) are API tests (message-caps.test.ts).
      MESSAGE_CAP_PER_RECIPIENT: '100000',
      MESSAGE_CAP_UNPROVEN_PER_RECIPIENT: '100000',
      MESSAGE_CAP_PER_MEMBER: '100000',
      // Stripe beside the sandbox (the sandbox stays the first, default method of the other journeys); its
      // SDK talks to the local fake the Stripe journey starts, whose webhooks are signed with this secret.
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e_journeys',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_journeys',
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
