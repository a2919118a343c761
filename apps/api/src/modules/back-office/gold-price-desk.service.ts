import { count, desc, inArray } from 'drizzle-orm';
import type { GoldPrice, GoldPriceRecordInput } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { goldPrices } from '../gold-price/gold-price.tables.ts';
import { recordRateAndReprice } from '../gold-price/weight-repricing.ts';
import { staffUsers } from '../staff/staff.tables.ts';
import { writeAudit } from './audit.ts';

const hkd = (cents: number) => (cents / 100).toFixed(2);

/**
 * Today's gold price entered at the counter, through the gold-price module's own `record` (the same
 * rules as `npm run gold-price`), with its audit row in the same transaction. The enquiry reads the
 * latest row, so the storefront shows it at once.
 */
export function createGoldPriceDesk(deps: { db: Db; changes: ChangeBus }) {
  return {
    async record(staffId: number, input: GoldPriceRecordInput): Promise<GoldPrice> {
      // The price, its audit row and the re-pricing of every by-weight sku in one transaction (issue 30).
      const { price } = await recordRateAndReprice(deps, input, `staff:${staffId}`, async (tx) => {
        const [latest] = await tx.select({ id: goldPrices.id }).from(goldPrices).orderBy(desc(goldPrices.id)).limit(1);
        const text = `${hkd(input.sellCents)} / ${hkd(input.purchaseCents)} / ${hkd(input.exchangeCents)}`;
        await writeAudit(tx, {
          staffId,
          action: 'record',
          entity: 'goldPrices',
          entityId: String(latest!.id),
          label: { zh_HK: text, zh_CN: text, en: text },
          changedFields: ['sellCents', 'purchaseCents', 'exchangeCents'],
        });
      });
      return price;
    },

    async history(q: { pageNo: number; pageSize: number }) {
      const [total] = await deps.db.select({ n: count() }).from(goldPrices);
      const rows = await deps.db
        .select()
        .from(goldPrices)
        .orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      // 'staff:<id>' is shown as the username; 'cli' and 'seed' as they are.
      const ids = [...new Set(rows.flatMap((r) => (/^staff:\d+$/.test(r.recordedBy) ? [Number(r.recordedBy.slice(6))] : [])))];
      const names = new Map(
        ids.length
          ? (await deps.db.select({ id: staffUsers.id, username: staffUsers.username }).from(staffUsers).where(inArray(staffUsers.id, ids))).map((s) => [
              `staff:${s.id}`,
              s.username,
            ])
          : [],
      );
      return {
        total: total?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          sellCents: r.sellTael,
          purchaseCents: r.purchaseTael,
          exchangeCents: r.exchangeTael,
          recordedBy: names.get(r.recordedBy) ?? r.recordedBy,
          recordedAt: r.recordedAt.toISOString(),
        })),
      };
    },
  };
}
