import type { Db } from '../../db/client.ts';
import { writeAudit } from '../back-office/audit.ts';
import { clubRepo } from './club.repository.ts';
import { counterCollectionRepo, type CodeRedemption } from './counter-collection.repository.ts';
import { tellRedemption } from './redemption-messages.ts';

export type { CodeRedemption };

/**
 * The club's side of the counter desk (orders module, issue 25, decision 191): the redemption a member's
 * collection code opens at a shop, its lines, and its hand-over. The desk owns the code's tries and the
 * transaction; these read and write the club's own tables.
 */
export const counterCollection = {
  /** The ready redemption of this shop with this code. */
  redemptionByCode: (db: Db, storeCode: string, code: string) => counterCollectionRepo.redemptionByCode(db, storeCode, code),

  redemptionLines: (db: Db, redemptionId: number) => counterCollectionRepo.redemptionLines(db, redemptionId),

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
      label: { zh_HK: r.redemptionNo, zh_CN: r.redemptionNo, en: r.redemptionNo },
      changedFields: ['status', ...(paidNote ? ['payment'] : [])],
      changes: { status: { before: 'ready', after: 'collected' }, ...(paidNote ? { payment: { before: null, after: paid } } : {}) },
    });
    return true;
  },
};
