import type { Db } from '../../db/client.ts';

/**
 * A member's points balance (totalBonus). The points ledger arrives with the staff and points domain
 * (issue 6), which replaces this one function; until then every member has 0 points.
 */
export async function pointsBalance(_db: Db, _memberId: number): Promise<number> {
  return 0;
}
