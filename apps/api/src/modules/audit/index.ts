// The audit module's public face: the writer every module calls inside its own transaction.
export { auditExport, auditSave, changedFields, numberLabel, writeAudit } from './audit.ts';
export type { AuditRow, NewAuditRow } from './audit.tables.ts';
