import { pgTable, serial, text, integer, boolean, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRoleCode } from '@shop/contract';

/** Mirrors migrations/0500_staff.sql (staff part). */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: integer('roles').array().$type<StaffRoleCode[]>().notNull(),
  defaultRole: integer('default_role').$type<StaffRoleCode>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  /** The shop a counter account works at (migration 0650, decision 134). */
  storeCode: text('store_code'),
  /** Moves with every back-office change of the account (migration 1200, decision 240). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StaffUserRow = typeof staffUsers.$inferSelect;

/** The member's foreign key (on delete cascade) lives in the migration: no other module's table named here (decision 425). */
export const counterRegistrations = pgTable('counter_registrations', {
  memberId: integer('member_id').primaryKey(),
  channel: text('channel').$type<'staff' | 'peonia' | 'prince'>().notNull(),
  staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminQrKeys = pgTable('admin_qr_keys', {
  id: integer('id').primaryKey().default(1),
  secret: text('secret').notNull(),
});
