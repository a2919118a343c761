import { chromium } from 'playwright-core';
const [,, url] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'netlog'] }, transferMode: 'ReportEvents' });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await cdp.send('Tracing.end'); await done;
const nav = events.find(e => e.name === 'navigationStart');
const t0 = nav.ts;
const tid = events.find(e => e.name === 'ParseHTML')?.tid;
const marks = events.filter(e => ['firstPaint','firstContentfulPaint','largestContentfulPaint::Candidate','ResourceFinish','ResourceSendRequest'].includes(e.name));
for (const m of marks) console.log('mark', Math.round((m.ts - t0)/1000), m.name, (m.args?.data?.url||'').split('/').pop()?.slice(0,30) ?? '');
const tasks = events.filter(e => e.tid === tid && e.name === 'RunTask' && e.ts >= t0 && e.dur > 2000 && e.ts - t0 < 600000);
for (const task of tasks) {
  const inner = events.filter(e => e.tid === tid && e.ts >= task.ts && e.ts <= task.ts + task.dur && e !== task && e.dur > 1000 && e.name !== 'RunTask');
  const top = inner.sort((a,b)=>b.dur-a.dur).slice(0,4).map(e => `${e.name}${e.args?.data?.url ? '('+e.args.data.url.split('/').pop().slice(0,20)+')' : ''}:${Math.round(e.dur/1000)}`);
  console.log('task', Math.round((task.ts - t0)/1000), Math.round(task.dur/1000), top.join(' '));
}
await b.close();
