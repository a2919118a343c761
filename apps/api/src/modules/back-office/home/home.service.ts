import { ROLE, type HomeFigures } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { fail } from '../../../lib/app-error.ts';
import type { StaffContext } from '../../../lib/context.ts';
import { writeAudit } from '../../audit/index.ts';
import { homePeriods, hkDateDaysBefore } from './home-periods.ts';
import { homeRepo } from './home.repository.ts';
import { lowStockList } from './low-stock-list.ts';

const DAY = 86_400_000;

/** Folds appended stock changes into the low-stock histogram (decision 318); the app's scheduler runs it. */

/** The back office's home (issue 28, decision 220). `clock` lets tests stand on either side of a Hong Kong midnight. */
export function createHomeService(deps: { db: Db; merchantCode: string; clock?: () => Date }) {
  const { db, merchantCode } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** Role 6: every figure. Role 2 (without 6): its own shop's pick-ups, redemptions and low stock, and the gold price. */
    async figures(ctx: StaffContext): Promise<HomeFigures> {
      const now = clock();
      const merchant = ctx.session.roles.includes(ROLE.MERCHANT_ADMIN);
      const storeCode = merchant ? null : await homeRepo.staffShop(db, ctx.session.staffId);
      if (!merchant && !storeCode) return fail('STAFF_WITHOUT_SHOP');
      // Every figure's statement at once (decision 318): one wait for the slowest instead of three rounds
      // one after another (the threshold, the shop's figures, then the sales); low stock reads the saved
      // threshold inside its own statements.
      const p = homePeriods(now);
      const keys = ['today', 'week', 'month'] as const;
      const spans = keys.flatMap((k) => [
        { from: p[k].from, to: p[k].to },
        { from: p[k].prevFrom, to: p[k].prevTo },
      ]);
      const since30 = new Date(now.getTime() - 30 * DAY);
      const [storeName, threshold, pickupsWaiting, redemptionsWaiting, lowStock, goldPrice, sums, dailySales, ordersByStatus, bestSellers] = await Promise.all([
        storeCode ? homeRepo.storeName(db, storeCode) : null,
        homeRepo.threshold(db, merchantCode),
        homeRepo.pickupsWaiting(db, now, storeCode),
        homeRepo.redemptionsWaiting(db, now, storeCode),
        homeRepo.lowStock(db, merchantCode, 'saved', storeCode),
        homeRepo.goldPrice(db),
        merchant ? homeRepo.sums(db, spans) : null,
        merchant ? homeRepo.daily(db, hkDateDaysBefore(now, 29), hkDateDaysBefore(now, 0), now) : null,
        merchant ? homeRepo.byStatus(db, since30, now) : null,
        merchant ? homeRepo.bestSellers(db, since30, now) : null,
      ]);
      const shared = {
        today: hkDateDaysBefore(now, 0),
        storeCode,
        storeName,
        pickupsWaiting,
        redemptionsWaiting,
        lowStockThreshold: threshold,
        lowStock,
        goldPrice,
      };
      if (!merchant || !sums) return { ...shared, scope: 'shop', periods: null, dailySales: null, ordersByStatus: null, bestSellers: null };
      const period = (i: number) => {
        const k = keys[i]!;
        const cur = sums[2 * i]!;
        const prev = sums[2 * i + 1]!;
        // Net after refunds is the figure; gross and refunds beside it, both periods on one basis (decision 366).
        return {
          sales: cur.gross - cur.refunds,
          grossSales: cur.gross,
          refunds: cur.refunds,
          orders: cur.orders,
          previousSales: prev.gross - prev.refunds,
          previousGrossSales: prev.gross,
          previousOrders: prev.orders,
          from: p[k].fromDate,
          to: p[k].toDate,
        };
      };
      return {
        ...shared,
        scope: 'merchant',
        periods: { today: period(0), week: period(1), month: period(2) },
        dailySales: dailySales!,
        ordersByStatus: ordersByStatus!,
        bestSellers: bestSellers!,
      };
    },

    /** The list behind a shop's low-stock figure; role 2 (without 6) reads its own shop's only. */
    async lowStockList(storeCode: string, pageNo: number, ctx: StaffContext) {
      if (!ctx.session.roles.includes(ROLE.MERCHANT_ADMIN) && (await homeRepo.staffShop(db, ctx.session.staffId)) !== storeCode) return fail('FORBIDDEN');
      return lowStockList(db, merchantCode, storeCode, pageNo);
    },

    /** Sets the low-stock threshold; the change and its audit row commit together. */
    async setThreshold(threshold: number, ctx: StaffContext) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await homeRepo.setThreshold(tx, merchantCode, threshold);
        if (before !== threshold) {
          await writeAudit(tx, {
            staffId: ctx.session.staffId,
            action: 'update',
            entity: 'homeSettings',
            entityId: merchantCode,
            label: { zh_HK: `低庫存門檻 ${threshold}`, zh_CN: `低库存门槛 ${threshold}`, en: `Low-stock threshold ${threshold}` },
            changedFields: ['lowStockThreshold'],
          });
        }
      });
      return { threshold };
    },
  };
}
