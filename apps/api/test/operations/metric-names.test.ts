import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * Metric names follow Prometheus naming (issue 24, decision 260). The same rules as `promtool check metrics`
 * (client_golang's promlint) in plain TypeScript, so they hold on a machine without Prometheus; where promtool
 * is installed it is run on the same text as well.
 */

/**
 * Unit abbreviations promlint refuses as a name part (spell the base unit out: seconds, bytes). Its list:
 * `min`/`max` are not in it, they name a statistic (`shop_nodejs_eventloop_lag_min_seconds`).
 */
const ABBREVIATIONS = new Set(['s', 'ms', 'us', 'ns', 'sec', 'm', 'h', 'd', 'b', 'kb', 'mb', 'gb', 'tb', 'pb']);
/** Units that are not base units, with the base unit to use instead. */
const NON_BASE_UNITS: Record<string, string> = {
  milliseconds: 'seconds',
  microseconds: 'seconds',
  nanoseconds: 'seconds',
  minutes: 'seconds',
  hours: 'seconds',
  days: 'seconds',
  weeks: 'seconds',
  kilobytes: 'bytes',
  megabytes: 'bytes',
  gigabytes: 'bytes',
  bits: 'bytes',
  percent: 'ratio',
  fahrenheit: 'celsius',
};
const TYPES = ['counter', 'gauge', 'histogram', 'summary', 'untyped'];

/** Every complaint about the names in a Prometheus text exposition; empty when they all follow the rules. */
export function lintMetricNames(text: string): string[] {
  const problems: string[] = [];
  const types = new Map<string, string>();
  const helps = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      if (types.has(type[1]!)) problems.push(`${type[1]}: declared twice`);
      types.set(type[1]!, type[2]!);
    }
    const help = /^# HELP (\S+) (.*)$/.exec(line);
    if (help && help[2]!.trim()) helps.add(help[1]!);
  }
  for (const [name, type] of types) {
    const say = (what: string) => problems.push(`${name}: ${what}`);
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) say('not snake_case (lower case letters, digits and _ only, no colons)');
    if (!helps.has(name)) say('no help text');
    if (type === 'counter' && !name.endsWith('_total')) say('a counter should end in _total');
    if (type !== 'counter' && name.endsWith('_total')) say('only counters end in _total');
    const parts = name.split('_');
    for (const part of parts) {
      if (ABBREVIATIONS.has(part)) say(`"${part}" abbreviates a unit: spell out the base unit (seconds, bytes)`);
      if (NON_BASE_UNITS[part]) say(`"${part}" is not a base unit: use ${NON_BASE_UNITS[part]}`);
      if (TYPES.includes(part)) say(`the name includes the metric type "${part}"`);
    }
    if (type !== 'histogram' && type !== 'summary' && /_(count|sum|bucket)$/.test(name)) say('_count, _sum and _bucket belong to histograms and summaries');
  }
  // Reserved labels: `le` for histogram buckets, `quantile` for summaries.
  for (const line of text.split('\n')) {
    const sample = /^([a-z_:][a-z0-9_:]*)\{([^}]*)\}/i.exec(line);
    if (!sample) continue;
    const base = sample[1]!.replace(/_(bucket|count|sum)$/, '');
    const type = types.get(sample[1]!) ?? types.get(base);
    if (/(^|,)le="/.test(sample[2]!) && type !== 'histogram') problems.push(`${sample[1]}: label "le" is for histograms`);
    if (/(^|,)quantile="/.test(sample[2]!) && type !== 'summary') problems.push(`${sample[1]}: label "quantile" is for summaries`);
  }
  return [...new Set(problems)];
}

const promtool = spawnSync('promtool', ['--version']).status === 0;
if (!promtool)
  console.warn('metric-names: `promtool check metrics` SKIPPED — promtool is not installed (apt-get install prometheus); the plain-TS naming rules still run');

describe('metric names follow Prometheus naming (issue 24, decision 260)', () => {
  let t: TestApp;
  let text = '';
  beforeAll(async () => {
    t = await createTestApp();
    // A few calls first, so the labelled metrics have samples.
    await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'wrong-one' });
    await t.call('app/weaver/getAppFull', { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE', status: 'release' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    text = res.body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the rules catch what promtool would (the check is not vacuous)', () => {
    const bad = [
      '# HELP a_requests Requests',
      '# TYPE a_requests counter',
      '# HELP a_open_total Open',
      '# TYPE a_open_total gauge',
      '# HELP a_latency_ms Latency',
      '# TYPE a_latency_ms histogram',
      '# HELP a_size_kilobytes Size',
      '# TYPE a_size_kilobytes gauge',
      '# TYPE aCamel gauge',
      '# HELP a_gauge_things Things',
      '# TYPE a_gauge_things gauge',
    ].join('\n');
    const problems = lintMetricNames(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        'a_requests: a counter should end in _total',
        'a_open_total: only counters end in _total',
        'a_latency_ms: "ms" abbreviates a unit: spell out the base unit (seconds, bytes)',
        'a_size_kilobytes: "kilobytes" is not a base unit: use bytes',
        'aCamel: not snake_case (lower case letters, digits and _ only, no colons)',
        'aCamel: no help text',
        'a_gauge_things: the name includes the metric type "gauge"',
      ]),
    );
  });

  it('GET /metrics passes the naming rules (plain TypeScript, always runs)', () => {
    expect(text).toContain('# TYPE shop_http_requests_total counter');
    expect(text).toContain('# TYPE shop_nodejs_active_handles gauge');
    expect(lintMetricNames(text)).toEqual([]);
  });

  it.skipIf(!promtool)(
    `GET /metrics passes \`promtool check metrics\`${promtool ? '' : ' — SKIPPED: promtool is not installed (apt-get install prometheus); the plain-TS rules above still ran'}`,
    () => {
      // promtool prints its complaints and exits 3; nothing and 0 when the names pass.
      const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(`${run.stdout}${run.stderr}`.trim(), 'promtool check metrics complained').toBe('');
      expect(run.status).toBe(0);
    },
  );
});
