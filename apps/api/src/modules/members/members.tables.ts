import { pgTable, serial, text, integer, boolean, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0200_members.sql. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  memberNo: text('member_no').notNull().unique(),
  phoneArea: text('phone_area').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull().default(''),
  appellation: text('appellation').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  gender: text('gender').notNull().default(''),
  birthMonth: integer('birth_month'),
  birthDay: integer('birth_day'),
  ageRange: text('age_range').notNull().default(''),
  addressArea: text('address_area').notNull().default(''),
  addressProvince: text('address_province').notNull().default(''),
  addressDistrict: text('address_district').notNull().default(''),
  addressDetail: text('address_detail').notNull().default(''),
  referrer: text('referrer').notNull().default(''),
  optOutPromotionsA: boolean('opt_out_promotions_a').notNull().default(false),
  optOutPromotionsB: boolean('opt_out_promotions_b').notNull().default(false),
  level: integer('level').notNull().default(0),
  systemUpgrade: text('system_upgrade').$type<'0' | '1'>().notNull().default('0'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  registeredVia: text('registered_via').$type<'online' | 'staff'>().notNull().default('online'),
  /** Transactional message channels and language the member chose (migration 1140); marketing opt-outs are apart. */
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifySms: boolean('notify_sms').notNull().default(true),
  messageLanguage: text('message_language').$type<'zh_HK' | 'zh_CN' | 'en'>(),
  /** When the member proved the phone with an SMS code, and the e-mail (nothing proves one yet); decision 381. */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Set by the back office's customers desk (decision 221): no login while set. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MemberRow = typeof members.$inferSelect;

export const memberAddresses = pgTable('member_addresses', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  receiverName: text('receiver_name').notNull(),
  phoneArea: text('phone_area').notNull(),
  phone: text('phone').notNull(),
  area: text('area').notNull(),
  province: text('province').notNull().default(''),
  district: text('district').notNull().default(''),
  detail: text('detail').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MemberAddressRow = typeof memberAddresses.$inferSelect;

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'reset_password' | 'verify_code'>().notNull(),
  phoneArea: text('phone_area').notNull(),
  phone: text('phone').notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  status: text('status').$type<'pending' | 'done'>().notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
});

export const phoneVerifyCodes = pgTable('phone_verify_codes', {
  id: serial('id').primaryKey(),
  phoneArea: text('phone_area').notNull(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberQrKeys = pgTable('member_qr_keys', {
  id: integer('id').primaryKey().default(1),
  secret: text('secret').notNull(),
});

/** Codes that prove a member's e-mail address (decision 412): hash only, tries claimed before comparing. */
export const emailConfirmCodes = pgTable('email_confirm_codes', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
