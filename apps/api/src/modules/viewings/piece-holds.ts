import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { freeUnits, requestTransfer } from '../catalogue/index.ts';
import { viewingsRepo as repo } from './viewings.repository.ts';

type Units = Awaited<ReturnType<typeof freeUnits>>;

/** Other shops' free units of a piece, the shops (physical ones first) with most units first. */
function sourcesOf(units: Units, skuId: number, storeCode: string, physical: ReadonlySet<string>) {
  return units
    .filter((u) => u.skuId === skuId && u.storeCode !== storeCode && u.qty > 0)
    .sort((a, b) => Number(physical.has(b.storeCode)) - Number(physical.has(a.storeCode)) || b.qty - a.qty || a.storeCode.localeCompare(b.storeCode));
}

/**
 * Whether each piece can be held for a slot at a shop (decision 496): a piece is held by one viewing at a
 * time per slot for each unit the shop has free; past that, a unit must come from another shop. Answers,
 * per slot start, the pieces that cannot be had.
 */
export async function unavailablePieces(db: Db, storeCode: string, from: Date, to: Date, skuIds: number[]): Promise<Map<number, Set<number>>> {
  const holds = await repo.holds(db, storeCode, from, to, skuIds);
  const units = await freeUnits(db, skuIds);
  const out = new Map<number, Set<number>>();
  for (const h of holds) {
    const here = units.find((u) => u.skuId === h.skuId && u.storeCode === storeCode)?.qty ?? 0;
    const elsewhere = units.some((u) => u.skuId === h.skuId && u.storeCode !== storeCode && u.qty > 0);
    if (h.n >= here && !elsewhere) {
      const at = new Date(h.startsAt).getTime();
      out.set(at, (out.get(at) ?? new Set()).add(h.skuId));
    }
  }
  return out;
}

/**
 * Holds each piece for the slot, in the caller's transaction, which holds the slot's row lock (taken by
 * `takePlace`), so two bookings of one slot check one after the other. A piece the shop has a free unit of
 * for this slot is held there; otherwise a unit is requested from another shop through the catalogue's
 * transfer request (moved at once through the stock ledger, decision 497). Answers each piece's transfer
 * request (null: held at the shop); refuses with VIEWING_PIECE_TAKEN when no unit can be had.
 */
export async function holdPieces(
  tx: Db,
  a: {
    storeCode: string;
    startsAt: Date;
    pieces: { skuId: number; skuCode: string }[];
    exceptViewingId?: number;
    ref: string;
    physical: ReadonlySet<string>;
  },
): Promise<Map<number, number | null>> {
  const skuIds = a.pieces.map((p) => p.skuId);
  const holds = await repo.holds(tx, a.storeCode, a.startsAt, new Date(a.startsAt.getTime() + 1), skuIds, a.exceptViewingId);
  const units = await freeUnits(tx, skuIds);
  const out = new Map<number, number | null>();
  for (const piece of [...a.pieces].sort((x, y) => x.skuId - y.skuId)) {
    const here = units.find((u) => u.skuId === piece.skuId && u.storeCode === a.storeCode)?.qty ?? 0;
    const held = holds.find((h) => h.skuId === piece.skuId)?.n ?? 0;
    if (held < here) {
      out.set(piece.skuId, null);
      continue;
    }
    let requested: number | undefined;
    for (const source of sourcesOf(units, piece.skuId, a.storeCode, a.physical)) {
      requested = await requestTransfer(tx, {
        skuId: piece.skuId,
        fromStoreCode: source.storeCode,
        toStoreCode: a.storeCode,
        qty: 1,
        ref: a.ref,
        neededBy: a.startsAt,
        staffId: null,
      });
      if (requested !== undefined) break;
    }
    if (requested === undefined) return fail('VIEWING_PIECE_TAKEN', { skuCode: piece.skuCode });
    out.set(piece.skuId, requested);
  }
  return out;
}
