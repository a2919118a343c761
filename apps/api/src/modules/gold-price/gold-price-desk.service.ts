import type { BoGoldPricePreview, GoldPrice, GoldPriceRecordInput } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import { createGoldPriceRepository } from './gold-price.repository.ts';
import { changesFrom, nextRates, ratesOf } from './gold-price.service.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { staffUsernames } from '../staff/index.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';
import { goldPriceDeskRepo } from './gold-price-desk.repository.ts';
import { recordRateAndReprice, repricingEffect } from './weight-repricing.ts';

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
        const [latest, previous] = await goldPriceDeskRepo.newestTwo(tx);
        const text = `${hkd(input.sellCents)} / ${hkd(input.purchaseCents)} / ${hkd(input.exchangeCents)}`;
        // The rates it replaced beside the new ones (issue 40): the audit answers "what was it before?".
        const changes = {
          sellCents: { before: previous?.sellTael ?? null, after: latest!.sellTael },
          purchaseCents: { before: previous?.purchaseTael ?? null, after: latest!.purchaseTael },
          exchangeCents: { before: previous?.exchangeTael ?? null, after: latest!.exchangeTael },
        };
        await writeAudit(tx, {
          staffId,
          action: 'record',
          entity: 'goldPrices',
          entityId: String(latest!.id),
          label: numberLabel(text),
          changedFields: Object.keys(changes),
          changes,
        });
      });
      return price;
    },

    /**
     * What recording `input` would do (decision 370): each selling rate against the last price, whether the
     * record call needs `confirmFarChange`, and how many by-weight pieces it re-prices and by how much.
     */
    async preview(input: GoldPriceRecordInput): Promise<BoGoldPricePreview> {
      if (input.purchaseCents > input.sellCents) throw new AppError('GOLD_PRICE_INCONSISTENT');
      const previous = await createGoldPriceRepository(deps.db).latest();
      const rates = nextRates(input, previous);
      const changes = changesFrom(previous, rates);
      const effect = await repricingEffect(deps.db, ratesOf(rates));
      return { lastSellCents: previous?.sellTael ?? null, changes, needsConfirmation: changes.some((c) => c.far), ...effect };
    },

    async history(q: { pageNo: number; pageSize: number }) {
      const total = await goldPriceDeskRepo.count(deps.db);
      const rows = await goldPriceDeskRepo.page(deps.db, { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      // 'staff:<id>' is shown as the username; 'cli' and 'seed' as they are.
      const ids = [...new Set(rows.flatMap((r) => (/^staff:\d+$/.test(r.recordedBy) ? [Number(r.recordedBy.slice(6))] : [])))];
      const names = new Map([...(await staffUsernames(deps.db, ids))].map(([id, username]) => [`staff:${id}`, username]));
      return {
        total,
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
