import { timingSafeEqual } from 'node:crypto';
import { MEMBER_QR_PREFIX } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';
import { clubRepo } from './club.repository.ts';
import { counterCollectionRepo, type CodeRedemption } from './counter-collection.repository.ts';
import { tellRedemption } from './redemption-messages.ts';

export type { CodeRedemption };

/**
 * The counter desk's wrong-code allowances (the orders module's `collection-code-tries.ts`), handed in by
 * the composition root: the orders module imports this one, so this one does not import it back (decision 425).
 */
export interface CodeTry {
  staffId: number;
  shop: string;
  /** The order or redemption the counter named: its own allowance counts the try too (decision 410). */
  target?: { kind: 'order' | 'redemption'; id: number } | undefined;
}
export interface CodeTries {
  /** Claims one try of the staff account, its shop and (when named) the target; refuses when one is used up. */
  claim(db: Db, who: CodeTry, at: Date): Promise<void>;
  /** Gives the try back: the code was right. */
  release(db: Db, who: CodeTry): Promise<void>;
}

/**
 * The club's side of the counter desk (orders module, issue 25, decision 191): the redemption a member's
 * collection code opens at a shop, its lines, and its hand-over. The desk owns the code's tries and the
 * transaction; these read and write the club's own tables.
 */
export const counterCollection = {
  /** The ready redemption of this shop with this code. */
  redemptionByCode: (db: Db, storeCode: string, code: string) => counterCollectionRepo.redemptionByCode(db, storeCode, code),

  /** The ready redemption of this shop with this number (the counter names what it has open). */
  redemptionIdByNumber: (db: Db, storeCode: string, redemptionNo: string) => counterCollectionRepo.redemptionIdByNumber(db, storeCode, redemptionNo),

  redemptionLines: (db: Db, redemptionId: number) => counterCollectionRepo.redemptionLines(db, redemptionId),
  elsewhereByCode: (db: Db, storeCode: string, code: string) => counterCollectionRepo.elsewhereByCode(db, storeCode, code),
  readyAt: (db: Db, storeCode: string) => counterCollectionRepo.readyAt(db, storeCode),
  pointsOf: (db: Db, redemptionId: number) => counterCollectionRepo.pointsOf(db, redemptionId),

  /**
   * The staff tool's proof that the member is at the counter (issue 38, decision 390): the member's signed
   * QR (already verified when it named the member) or the redemption's collection code. Either way the
   * try is claimed against the staff account's, the shop's and (for a typed code) the redemption's
   * wrong-code allowances, so an account locked for wrong codes collects nothing.
   */
  async prove(
    db: Db,
    p: { redemptionId: number; shop: string; staffId: number; query: string; code?: string | undefined },
    at: Date,
    tries: CodeTries,
  ): Promise<void> {
    const bySignedQr = p.query.trim().startsWith(`${MEMBER_QR_PREFIX}.`);
    if (!bySignedQr && !p.code) return fail('REDEMPTION_CODE_REQUIRED');
    const who = { staffId: p.staffId, shop: p.shop, ...(bySignedQr ? {} : { target: { kind: 'redemption' as const, id: p.redemptionId } }) };
    await tries.claim(db, who, at);
    if (!bySignedQr) {
      const code = await counterCollectionRepo.codeOf(db, p.redemptionId);
      if (!code || code.length !== p.code!.length || !timingSafeEqual(Buffer.from(code), Buffer.from(p.code!))) return fail('REDEMPTION_CODE_WRONG');
    }
    await tries.release(db, who);
  },

  /**
   * Hands a ready redemption over in the caller's transaction: collected (with the cash taken, if any),
   * the member's message and the audit row (decision 190). The counter desk and the staff tool's
   * collection (`club.service.ts` `collect`) both hand over through here. Answers false, writing nothing, when it was
   * not ready any more (another counter was first).
   */
  async handOver(
    tx: Db,
    r: Pick<CodeRedemption, 'id' | 'redemptionNo'>,
    staffId: number,
    payment: { method: string; reference: string } | undefined,
  ): Promise<boolean> {
    if (!(await clubRepo.markCollected(tx, r.id, staffId, payment))) return false;
    await tellRedemption(tx, r.id, 'redemption_collected');
    const paidNote = payment ? [payment.method, payment.reference].filter(Boolean).join(' ') : '';
    const paid = payment ? { method: payment.method, reference: payment.reference } : null;
    await writeAudit(tx, {
      staffId,
      action: 'handOver',
      entity: 'redemptions',
      entityId: r.redemptionNo,
      label: numberLabel(r.redemptionNo),
      changedFields: ['status', ...(paidNote ? ['payment'] : [])],
      changes: { status: { before: 'ready', after: 'collected' }, ...(paidNote ? { payment: { before: null, after: paid } } : {}) },
    });
    return true;
  },
};
