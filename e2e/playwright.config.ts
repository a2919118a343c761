import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Journeys run in parallel workers (decision 478), each against a server of its own on its own copy of the
// seeded database (start-servers.mjs), so one worker's orders, carts and stock never meet another's.
// E2E_WORKERS (default 2, a 2-core machine) sets how many. Worker i's server listens on E2E_PORT + 10·i and
// its journeys start their SMTP, Stripe and SMS fakes on that port + 7, + 8 and + 9.
const basePort = Number(process.env.E2E_PORT ?? 8181);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// This file is read again in each worker process, where Playwright names the worker's slot: the journeys'
// helpers (mail-catcher.ts, sms-gateway.ts, the Stripe journey) read their ports from these variables.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = basePort + 10 * slot;
if (process.env.TEST_PARALLEL_INDEX !== undefined) {
  process.env.E2E_PORT = String(port);
  process.env.E2E_SMTP_PORT = String(port + 7);
  process.env.E2E_STRIPE_PORT = String(port + 8);
  process.env.E2E_SMS_PORT = String(port + 9);
}
// Three sets (decision 540). `npm test` runs the journeys: what a person does, screen after screen.
// E2E_SET=ci (`npm run test:e2e:ci`, in CI's `test:long`) runs the sweeps tagged `@sweep`: every screen or
// page of an area × three languages checked for one property (raw keys, axe, sideways scroll, content
// without JavaScript) — about 10 minutes of a worker's time, which would put `npm test` past its 15.
// E2E_LONG=1 (`npm run test:e2e:long`, by hand before a release) runs `*.long.spec.ts`, the full axe sweep.
const long = process.env.E2E_LONG === '1';
// Debian's headless shell (package chromium-headless-shell: the same Chromium build, without the desktop
// browser's window layer) where installed: the journeys' browser CPU halves (decision 605). Debian's full
// `chromium` otherwise, and always for Lighthouse (bench/), which drives the full browser itself.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const sweeps = process.env.E2E_SET === 'ci';

/**
 * Journeys in Debian's Chromium against the real server (built web app + API on a fresh embedded
 * database seeded with the demo shop). Never downloads a browser.
 */
export default defineConfig({
  testDir: './tests',
  ...(long ? { testMatch: '**/*.long.spec.ts' } : { testIgnore: '**/*.long.spec.ts', ...(sweeps ? { grep: /@sweep/ } : { grepInvert: /@sweep/ }) }),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files are shared out among the workers; the journeys of one file run in order in one worker.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-HK',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        // The full browser's own headless mode; the headless shell is headless already.
        ...(chromium.endsWith('headless-shell') ? [] : ['--headless=new']),
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
    command: `node start-servers.mjs`,
    // start-servers.mjs answers here once every worker's server is up.
    url: `http://127.0.0.1:${basePort + 5}/`,
    // A cold start migrates and seeds a fresh database; on a busy 2-core machine that passed two minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    // E2E_WORKERS: one server each. The rest is every server's environment (start-servers.mjs sets PORT,
    // DATA_DIR and the fakes' addresses per worker).
    // E2E_TEST_ROUTES: test-only reads (the mail outbox) for journeys that check what the server wrote.
    // ORDER_OPEN_MAX: the journeys of a worker share its server and its members; the open-order cap is an API test.
    // Mail and SMS go to the SMTP server and gateway a journey starts (until then they wait and are retried,
    // decision 200); the message worker runs every half second so a journey sees its mail at once.
    env: {
      E2E_PORT: String(basePort),
      E2E_WORKERS: String(workers),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      E2E_TEST_ROUTES: '1',
      ORDER_OPEN_MAX: '1000',
      ORDER_OPEN_UNITS_MAX: '100000',
      // Every journey is one address (127.0.0.1): the per-client image render limit is an API test.
      MEDIA_RENDERS_PER_CLIENT: '100000',
      MESSAGE_WORKER_INTERVAL_MS: '500',
      // The journeys of a worker share one server and its demo members within the hour: the hourly message caps
      // (decision 381) are API tests (message-caps.test.ts).
      MESSAGE_CAP_PER_RECIPIENT: '100000',
      MESSAGE_CAP_UNPROVEN_PER_RECIPIENT: '100000',
      MESSAGE_CAP_PER_MEMBER: '100000',
      // Stripe beside the sandbox (the sandbox stays the first, default method of the other journeys); its
      // SDK talks to the local fake the Stripe journey starts, whose webhooks are signed with this secret.
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e_journeys',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_journeys',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
