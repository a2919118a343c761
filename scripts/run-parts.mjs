#!/usr/bin/env node
// `npm test` and `npm run test:long`: runs the named npm scripts in order and prints what each took, so the
// suite's time can be read part by part (decision 479). Stops at the first failure, as `a && b` would;
// with --keep-going it runs every part and fails at the end if any failed.
//
// `a+b+c` runs those parts at the same time (decision 540): the static checks are each one process on one
// core, so side by side on two cores they take the longest one's time instead of their sum. A concurrent
// part's output is held and printed whole when it ends, so two parts' lines never interleave.
//
// A failed part's failing lines (vitest's FAIL and ×, Playwright's numbered failures) are printed again just
// above the table at the end: CI keeps only the tail of the output, and a part that ended first would
// otherwise have its failures scrolled out of it by the part beside it. Tests that passed only on CI's retry
// are named there too (decision 613).
import { spawn } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const keepGoing = args.includes('--keep-going');
const steps = args.filter((a) => a !== '--keep-going').map((a) => a.split('+'));
const times = [];
const started = performance.now();
let failed = 0;

/** Runs one npm script; output straight through when alone, held until it ends when beside others. */
function runPart(part, alone) {
  const t = performance.now();
  const load = os.loadavg()[0];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', part], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (b) => held.push(b));
    child.stderr?.on('data', (b) => held.push(b));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat([Buffer.from(`\n── ${part} ──\n`), ...held]));
      const tail = alone ? '' : Buffer.concat(held).toString('utf8');
      resolve({ part, seconds: (performance.now() - t) / 1000, load, ok: code === 0, failures: code === 0 ? [] : failingLines(tail), flaky: flakyLines(tail) });
    });
  });
}

// eslint-disable-next-line no-control-regex
const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
/** The lines that name what failed, at most 40: vitest's `FAIL file > test` and `×`, Playwright's `1) [project] › …`, the checks' own. */
function failingLines(output) {
  const lines = plain(output).split('\n');
  const named = lines.filter(
    (l) =>
      /^\s*(FAIL\s|×\s|\d+\) \[)|^\s*(Test Files|Tests)\s+\d|^\s*\d+ failed/.test(l) ||
      // Prettier's files, ESLint's errors and count, TypeScript's errors.
      /^\[(warn|error)\]|^\s+\d+:\d+\s+error|✖ \d+ problem|error TS\d+/.test(l),
  );
  return [...new Set(named)].slice(0, 40);
}
/** Tests that passed only on a retry: the retried-tests reporter's `FLAKY` lines, Playwright's `N flaky` list. */
function flakyLines(output) {
  const lines = plain(output).split('\n');
  const out = [];
  lines.forEach((l, i) => {
    if (/^FLAKY /.test(l)) out.push(l);
    if (/^\s*\d+ flaky$/.test(l)) for (let j = i + 1; j < lines.length && /^\s+\[/.test(lines[j]); j++) out.push(lines[j].trim());
  });
  return out.slice(0, 40);
}

for (const step of steps) {
  const results = await Promise.all(step.map((part) => runPart(part, step.length === 1)));
  times.push(...results.map((r, i) => ({ ...r, part: step.length > 1 ? `${i === 0 ? '┌' : i === step.length - 1 ? '└' : '│'} ${r.part}` : r.part })));
  const bad = results.filter((r) => !r.ok).length;
  failed += bad;
  if (bad && !keepGoing) break;
}
for (const t of times.filter((r) => r.flaky?.length)) console.log(`\n── passed only on a retry in ${t.part.replace(/^[┌│└] /, '')} ──\n${t.flaky.join('\n')}`);
for (const t of times.filter((r) => r.failures?.length)) console.log(`\n── what failed in ${t.part.replace(/^[┌│└] /, '')} ──\n${t.failures.join('\n')}`);
const fmt = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
console.log(`\n${'part'.padEnd(20)}  ${'time'.padStart(12)}  load at start`);
for (const t of times) console.log(`${t.part.padEnd(20)}  ${fmt(t.seconds).padStart(12)}  ${t.load.toFixed(1)}${t.ok ? '' : '  FAILED'}`);
console.log(`${'total'.padEnd(20)}  ${fmt((performance.now() - started) / 1000).padStart(12)}`);
process.exit(failed ? 1 : 0);
