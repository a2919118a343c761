import { VIEWING_DEFAULTS, type I18nText, type Viewing, type ViewingSettings } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { skuCards, transfersById } from '../catalogue/index.ts';
import type { ShopResolver } from '../shops/index.ts';
import { maskPhone } from '../staff/index.ts';
import { changeUntil } from './slot-rules.ts';
import { viewingsRepo as repo } from './viewings.repository.ts';
import type { ViewingRow } from './viewings.tables.ts';

/** A shop's settings as they apply: its saved row, or the contract's defaults. */
export async function settingsOf(db: Db, storeCode: string): Promise<ViewingSettings> {
  const row = await repo.settings(db, storeCode);
  const blackouts = await repo.blackouts(db, storeCode);
  if (!row)
    return {
      storeCode,
      hours: VIEWING_DEFAULTS.hours.map((h) => (h ? [h[0], h[1]] : null)) as ViewingSettings['hours'],
      slotMinutes: VIEWING_DEFAULTS.slotMinutes,
      capacity: VIEWING_DEFAULTS.capacity,
      cutoffHours: VIEWING_DEFAULTS.cutoffHours,
      blackouts,
    };
  return {
    storeCode,
    hours: row.hours as ViewingSettings['hours'],
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    cutoffHours: row.cutoffHours,
    blackouts,
  };
}

/** The physical shops of the merchant, by code. */
export async function physicalShops(shops: ShopResolver, merchantCode: string): Promise<Map<string, I18nText>> {
  return new Map((await shops.stores(merchantCode)).filter((s) => s.kind === 'physical').map((s) => [s.code, s.name]));
}

/**
 * Viewings as the wire shows them: each piece with where it is now (this shop, or the shop a transfer
 * request brings it from while the request is open or after it went back), and whether the booking may
 * still change. `mask`: a staff list shows the phone masked.
 */
export async function viewingViews(
  db: Db,
  deps: { shops: ShopResolver; merchantCode: string },
  list: ViewingRow[],
  opts: { mask: boolean; now: Date },
): Promise<Viewing[]> {
  if (list.length === 0) return [];
  const pieces = await repo.pieces(
    db,
    list.map((v) => v.id),
  );
  const cards = new Map((await skuCards(db, deps.merchantCode, [...new Set(pieces.map((p) => p.skuId))], { onSale: false })).map((c) => [c.skuId, c]));
  const transfers = await transfersById(
    db,
    pieces.flatMap((p) => (p.transferRequestId ? [p.transferRequestId] : [])),
  );
  const names = new Map((await deps.shops.stores(deps.merchantCode)).map((s) => [s.code, s.name]));
  const cutoffs = new Map<string, number>();
  for (const code of new Set(list.map((v) => v.storeCode))) cutoffs.set(code, (await settingsOf(db, code)).cutoffHours);
  return list.map((v) => {
    const until = changeUntil(v.startsAt, cutoffs.get(v.storeCode) ?? VIEWING_DEFAULTS.cutoffHours);
    return {
      code: v.code,
      storeCode: v.storeCode,
      storeName: names.get(v.storeCode) ?? { zh_HK: v.storeCode, zh_CN: v.storeCode, en: v.storeCode },
      startsAt: v.startsAt.toISOString(),
      endsAt: v.endsAt.toISOString(),
      status: v.status,
      name: v.name,
      phone: opts.mask ? maskPhone(v.phoneArea, v.phone) : `+${v.phoneArea} ${v.phone}`,
      changeUntil: until.toISOString(),
      canChange: v.status === 'booked' && opts.now.getTime() < until.getTime(),
      pieces: pieces
        .filter((p) => p.viewingId === v.id)
        .map((p) => {
          const card = cards.get(p.skuId);
          const t = p.transferRequestId ? transfers.get(p.transferRequestId) : undefined;
          return {
            skuId: p.skuId,
            skuCode: card?.skuCode ?? String(p.skuId),
            title: card?.title ?? { zh_HK: '', zh_CN: '', en: '' },
            img: card?.img ?? '',
            nowAt: t && t.status !== 'kept' ? t.fromStoreCode : v.storeCode,
            transfer: t ? { id: t.id, fromStoreCode: t.fromStoreCode, toStoreCode: t.toStoreCode, status: t.status } : null,
            outcome: p.outcome,
            saleNo: p.saleNo,
          };
        }),
    };
  });
}
