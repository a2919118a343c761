import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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
  async byPhone(db: Db, phoneArea: string, phone: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(and(eq(members.phoneArea, phoneArea), eq(members.phone, phone)));
    return row;
  },
  async byEmail(db: Db, email: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.email, email.toLowerCase()));
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
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .update(members)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(members.id, id))
          .returning();
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  },

  addresses(db: Db, memberId: number) {
    return db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
      .orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.id));
  },
  async countAddresses(db: Db, memberId: number): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
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
  async liveVerifyCode(db: Db, phoneArea: string, phone: string, purpose: string, now: Date) {
    const [row] = await db
      .select()
      .from(phoneVerifyCodes)
      .where(
        and(
          eq(phoneVerifyCodes.phoneArea, phoneArea),
          eq(phoneVerifyCodes.phone, phone),
          eq(phoneVerifyCodes.purpose, purpose),
          isNull(phoneVerifyCodes.usedAt),
          gt(phoneVerifyCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(phoneVerifyCodes.id))
      .limit(1);
    return row;
  },
  async countVerifyAttempt(db: Db, id: number) {
    await db
      .update(phoneVerifyCodes)
      .set({ attempts: sql`${phoneVerifyCodes.attempts} + 1` })
      .where(eq(phoneVerifyCodes.id, id));
  },
  async useVerifyCode(db: Db, id: number) {
    await db.update(phoneVerifyCodes).set({ usedAt: new Date() }).where(eq(phoneVerifyCodes.id, id));
  },
};

