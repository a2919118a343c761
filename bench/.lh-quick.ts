import { runLighthouse, scoreOf } from './lib.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:8390';
for (const p of (process.argv[2] ?? '/').split(',')) {
  await runLighthouse(base + p, ['performance']).catch(() => undefined);
  const lhr: any = await runLighthouse(base + p, ['performance']);
  const a = (k: string) => Math.round(lhr.audits[k]?.numericValue ?? 0);
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  console.log(p, 'perf', scoreOf(lhr, 'performance'), 'FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'TBT', a('total-blocking-time'), 'SI', a('speed-index'), 'CLS', lhr.audits['cumulative-layout-shift']?.numericValue, String(lcpEl).slice(0, 120));
}
