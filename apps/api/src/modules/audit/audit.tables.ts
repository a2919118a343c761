import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity, I18nText } from '@shop/contract';

/** Mirrors migrations/0600_back_office.sql: append-only (a trigger refuses update and delete). */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull(),
  action: text('action').$type<AuditAction>().notNull(),
  entity: text('entity').$type<AuditEntity>().notNull(),
  entityId: text('entity_id').notNull(),
  label: jsonb('label').$type<I18nText>().notNull(),
  changedFields: text('changed_fields').array().notNull().default([]),
  /** The changed fields' values before and after (migration 1201); `{}` for writes that keep names only. */
  changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;
