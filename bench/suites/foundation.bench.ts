import { DEMO } from '@shop/contract';
import { atLeast, atMost, compareWithBare, loadTest, runLighthouse, scoreOf, scriptUrls, servedSizes, type BenchContext } from '../lib.ts';

/** Script budget of the home page, compressed as served (issue 2; lowered by decision 160). */
const HOME_SCRIPT_BUDGET_KB = 113;

/**
 * Foundation (issue 2): the two calls every visit makes, beside the bare route; Lighthouse mobile on
 * the home page; the compressed script the home page loads.
 */
export default async function foundation(ctx: BenchContext): Promise<void> {
  await compareWithBare(ctx, [
    { name: 'getAppFull', path: '/api/app/weaver/getAppFull', body: { ...DEMO, status: 'release' } },
    { name: 'getInitInfo', path: '/api/app/system/getInitInfo', body: { merchantCode: DEMO.merchantCode, storeCode: DEMO.storeCode } },
  ]);

  // The page HTML carries the boot data (decision 011), so it is served about as often as the calls.
  await loadTest(ctx, { name: 'home page HTML', path: '/', headers: { accept: 'text/html' } });

  // Let the server settle after the load tests, and render the page's pictures once (a first visitor
  // pays for that, later ones do not; Lighthouse measures a page, not the image resizer's cold start).
  const home = `${ctx.baseUrl}/`;
  await fetch(home);
  await runLighthouse(home, ['performance']).catch(() => undefined);

  const lhr = await runLighthouse(home);
  const performance = scoreOf(lhr, 'performance');
  const accessibility = scoreOf(lhr, 'accessibility');
  ctx.report({ name: 'home page (Lighthouse mobile)', metric: 'performance', value: performance, unit: '', ...atLeast(performance, 90) });
  ctx.report({ name: 'home page (Lighthouse mobile)', metric: 'accessibility', value: accessibility, unit: '', ...atLeast(accessibility, 95) });
  for (const [audit, label] of [
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['first-contentful-paint', 'FCP'],
  ] as const) {
    ctx.report({ name: 'home page (Lighthouse mobile)', metric: label, value: Math.round(lhr.audits[audit]?.numericValue ?? 0), unit: 'ms' });
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  ctx.report({ name: 'home page (Lighthouse mobile)', metric: 'CLS', value: Math.round(cls * 1000) / 1000, unit: '' });
  const failing = Object.entries(lhr.audits)
    .filter(([, a]) => a.score === 0)
    .map(([id]) => id);
  if (failing.length) console.log(`  failing audits: ${failing.join(', ')}`);

  const scripts = await servedSizes(scriptUrls(lhr), 'br');
  const kb = Math.round((scripts.reduce((n, s) => n + s.bytes, 0) / 1024) * 10) / 10;
  ctx.report({ name: `home page scripts (${scripts.length} files, brotli)`, metric: 'size', value: kb, unit: 'KB', ...atMost(kb, HOME_SCRIPT_BUDGET_KB) });
  const notBrotli = scripts.filter((s) => s.encoding !== 'br');
  if (notBrotli.length) console.log(`  not served as brotli: ${notBrotli.map((s) => s.url).join(', ')}`);
}
