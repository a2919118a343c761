import { POINTS_BALANCE_MAX, type PointsReason } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';
import type { MemberContext } from '../../lib/context.ts';
import { lockMember } from '../members/index.ts';
import { pointsRepo } from './points.repository.ts';
import type { PointsLedgerRow } from './points.tables.ts';

export interface PointsChange {
  memberId: number;
  /** Positive to add, negative to take away; never 0. */
  delta: number;
  reason: PointsReason;
  source?: string;
  staffId?: number | null;
  billAmount?: number | null;
  remark?: string;
  /** The same key twice changes the points once; the second call answers the first row. */
  idempotencyKey?: string | null;
}
export interface PointsChangeResult {
  entry: PointsLedgerRow;
  /** The balance right after this entry (for a replay: the balance now). */
  balance: number;
  replayed: boolean;
}

/**
 * The change an idempotency key already made, answered as a replay: its ledger row and the member's
 * balance now; undefined when the key is unused. Callers that race on one key read the winner's row here.
 */
export async function replayOfKey(db: Db, idempotencyKey: string): Promise<PointsChangeResult | undefined> {
  const earlier = await pointsRepo.byKey(db, idempotencyKey);
  return earlier ? { entry: earlier, balance: await pointsRepo.balance(db, earlier.memberId), replayed: true } : undefined;
}

/**
 * Changes a member's points inside the caller's transaction `tx`: locks the member row, answers the
 * earlier row for a replayed idempotency key, refuses with SCORE_INSUFFICIENT (140006) when the
 * balance would go below zero and with POINTS_CEILING (30040) when it would pass POINTS_BALANCE_MAX
 * (decision 386: every write, whoever makes it, so no balance outgrows what its sums hold), and appends
 * one ledger row. The lock makes concurrent changes to one
 * member run in turn, so the balance read here is still the balance when the row is written.
 */
export async function changePointsIn(tx: Db, change: PointsChange): Promise<PointsChangeResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error('points delta must be a non-zero integer');
  if (!(await lockMember(tx, change.memberId))) return fail('MEMBER_NOT_FOUND');
  if (change.idempotencyKey) {
    const earlier = await replayOfKey(tx, change.idempotencyKey);
    if (earlier) return earlier;
  }
  const balance = await pointsRepo.balance(tx, change.memberId);
  if (balance + change.delta < 0) return fail('SCORE_INSUFFICIENT');
  // Only a rise is refused: a balance already past the ceiling (rows from before it) may still go down.
  if (change.delta > 0 && balance + change.delta > POINTS_BALANCE_MAX) {
    return fail('POINTS_CEILING', { max: POINTS_BALANCE_MAX, balance, after: balance + change.delta });
  }
  const entry = await pointsRepo.insert(tx, {
    memberId: change.memberId,
    delta: change.delta,
    reason: change.reason,
    source: change.source ?? '',
    staffId: change.staffId ?? null,
    billAmount: change.billAmount ?? null,
    remark: change.remark ?? '',
    idempotencyKey: change.idempotencyKey ?? null,
  });
  return { entry, balance: balance + change.delta, replayed: false };
}

/**
 * `changePointsIn` in a transaction of its own. The same key used at the same moment for another
 * member is the one race the member lock does not cover; the unique key then refuses the second
 * insert, and the earlier row is answered as a replay (the caller compares it with what it asked).
 */
export async function changePoints(db: Db, change: PointsChange): Promise<PointsChangeResult> {
  try {
    return await db.transaction((tx) => changePointsIn(tx as unknown as Db, change));
  } catch (err) {
    if (change.idempotencyKey && isUniqueViolation(err)) {
      const earlier = await replayOfKey(db, change.idempotencyKey);
      if (earlier) return earlier;
    }
    throw err;
  }
}

/** A member's points balance (totalBonus): the sum of the ledger; `db` may be the caller's open transaction. */
export const pointsBalance = (db: Db, memberId: number) => pointsRepo.balance(db, memberId);

/**
 * Locks the member row until the caller's transaction ends (decision 050), for a use case that checks
 * before it spends (a redemption's limits and key); answers false when the member does not exist.
 */
export const lockMemberForPoints = (tx: Db, memberId: number) => lockMember(tx, memberId);

/** What one source (an order number) brought a member: the rows of one key among them, and the net of all. */
export const pointsOfSource = (db: Db, memberId: number, source: string, key: string) => pointsRepo.sourceTotals(db, memberId, source, key);

export function createPointsService(db: Db) {
  return {
    changePoints: (change: PointsChange) => changePoints(db, change),
    balance: (memberId: number) => pointsRepo.balance(db, memberId),

    /** My account: balance and history, newest first. */
    async getPointsHistory(input: { pageNum: number; pageSize: number }, ctx: MemberContext) {
      const memberId = ctx.session.memberId;
      const [totalBonus, total, rows] = await Promise.all([
        pointsRepo.balance(db, memberId),
        pointsRepo.countFor(db, memberId),
        pointsRepo.history(db, memberId, input.pageSize, (input.pageNum - 1) * input.pageSize),
      ]);
      return {
        totalBonus,
        total,
        list: rows.map((r) => ({
          id: r.id,
          delta: r.delta,
          reason: r.reason,
          source: r.source,
          note: r.reason === 'adjustment' ? r.remark : '',
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
