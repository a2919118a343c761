import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from './members.tables.ts';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/** Drizzle access to the SMS outbox (the operator's side); every function takes the handle. */
export const outboxRepo = {
  list(db: Db, status: 'pending' | 'done' | 'all', limit: number): Promise<SmsOutboxRow[]> {
    const q = db.select().from(smsOutbox);
    return (status === 'all' ? q : q.where(eq(smsOutbox.status, status))).orderBy(asc(smsOutbox.id)).limit(limit);
  },
  pendingOf(db: Db, ids: number[]): Promise<SmsOutboxRow[]> {
    return db
      .select()
      .from(smsOutbox)
      .where(and(inArray(smsOutbox.id, ids), eq(smsOutbox.status, 'pending')));
  },
  async markDone(db: Db, id: number) {
    await db.update(smsOutbox).set({ status: 'done', doneAt: new Date() }).where(eq(smsOutbox.id, id));
  },
};
