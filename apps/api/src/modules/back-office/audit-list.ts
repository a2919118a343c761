import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../db/sql.ts';
import type { AuditEntity, BoAuditRow } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { staffUsers } from '../staff/staff.tables.ts';

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
