import { DEFAULT_PHONE_AREA, MEMBER_NO_PATTERN, MEMBER_QR_PREFIX } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { verifyMemberQrToken } from './member-qr.ts';
import { membersRepo } from './members.repository.ts';
import type { MemberRow } from './members.tables.ts';

/**
 * Locks the member row until the caller's transaction ends: changes to one member's points run one after
 * another (decision 050). Answers false when there is no such member. The points module calls it.
 */
export const lockMember = (tx: Db, memberId: number) => membersRepo.lockForUpdate(tx, memberId);

/** A member by member number, for other modules' use cases (`db` may be their open transaction). */
export const memberByNo = (db: Db, memberNo: string) => membersRepo.byMemberNo(db, memberNo);

/**
 * The member a counter's scanned or typed code names: the member's QR code, a member number, or a phone
 * number as staff type it (spaces and dashes forgiven; a leading +852, +853 or +86, else `phoneArea`).
 * Refused with MEMBER_NOT_FOUND, QR_EXPIRED or QR_INVALID.
 */
export async function memberByCounterQuery(db: Db, query: string, phoneArea: string = DEFAULT_PHONE_AREA): Promise<MemberRow> {
  const text = query.trim();
  let row: MemberRow | undefined;
  if (text.startsWith(`${MEMBER_QR_PREFIX}.`)) {
    const checked = await verifyMemberQrToken(db, text);
    if (!checked.ok) return fail(checked.reason === 'expired' ? 'QR_EXPIRED' : checked.reason === 'unknown_member' ? 'MEMBER_NOT_FOUND' : 'QR_INVALID');
    row = await membersRepo.byId(db, checked.memberId);
  } else if (MEMBER_NO_PATTERN.test(text.toUpperCase())) {
    row = await membersRepo.byMemberNo(db, text.toUpperCase());
  } else {
    const compact = text.replace(/[\s-]/g, '');
    const plus = /^\+(852|853|86)(\d{4,15})$/.exec(compact);
    if (plus) row = await membersRepo.byPhone(db, plus[1]!, plus[2]!);
    else if (/^\d{4,15}$/.test(compact)) row = await membersRepo.byPhone(db, phoneArea, compact);
    else return fail('MEMBER_NOT_FOUND');
  }
  return row ?? fail('MEMBER_NOT_FOUND');
}
