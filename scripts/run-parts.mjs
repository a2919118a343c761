#!/usr/bin/env node
// `npm test` and `npm run test:long`: runs the named npm scripts in order and prints what each took, so the
// suite's time can be read part by part (decision 479). Stops at the first failure, as `a && b` would;
// with --keep-going it runs every part and fails at the end if any failed.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const keepGoing = args.includes('--keep-going');
const parts = args.filter((a) => a !== '--keep-going');
const times = [];
const started = performance.now();
let failed = 0;
for (const part of parts) {
  const t = performance.now();
  const load = os.loadavg()[0];
  const r = spawnSync('npm', ['run', part], { stdio: 'inherit' });
  const ok = r.status === 0;
  times.push({ part, seconds: (performance.now() - t) / 1000, load, ok });
  if (!ok) {
    failed++;
    if (!keepGoing) break;
  }
}
const fmt = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
console.log(`\n${'part'.padEnd(16)}  ${'time'.padStart(12)}  load at start`);
for (const t of times) console.log(`${t.part.padEnd(16)}  ${fmt(t.seconds).padStart(12)}  ${t.load.toFixed(1)}${t.ok ? '' : '  FAILED'}`);
console.log(`${'total'.padEnd(16)}  ${fmt((performance.now() - started) / 1000).padStart(12)}`);
process.exit(failed ? 1 : 0);
