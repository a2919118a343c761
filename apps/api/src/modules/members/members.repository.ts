import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { memberAddresses, members, phoneVerifyCodes, type MemberRow } from './members.tables.ts';

export type NewMemberRow = typeof members.$inferInsert;
export type MemberPatch = Partial<Omit<NewMemberRow, 'id' | 'createdAt'>>;

/** Drizzle access to the members tables; every function takes the handle (a transaction or the db). */
export const membersRepo = {
  async byId(db: Db, id: number): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.id, id));
    return row;
  },
  /**
   * Locks the member row until the transaction ends, so that changes to one member's points run one
   * after another (decision 050). Answers false when the member does not exist.
   */
  async lockForUpdate(tx: Db, id: number): Promise<boolean> {
    const rows = await tx.select({ id: members.id }).from(members).where(eq(members.id, id)).for('update');
    return rows.length > 0;
  },
  async byPhone(db: Db, phoneArea: string, phone: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.phoneArea, phoneArea), eq(members.phone, phone)));
    return row;
  },
  async byEmail(db: Db, email: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.email, email.toLowerCase()));
    return row;
  },
  async byMemberNo(db: Db, memberNo: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.memberNo, memberNo));
    return row;
  },
  /** Inserts unless a unique value is taken; answers undefined then (no error, so a transaction stays usable). */
  async insert(db: Db, row: NewMemberRow): Promise<MemberRow | undefined> {
    const [made] = await db.insert(members).values(row).onConflictDoNothing().returning();
    return made;
  },
  async update(db: Db, id: number, patch: MemberPatch): Promise<MemberRow | undefined> {
    const [row] = await db
      .update(members)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(members.id, id))
      .returning();
    return row;
  },
  /** Updates unless the e-mail is taken by someone else (answers undefined then). */
  async updateProfile(db: Db, id: number, patch: MemberPatch): Promise<MemberRow | undefined> {
    try {
      return await db.transaction((tx) => membersRepo.update(tx, id, patch));
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  },

  addresses(db: Db, memberId: number) {
    return db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId)).orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.id));
  },
  async countAddresses(db: Db, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId));
    return row?.n ?? 0;
  },
  async clearDefaultAddress(db: Db, memberId: number) {
    await db.update(memberAddresses).set({ isDefault: false }).where(eq(memberAddresses.memberId, memberId));
  },
  async insertAddress(db: Db, row: typeof memberAddresses.$inferInsert) {
    await db.insert(memberAddresses).values(row);
  },
  async updateAddress(db: Db, memberId: number, id: number, patch: Partial<typeof memberAddresses.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(memberAddresses)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
      .returning({ id: memberAddresses.id });
    return rows.length > 0;
  },
  async deleteAddress(db: Db, memberId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(memberAddresses)
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
      .returning({ id: memberAddresses.id });
    return rows.length > 0;
  },

  async insertVerifyCode(db: Db, row: typeof phoneVerifyCodes.$inferInsert) {
    // A new code replaces older ones for the same phone and purpose.
    await db
      .update(phoneVerifyCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(phoneVerifyCodes.phoneArea, row.phoneArea),
          eq(phoneVerifyCodes.phone, row.phone),
          eq(phoneVerifyCodes.purpose, row.purpose),
          isNull(phoneVerifyCodes.usedAt),
        ),
      );
    await db.insert(phoneVerifyCodes).values(row);
  },
  /**
   * Claims one attempt on the live code for a phone and purpose, in one conditional statement: the
   * counter is raised only while it is under `maxTries`, so parallel guesses (one per pooled connection)
   * cannot each pass the check before any increment lands. Answers the claimed code's id and hash, or
   * undefined when there is no live code or its tries are used up. Only a claimed attempt may compare.
   */
  async claimVerifyAttempt(db: Db, phoneArea: string, phone: string, purpose: string, now: Date, maxTries: number) {
    const [row] = await db
      .update(phoneVerifyCodes)
      .set({ attempts: sql`${phoneVerifyCodes.attempts} + 1` })
      .where(
        and(
          eq(
            phoneVerifyCodes.id,
            sql`(select id from ${phoneVerifyCodes} where ${and(
              eq(phoneVerifyCodes.phoneArea, phoneArea),
              eq(phoneVerifyCodes.phone, phone),
              eq(phoneVerifyCodes.purpose, purpose),
              isNull(phoneVerifyCodes.usedAt),
              gt(phoneVerifyCodes.expiresAt, now),
            )} order by id desc limit 1)`,
          ),
          // Re-read by PostgreSQL after a concurrent update of the same row, so the cap holds under races.
          lt(phoneVerifyCodes.attempts, maxTries),
          isNull(phoneVerifyCodes.usedAt),
        ),
      )
      .returning({ id: phoneVerifyCodes.id, codeHash: phoneVerifyCodes.codeHash });
    return row;
  },
  /** Marks a code used unless someone used it first; answers whether this call did. */
  async useVerifyCodeOnce(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(phoneVerifyCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(phoneVerifyCodes.id, id), isNull(phoneVerifyCodes.usedAt)))
      .returning({ id: phoneVerifyCodes.id });
    return rows.length > 0;
  },
};
