import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** The codes that prove a member's e-mail address (decision 412), like `phone_verify_codes` for a phone. */
export const emailCodesRepo = {
  /** A new code replaces the member's older live ones. */
  async insert(db: Db, row: { memberId: number; email: string; codeHash: string; expiresAt: Date }): Promise<void> {
    await db.execute(sql`update email_confirm_codes set used_at = now() where member_id = ${row.memberId} and used_at is null`);
    await db.execute(
      sql`insert into email_confirm_codes (member_id, email, code_hash, expires_at) values (${row.memberId}, ${row.email}, ${row.codeHash}, ${row.expiresAt})`,
    );
  },

  /**
   * Claims one try on the member's live code for `email`, in one conditional statement (re-checked by
   * PostgreSQL under a concurrent update, so the cap holds under races): the code's hash, or nothing.
   */
  async claimAttempt(db: Db, memberId: number, email: string, now: Date, maxTries: number): Promise<{ id: number; codeHash: string } | undefined> {
    const [r] = await rows<{ id: number; codeHash: string }>(
      db,
      sql`update email_confirm_codes set attempts = attempts + 1
          where id = (select id from email_confirm_codes
                      where member_id = ${memberId} and email = ${email} and used_at is null and expires_at > ${now}
                      order by id desc limit 1)
            and attempts < ${maxTries} and used_at is null
          returning id, code_hash as "codeHash"`,
    );
    return r;
  },

  /** Uses the code; false when another request used it first. */
  async useOnce(db: Db, id: number): Promise<boolean> {
    return (await rows(db, sql`update email_confirm_codes set used_at = now() where id = ${id} and used_at is null returning id`)).length > 0;
  },
};
