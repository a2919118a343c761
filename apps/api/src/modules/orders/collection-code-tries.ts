import { sql } from 'drizzle-orm';
import { COLLECTION_CODE_MAX_WRONG, COLLECTION_CODE_SHOP_MAX_WRONG, COLLECTION_CODE_TARGET_MAX_WRONG, COLLECTION_CODE_WINDOW_MS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';

/**
 * Who types a collection code: the staff account, its shop, and — when the caller names what the code
 * is tried against (the order the counter has open, the staff tool's redemption) — that order or
 * redemption.
 */
export interface CodeTry {
  staffId: number;
  shop: string;
  target?: { kind: 'order' | 'redemption'; id: number } | undefined;
}

/**
 * One try of one allowance ('staff:<id>', 'shop:<code>', 'order:<id>', 'redemption:<id>'), claimed
 * atomically: counted as wrong until `releaseCodeTry` says the code was right, refused once the scope has
 * `max` wrong tries in its window. One statement, so two tries at once cannot both take the last one.
 */
async function claimScope(db: Db, scope: string, at: Date, max: number): Promise<boolean> {
  const ends = new Date(at.getTime() + COLLECTION_CODE_WINDOW_MS);
  const done = await rows<{ wrong: number }>(
    db,
    sql`insert into collection_code_scope_tries as t (scope, wrong, window_ends_at) values (${scope}, 1, ${ends})
        on conflict (scope) do update set
          wrong = case when t.window_ends_at <= ${at} then 1 else t.wrong + 1 end,
          window_ends_at = case when t.window_ends_at <= ${at} then ${ends} else t.window_ends_at end
        where t.window_ends_at <= ${at} or t.wrong < ${max}
        returning wrong`,
  );
  return done.length > 0;
}

const releaseScope = (db: Db, scope: string) => db.execute(sql`update collection_code_scope_tries set wrong = greatest(0, wrong - 1) where scope = ${scope}`);

/** The allowances one try draws on, the account's first (decision 390/410). */
const scopesOf = (who: CodeTry) => [
  { scope: `staff:${who.staffId}`, max: COLLECTION_CODE_MAX_WRONG },
  { scope: `shop:${who.shop}`, max: COLLECTION_CODE_SHOP_MAX_WRONG },
  ...(who.target ? [{ scope: `${who.target.kind}:${who.target.id}`, max: COLLECTION_CODE_TARGET_MAX_WRONG }] : []),
];

/**
 * Every hand-over by code (issue 38, decisions 390 and 410): one try is claimed against the staff
 * account's, the shop's and the named order's or redemption's wrong-code allowances before the code is
 * compared. Refused (429) as soon as one allowance is used up — so an account locked for wrong codes
 * cannot hand over by any path, many accounts of one shop cannot share out the guessing, and one order
 * cannot be guessed at from many accounts.
 */
export async function claimCodeTry(db: Db, who: CodeTry, at: Date): Promise<void> {
  const claimed: string[] = [];
  for (const { scope, max } of scopesOf(who)) {
    if (!(await claimScope(db, scope, at, max))) {
      // Given back: the try never went ahead, so it is nobody's wrong code.
      for (const s of claimed) await releaseScope(db, s);
      return fail('COLLECTION_CODE_LIMITED');
    }
    claimed.push(scope);
  }
}

/** The code was right (or the member's signed QR stood in for it): the try is given back everywhere. */
export async function releaseCodeTry(db: Db, who: CodeTry): Promise<void> {
  for (const { scope } of scopesOf(who)) await releaseScope(db, scope);
}
