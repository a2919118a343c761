import os from 'node:os';
import { DEMO, MEDIA } from '@shop/contract';
import { BENCH_ROUND_SEC, BENCH_ROUNDS, atLeast, callApi, loadTest, median, type BenchContext, type LoadResult } from '../lib.ts';
import { ANSWERS_CONNECTIONS, answersTargets } from './answers.bench.ts';

/*
 * Image sizes are not an anonymous work queue (issue 38, "Done when"; decision 385): the answers bench's
 * targets measured alone (A) and while a loopback client asks for 40 distinct sizes of every seeded image
 * (B). Goal: B's req/s at least 90 % of A's. A and B take turns target by target, round by round (A B,
 * then B A), so the shared machine's drift over minutes falls on both alike instead of on one run.
 *
 * The image client asks anonymously (no token), IMAGE_CLIENT_CONNECTIONS requests at once, image by
 * image, 40 addresses each (w, h or s with a resize mode — every one a different address); it runs only
 * during B's rounds, resumes where it stopped, and stops for good after IMAGE_REQUESTS_MAX requests.
 * The server renders at most one allowed variant per width, one at a time, 120 new ones a minute per
 * address (MEDIA_RENDERS, MEDIA_RENDERS_PER_CLIENT): answers 429 past that are part of what B measures.
 * The seeded images are our SVG drawings: while the render slot is busy, or past the per-address limit, a
 * new size is answered with the drawing at once (decision 612), so the client asks far more than it did
 * when each ask waited for its render — the renders it causes are bounded as before.
 */
const IMAGE_CLIENT_CONNECTIONS = Number(process.env.BENCH_IMAGE_CONNECTIONS) || 4;
const IMAGE_REQUESTS_MAX = Number(process.env.BENCH_IMAGE_REQUESTS_MAX) || 20_000;
const SIZES_PER_IMAGE = 40;
const GOAL_PERCENT = 90;

/** Forty different addresses of one image: widths, heights and sides from 120 to 1485 px, five resize modes. */
export function fortySizes(): string[] {
  return Array.from({ length: SIZES_PER_IMAGE }, (_, i) => {
    const px = 120 + i * 35;
    const param = ['w', 'h', 's'][i % 3]!;
    return `${param}=${px}&m=${MEDIA.RESIZE_MODES[i % MEDIA.RESIZE_MODES.length]}`;
  });
}

/** Every seeded image the public answers name (`/media/<key>`), found as an anonymous visitor would. */
async function seededImages(ctx: BenchContext): Promise<string[]> {
  const shop = { merchantCode: DEMO.merchantCode, storeCode: 'ESHOP' };
  const answers = await Promise.all([
    callApi(ctx, 'app/goods/getGoodsPage', { ...shop, pageNo: 1, pageSize: 40 }),
    callApi(ctx, 'app/goods/getGoodsPage', { ...shop, pageNo: 2, pageSize: 40 }),
    callApi(ctx, 'app/weaver/getAppFull', { ...shop, appCode: 'SITE', status: 'release' }),
    callApi(ctx, 'app/official/store/list', {}),
  ]);
  const keys = new Set<string>();
  for (const m of JSON.stringify(answers).matchAll(/\/media\/([\w./-]{1,200})/g)) keys.add(m[1]!.replace(/\.+$/, ''));
  return [...keys].sort();
}

