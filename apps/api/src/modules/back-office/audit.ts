import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntity, BoAuditRow, I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../staff/staff.tables.ts';
import { auditLog, type NewAuditRow } from './audit.tables.ts';
import { likeEscape } from '../../db/sql.ts';

/**
 * Appends one audit row. Call it with the transaction that makes the change: the row and the change
 * commit together or not at all.
 */
export async function writeAudit(tx: Db, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** The form fields whose values differ between two versions of a record (for a new one: those given a value). */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  // A new record's empty field (null) did not change from nothing: only what it was given is listed.
  return Object.keys(after).filter((k) => JSON.stringify(before ? before[k] : null) !== JSON.stringify(after[k] ?? null));
}

/**
 * The audit row of a save: `create` for a new record (`before` undefined: every field counts as changed),
 * else `update` with the fields whose values differ from `before`.
 */
export async function auditSave(
  tx: Db,
  a: { staffId: number; entity: AuditEntity; id: number; label: I18nText; before: object | undefined; after: object },
): Promise<void> {
  const before = a.before as Record<string, unknown> | undefined;
  const after = a.after as Record<string, unknown>;
  const fields = changedFields(before, after);
  await writeAudit(tx, {
    staffId: a.staffId,
    action: before ? 'update' : 'create',
    entity: a.entity,
    entityId: String(a.id),
    label: a.label,
    changedFields: fields,
    // Before and after of the changed fields only (decision 241); a new record has no before.
    changes: Object.fromEntries(fields.map((k) => [k, { before: before ? (before[k] ?? null) : null, after: after[k] ?? null }])),
  });
}

/** One page of the audit, newest first. */
export async function listAudit(
  db: Db,
  input: { pageNo: number; pageSize: number; search: string; entity?: AuditEntity | undefined },
): Promise<{ total: number; list: BoAuditRow[] }> {
  const where: SQL[] = [];
  if (input.entity) where.push(eq(auditLog.entity, input.entity));
  if (input.search) {
    const like = `%${likeEscape(input.search)}%`;
    where.push(or(ilike(staffUsers.username, like), sql`${auditLog.label}::text ilike ${like}`, eq(auditLog.entityId, input.search))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(auditLog).innerJoin(staffUsers, eq(staffUsers.id, auditLog.staffId)).where(cond);
  const rows = await db
    .select({ a: auditLog, username: staffUsers.username })
    .from(auditLog)
    .innerJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(cond)
    .orderBy(desc(auditLog.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  return {
    total: totalRow?.n ?? 0,
    list: rows.map(({ a, username }) => ({
      id: a.id,
      at: a.at.toISOString(),
      staffId: a.staffId,
      staffUsername: username,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      label: a.label,
      changedFields: a.changedFields,
      changes: a.changes,
    })),
  };
}
