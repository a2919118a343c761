import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * Process-wide metrics (decision 122). Business counters live here so any module can count without being
 * handed anything: `businessMetrics.redemptions.inc()`. The HTTP, database and outbox metrics belong to
 * an app (plugins/observability.ts) and are merged with these when `/metrics` is read.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'shop_' });
// prom-client names three gauges `…_total`, which Prometheus reserves for counters (`promtool check metrics`
// refuses them; decision 260). Each repeats the sum of its by-type gauge (`shop_nodejs_active_handles{type}`…),
// so they are dropped rather than renamed: `sum(shop_nodejs_active_handles)` gives the same number.
for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total']) {
  processRegistry.removeSingleMetric(`shop_nodejs_${name}`);
}

export const businessMetrics = {
  /** New orders (a replayed takeOrder is not counted again). */
  ordersPlaced: new Counter({ name: 'shop_orders_placed_total', help: 'Orders placed', registers: [processRegistry] }),
  /** Points redemptions (the members' club counts them: `businessMetrics.redemptions.inc({ kind })`). */
  redemptions: new Counter({
    name: 'shop_redemptions_total',
    help: 'Points redemptions',
    labelNames: ['kind'] as const,
    registers: [processRegistry],
  }),
  /** Refused passwords at login, by who logs in (member, staff). */
  failedLogins: new Counter({
    name: 'shop_failed_logins_total',
    help: 'Failed logins',
    labelNames: ['kind'] as const,
    registers: [processRegistry],
  }),
};