/** The loopback client: on while B's rounds run, off in between; counts answers by status. */
function imageClient(baseUrl: string, images: string[]) {
  const addresses = images.flatMap((key) => fortySizes().map((q) => `${baseUrl}/media/${key}?${q}`));
  const statuses = new Map<number | 'error', number>();
  let next = 0;
  let sent = 0;
  let running: Promise<void>[] = [];
  let on = false;
  const loop = async () => {
    while (on && sent < IMAGE_REQUESTS_MAX) {
      const url = addresses[next++ % addresses.length]!;
      sent++;
      const status = await fetch(url)
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 'error' as const);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  return {
    addresses: addresses.length,
    start() {
      on = true;
      running = Array.from({ length: IMAGE_CLIENT_CONNECTIONS }, loop);
    },
    async stop() {
      on = false;
      await Promise.all(running);
    },
    get sent() {
      return sent;
    },
    get distinctAsked() {
      return Math.min(next, addresses.length);
    },
    statuses,
  };
}

export default async function imageSizes(ctx: BenchContext): Promise<void> {
  const targets = await answersTargets(ctx);
  const images = await seededImages(ctx);
  const client = imageClient(ctx.baseUrl, images);
  const silent: BenchContext = { ...ctx, report: () => {} };
  const run = (t: (typeof targets)[number]) => loadTest(silent, { connections: ANSWERS_CONNECTIONS, ...t, durationSec: BENCH_ROUND_SEC, warmUpSec: 0 });
  const withImages = async (t: (typeof targets)[number]) => {
    client.start();
    try {
      return await run(t);
    } finally {
      await client.stop();
    }
  };
  // Warm every target once (JIT, answer cache, each search once), not counted.
  for (const t of targets) await loadTest(silent, { connections: ANSWERS_CONNECTIONS, ...t, durationSec: 1, warmUpSec: 0 });

  const a = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  const b = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  const loads: number[] = [];
  for (let round = 0; round < BENCH_ROUNDS; round++) {
    for (const t of targets) {
      // A then B in even rounds, B then A in odd ones: neither side always runs right after a render burst.
      if (round % 2 === 0) {
        a.get(t.name)!.push(await run(t));
        b.get(t.name)!.push(await withImages(t));
      } else {
        b.get(t.name)!.push(await withImages(t));
        a.get(t.name)!.push(await run(t));
      }
    }
    loads.push(os.loadavg()[0]!);
  }

  const ratios: number[] = [];
  for (const t of targets) {
    const ra = median(a.get(t.name)!.map((r) => r.reqPerSec));
    const rb = median(b.get(t.name)!.map((r) => r.reqPerSec));
    const ratio = ra > 0 ? Math.round((rb / ra) * 1000) / 10 : 0;
    ratios.push(ratio);
    const failed = [...a.get(t.name)!, ...b.get(t.name)!].reduce((n, r) => n + r.errors + r.non2xx, 0);
    ctx.report({ name: t.name, metric: 'req/s alone (A)', value: ra, unit: 'req/s' });
    ctx.report({ name: t.name, metric: 'req/s with images (B)', value: rb, unit: 'req/s' });
    ctx.report({
      name: t.name,
      metric: 'p99 A → B',
      value: median(b.get(t.name)!.map((r) => r.p99Ms)),
      unit: `ms (A ${median(a.get(t.name)!.map((r) => r.p99Ms))} ms)`,
    });
    ctx.report({ name: t.name, metric: 'B ÷ A', value: ratio, unit: '%', ...atLeast(ratio, GOAL_PERCENT) });
    if (failed) ctx.report({ name: t.name, metric: 'failed answers', value: failed, unit: 'req', goal: '= 0', pass: false });
  }
  const overall = median(ratios);
  ctx.report({
    name: 'answers bench (median over targets)',
    metric: 'B ÷ A',
    value: overall,
    unit: '%',
    ...atLeast(overall, GOAL_PERCENT),
    rounds: ratios,
    load: Math.max(...loads),
  });
  const count = (s: number | 'error') => client.statuses.get(s) ?? 0;
  ctx.report({
    name: `image client (${images.length} seeded images × ${SIZES_PER_IMAGE} sizes)`,
    metric: 'distinct addresses asked',
    value: client.distinctAsked,
    unit: `of ${client.addresses}`,
  });
  ctx.report({
    name: 'image client',
    metric: 'requests sent',
    value: client.sent,
    unit: `(200: ${count(200)}, 429: ${count(429)}, 503: ${count(503)}, errors: ${count('error')})`,
  });
}
