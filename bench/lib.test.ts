import { describe, expect, it } from 'vitest';
import { cpuShares, cpuTimes, median, processCpuUs, shareVerdict } from './lib.ts';

describe('the interleaved method (decision 210)', () => {
  it('takes the median of the rounds', () => {
    expect(median([57.4, 15.5, 38.5])).toBe(38.5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('calls a share unstable when its spread is wider than the margin to the goal', () => {
    // The runs: 26 % and 52 % for the same read against a goal of 30 %.
    expect(shareVerdict({ medianPercent: 38.5, spread: 41.9 }, 30)).toEqual({ goal: '≥ 30', pass: true, unstable: true });
    expect(shareVerdict({ medianPercent: 20.4, spread: 9.3 }, 50)).toEqual({ goal: '≥ 50', pass: false, unstable: false });
    expect(shareVerdict({ medianPercent: 64, spread: 6 }, 50)).toEqual({ goal: '≥ 50', pass: true, unstable: false });
    // A spread exactly the margin is still told: the median is that far from the goal in every round.
    expect(shareVerdict({ medianPercent: 25, spread: 5 }, 20).unstable).toBe(false);
  });

  it('reads the CPU steal and busy shares between two readings of /proc/stat', async () => {
    expect(cpuShares({ total: 1000, idle: 400, steal: 10 }, { total: 2000, idle: 900, steal: 60 })).toEqual({ stealPercent: 5, busyPercent: 50 });
    expect(cpuShares(undefined, { total: 1, idle: 0, steal: 0 })).toEqual({});
    expect(cpuShares({ total: 5, idle: 0, steal: 0 }, { total: 5, idle: 0, steal: 0 })).toEqual({});
    const now = await cpuTimes();
    if (now) expect(now.total).toBeGreaterThan(now.idle);
  });

  it('reads a process CPU time from /proc/<pid>/stat', async () => {
    const a = await processCpuUs(process.pid);
    if (a === undefined) return; // not Linux
    let x = 0;
    for (let i = 0; i < 3e7; i++) x += i;
    expect(x).toBeGreaterThan(0);
    expect((await processCpuUs(process.pid))!).toBeGreaterThanOrEqual(a);
  });
});
