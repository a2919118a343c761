import type { TillTaking } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { tillRepo } from './till.repository.ts';

export interface ShopTakings {
  salesCount: number;
  salesTotal: number;
  returnsCount: number;
  returnsTotal: number;
  /** Per staff account and method: counter sales, cents taken, cents given back. */
  takings: TillTaking[];
}

/**
 * A shop's counter takings between two instants (the till's day, decision 488): every payment its counter
 * took (sales rung up, pick-ups paid at the counter) and every refund its counter gave, per staff and method.
 */
export async function shopTakings(db: Db, storeCode: string, from: Date, to: Date): Promise<ShopTakings> {
  const t = await tillRepo.takings(db, storeCode, from, to);
  const byKey = new Map<string, TillTaking>();
  const entry = (staffUsername: string, method: TillTaking['method']) => {
    const key = `${staffUsername}\u0000${method}`;
    return byKey.get(key) ?? byKey.set(key, { staffUsername, method, sales: 0, taken: 0, refunded: 0 }).get(key)!;
  };
  for (const r of t.taken) Object.assign(entry(r.staffUsername, r.method), { sales: r.sales, taken: r.taken });
  for (const r of t.refunded) entry(r.staffUsername, r.method).refunded += r.refunded;
  const takings = [...byKey.values()].sort((a, b) => a.staffUsername.localeCompare(b.staffUsername) || a.method.localeCompare(b.method));
  return {
    salesCount: t.salesCount,
    salesTotal: t.salesTotal,
    returnsCount: t.refunded.reduce((a, r) => a + r.returns, 0),
    returnsTotal: t.refunded.reduce((a, r) => a + r.refunded, 0),
    takings,
  };
}
