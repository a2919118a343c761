// The audit writer: the bottom layer every module may use (decision 425). It imports no other module;
// reading the audit (with staff names) is the back office's screen, `back-office/audit-list.ts`.
import type { AuditEntity, I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, type NewAuditRow } from './audit.tables.ts';

/**
 * Appends one audit row. Call it with the transaction that makes the change: the row and the change
 * commit together or not at all.
 */
export async function writeAudit(tx: Db, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** The label of a record known by its number (an order, a redemption, a rate): the number in every language. */
export const numberLabel = (no: string): I18nText => ({ zh_HK: no, zh_CN: no, en: no });

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

/** The audit row of a CSV export: who took which list out; the label says how many rows where the list says it. */
export async function auditExport(db: Db, staffId: number, entity: AuditEntity, label: I18nText = numberLabel('CSV')): Promise<void> {
  await writeAudit(db, { staffId, action: 'export', entity, entityId: 'csv', label, changedFields: [] });
}
