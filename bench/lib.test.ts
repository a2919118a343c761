import { describe, expect, it } from 'vitest';
import { cpuShares, cpuSharesOver, cpuTimes, median, medianStandardError, processCpuUs, roundsEnough, shareVerdict } from './lib.ts';

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

  it('estimates the standard error of a median from the spread of the rounds', () => {
    expect(medianStandardError([50])).toBe(Infinity);
    expect(medianStandardError([60, 60, 60, 60])).toBe(0);
    // s = 10 over four rounds: √(π/2) · 10 / 2.
    expect(medianStandardError([40, 60, 40, 60])).toBeCloseTo((Math.sqrt(Math.PI / 2) * Math.sqrt(400 / 3)) / 2, 6);
  });

  it('adds rounds until the median is tight enough, between the minimum and the maximum (decision 213)', () => {
    const limits = { min: 5, max: 16, sePoints: 3 };
    expect(roundsEnough([], limits)).toBe(false);
    // Tight from the start: the minimum is still run.
    expect(roundsEnough([70, 70.5, 69.8, 70.2], limits)).toBe(false);
    expect(roundsEnough([70, 70.5, 69.8, 70.2, 70.1], limits)).toBe(true);
    // A share near 100 % that moves ±10 points a round needs more rounds than five…
    const wide = [92, 108, 97, 112, 88];
    expect(roundsEnough(wide, limits)).toBe(false);
    // …and stops at the maximum however wide it stays.
    expect(
      roundsEnough(
        Array.from({ length: 16 }, (_, i) => (i % 2 ? 80 : 120)),
        limits,
      ),
    ).toBe(true);
    expect(
      roundsEnough(
        Array.from({ length: 15 }, (_, i) => (i % 2 ? 80 : 120)),
        limits,
      ),
    ).toBe(false);
  });

  it('reads the CPU steal and busy shares between two readings of /proc/stat', async () => {
    expect(cpuShares({ total: 1000, idle: 400, steal: 10 }, { total: 2000, idle: 900, steal: 60 })).toEqual({ stealPercent: 5, busyPercent: 50 });
    expect(cpuShares(undefined, { total: 1, idle: 0, steal: 0 })).toEqual({});
    expect(cpuShares({ total: 5, idle: 0, steal: 0 }, { total: 5, idle: 0, steal: 0 })).toEqual({});
    const now = await cpuTimes();
    if (now) expect(now.total).toBeGreaterThan(now.idle);
  });

  it("adds up the CPU counters of a target's rounds, which other targets' rounds separate (decision 213)", () => {
    const stretch = (t0: number, busy: number, steal: number) => ({
      before: { total: t0, idle: 0, steal: 0 },
      after: { total: t0 + 100, idle: 100 - busy, steal },
    });
    // 60 % and 80 % busy over two stretches of equal length: 70 % over both, steal 2 + 4 of 200.
    expect(cpuSharesOver([stretch(1000, 60, 2), stretch(5000, 80, 4)])).toEqual({ stealPercent: 3, busyPercent: 70 });
    expect(cpuSharesOver([stretch(0, 50, 0), { before: undefined, after: undefined }])).toEqual({});
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
