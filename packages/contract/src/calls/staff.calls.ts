import { z } from 'zod';
import { defineCall, emptyRequest } from '../call.ts';
import { multiline } from '../text-guard.ts';
import { PUBLIC, ROLE, staffOnly } from '../roles.ts';
import { MEMBER_FIELD_MAX as MAX } from '../member-fields.ts';
import { COUNTER_BRANDS, POINTS_DEDUCT_MAX, STAFF_FIELD_MAX as SMAX } from '../staff-fields.ts';
import { withPhoneCheck, memberProfileSchema, passwordSchema, phoneAreaSchema, phoneSchema } from './members.calls.ts';

/**
 * The staff area (core §2, §3, §6; blocks §1): staff login, member registration at the counter, CRM
 * admin QR codes, F&B points enquiry and deduction. Every staff-only call is checked against the
 * session's roles by the server before its input is read; the web app's route guards only mirror it.
 */

const staffRoleSchema = z.union([
  z.literal(ROLE.STAFF_NORMAL),
  z.literal(ROLE.STAFF_CRM_ADMIN),
  z.literal(ROLE.STAFF_FB_ADMIN),
  z.literal(ROLE.EDITOR),
  z.literal(ROLE.MERCHANT_ADMIN),
]);

/** Core §3 staff user, plus who it is (shown in the staff bar). */
export const staffUserSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  defaultUserRole: staffRoleSchema,
  userRoleList: z.array(staffRoleSchema),
  username: z.string(),
  displayName: z.string(),
});
export type StaffLoginAnswer = z.infer<typeof staffUserSchema>;

const staffCredentials = z.object({
  username: z.string().trim().toLowerCase().min(1).max(SMAX.USERNAME),
  password: z.string().min(1).max(64),
});

export const pageStaffLogin = defineCall('app/page/user/pageStaffLogin', PUBLIC, {
  request: staffCredentials,
  response: staffUserSchema,
  summary:
    'Staff login (any role). Answers a staff token (12 h at most, 1 h idle) with the roles; the web app goes to the landing page of defaultUserRole. 20 failures per account in 15 minutes → 429.',
});

export const pageStaffLoginForRegister = defineCall('app/page/user/pageStaffLoginForRegister', PUBLIC, {
  request: staffCredentials,
  response: staffUserSchema,
  summary:
    'Staff login on the brand registration screens (/peoniaRegister, /princeRegister): only for holders of role 2; the session carries role 2 alone, so a tablet left at a counter can register members and nothing else. Registrations made with it are recorded with the staff id.',
});

// Every staff role, the merchant admin included: a token left on a shared counter PC must be endable.
const ANY_STAFF = staffOnly(ROLE.STAFF_NORMAL, ROLE.STAFF_CRM_ADMIN, ROLE.STAFF_FB_ADMIN, ROLE.EDITOR, ROLE.MERCHANT_ADMIN);

export const pageStaffLogout = defineCall('app/page/user/pageStaffLogout', ANY_STAFF, {
  request: emptyRequest,
  response: z.object({ ok: z.literal(true) }),
  summary: 'Ends the staff session (the token stops working at once).',
});

/**
 * Registration at a counter: the member's data without a password. No password is derived from the phone
 * (issue 38, decision 380): the member gets a one-time code by SMS and sets a password with it.
 */
const counterRegistrationFields = memberProfileSchema.extend({
  phoneAreaCode: phoneAreaSchema,
  phone: phoneSchema,
  referrer: z.string().trim().max(MAX.REFERRER).default(''),
  /** At a counter the e-mail is optional: many customers give only a phone number. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(MAX.EMAIL)
    .pipe(z.union([z.literal(''), z.email()]))
    .default(''),
  agreeTerms: z.literal(true),
});
export const counterRegistrationSchema = withPhoneCheck(counterRegistrationFields);

const registeredMemberSchema = z.object({
  memberNo: z.string(),
  nickname: z.string(),
  /**
   * No password was given: a one-time code went to the phone by SMS; the member proves the phone with it and
   * sets a password (resetPassword) before the account can be signed in to.
   */
  smsCodeSent: z.boolean(),
});

export const registerStaff = defineCall('app/page/user/registerStaff', staffOnly(ROLE.STAFF_NORMAL), {
  request: counterRegistrationSchema,
  response: registeredMemberSchema,
  summary:
    'Staff (role 2) register a member at the counter. The account has no password: a one-time code (6 digits, valid 1 hour, 5 tries) goes to the mobile number by SMS, and the member sets a password with it (resetPassword; sendPhoneVerifyCode sends a new one). The phone number never logs in. A taken number → 140020, a taken e-mail → 552407. Recorded with the staff id.',
});

export const peoniaRegister = defineCall('app/page/user/peoniaRegister', PUBLIC, {
  request: withPhoneCheck(
    counterRegistrationFields.extend({
      brand: z.enum(COUNTER_BRANDS),
      password: z.union([z.literal(''), passwordSchema]).default(''),
      confirmPassword: z.string().max(64).default(''),
    }),
  ),
  response: registeredMemberSchema,
  summary:
    'Registration on the brand counter screens (/peoniaRegister, /princeRegister; no login needed). The customer types a password of their own; without one the account has none until the member proves the phone with the one-time code sent by SMS and sets one (as registerStaff). A staff token, when present, records who helped. 60 per address per hour (a counter tablet is one address).',
});

const qrCodeSchema = z.object({ qrContent: z.string(), svg: z.string(), expiresAt: z.string() });

export const getAdminQRCode = defineCall('app/page/user/getAdminQRCode', staffOnly(ROLE.STAFF_CRM_ADMIN), {
  request: emptyRequest,
  response: qrCodeSchema.extend({ issuedBy: z.string() }),
  summary:
    'A CRM admin code: `JHA1.<staff id>.<expiry>.<nonce>.<signature>` (HMAC-SHA256, key from ADMIN_QR_SECRET or made once and kept in the database), valid 2 minutes, as text and SVG. Shown to authorise a counter operation; verifyQrcode checks it.',
});

export const verifyQrcode = defineCall('app/page/user/verifyQrcode', staffOnly(ROLE.STAFF_CRM_ADMIN), {
  request: z.object({ qrContent: z.string().trim().min(1).max(SMAX.QR_CONTENT) }),
  response: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('member'),
      memberNo: z.string(),
      name: z.string(),
      totalBonus: z.int(),
      expiresAt: z.string(),
    }),
    z.object({
      kind: z.literal('admin'),
      username: z.string(),
      displayName: z.string(),
      expiresAt: z.string(),
    }),
  ]),
  summary:
    'Verifies a scanned code: a member code from getQRCode (answers the member and balance) or an admin code from getAdminQRCode (answers the issuing staff user). Forged or malformed → 50004, expired → 50005.',
});

/** A member as counter staff see them: enough to recognise the person, the phone number masked. */
export const counterMemberSchema = z.object({
  memberNo: z.string(),
  name: z.string(),
  nickname: z.string(),
  appellation: z.string(),
  /** e.g. '+852 9123 ••67'. */
  phoneMasked: z.string(),
  level: z.int(),
  totalBonus: z.int(),
});
export type CounterMember = z.infer<typeof counterMemberSchema>;

export const memberInfoEnquiry = defineCall('app/page/user/memberInfoEnquiry', staffOnly(ROLE.STAFF_FB_ADMIN), {
  request: z.object({
    query: z.string().trim().min(1).max(SMAX.ENQUIRY),
    phoneAreaCode: phoneAreaSchema.optional(),
  }),
  response: z.object({ member: counterMemberSchema }),
  summary:
    'Finds one member by member number (JH + 8 digits), mobile number (area optional, default 852) or a scanned member QR payload, and answers the points balance. Nothing found → 50003.',
});

export const bonusAdjust = defineCall('app/page/user/bonusAdjust', staffOnly(ROLE.STAFF_FB_ADMIN), {
  request: z.object({
    memberNo: z
      .string()
      .trim()
      .regex(/^JH\d{8}$/),
    /** The member's QR code as scanned from their account: the member is at the table, not just their number. */
    memberQr: z.string().trim().min(1).max(SMAX.QR_CONTENT),
    points: z.int().min(1).max(POINTS_DEDUCT_MAX),
    transactionKey: z
      .string()
      .trim()
      .min(1)
      .max(SMAX.TRANSACTION_KEY)
      .regex(/^[A-Za-z0-9._:-]+$/),
    /** The bill total in cents, kept for the audit trail. */
    billAmount: z.int().min(0).max(100_000_000).optional(),
    remark: multiline(z.string().trim().max(SMAX.REMARK)).default(''),
  }),
  response: z.object({
    memberNo: z.string(),
    deducted: z.int(),
    totalBonus: z.int(),
    ledgerId: z.int(),
    replayed: z.boolean(),
    createdAt: z.string(),
  }),
  summary:
    "Deducts points for a food and beverage bill, only with the member's signed QR code from their account (memberQr, issue 38): expired → 50005, forged → 50004, another member's than memberNo → 50012. Idempotent per transactionKey: the same key again answers the first result (replayed: true) and deducts nothing; the key with another member or amount → 50006. Not enough points → 140006 and nothing is written. Each deduction is a ledger row with the staff id.",
});
