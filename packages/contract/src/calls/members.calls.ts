import { z } from 'zod';
import { LANGS } from '../locale.ts';
import { defineCall, emptyRequest, idSchema } from '../call.ts';
import { MEMBER, PUBLIC } from '../roles.ts';
import { isValidPhone } from '../phone.ts';
import { AGE_RANGES, APPELLATIONS, GENDERS, MEMBER_ADDRESS_MAX, MEMBER_FIELD_MAX as MAX, PASSWORD_RULE, passwordProblem } from '../member-fields.ts';

/**
 * Members: login and sessions, registration, password flows, personal data, addresses, QR code.
 * All payloads are designed here (the spec names only the paths); the web forms validate with these
 * same schemas.
 */

/**
 * The one password rule (core §5). Every request that sets a password uses this schema; the issue of a
 * failed check is the rule part broken (`length`, `printable`, `lower`, `upper`, `digit`).
 */
export const passwordSchema = z
  .string()
  .max(PASSWORD_RULE.maxLength * 4)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** A password being checked (login, current password): only bounded, never rule-checked. */
const givenPasswordSchema = z.string().min(1).max(64);

export const phoneAreaSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/);
export const phoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MAX.PHONE_MIN},${MAX.PHONE}}$`));
/**
 * The number must exist for its area (`isValidPhone`); reported on `phone`, so the answer is a 400 naming
 * the field and a form shows it beside the number. For request objects holding phoneAreaCode and phone;
 * checked whenever both are text, even while other fields still have problems (a form shows them all).
 */
export const withPhoneCheck = <T extends z.ZodType<{ phoneAreaCode: string; phone: string }>>(schema: T) =>
  schema.refine((value) => isValidPhone(value.phoneAreaCode, value.phone), {
    path: ['phone'],
    message: 'invalid phone number',
    when: (payload) => {
      const v = payload.value as { phoneAreaCode?: unknown; phone?: unknown } | null;
      return typeof v?.phoneAreaCode === 'string' && typeof v.phone === 'string' && v.phone.trim() !== '';
    },
  });
export const emailSchema = z.string().trim().toLowerCase().max(MAX.EMAIL).pipe(z.email());
const name = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

/** Personal data a member can edit (registration and /personalData share it). Starred: min(1). */
export const memberProfileSchema = z.object({
  appellation: z.enum(APPELLATIONS),
  firstName: required(MAX.NAME),
  lastName: required(MAX.NAME),
  /** Shown in the greeting; defaults to the first name when empty. */
  nickname: name(MAX.NICKNAME).default(''),
  gender: z.enum(GENDERS),
  birthMonth: z.int().min(1).max(12),
  birthDay: z.int().min(1).max(31).nullable().default(null),
  ageRange: z.enum(AGE_RANGES).nullable().default(null),
  email: emailSchema,
  addressArea: name(MAX.ADDRESS_PART).default(''),
  addressProvince: name(MAX.ADDRESS_PART).default(''),
  addressDistrict: name(MAX.ADDRESS_PART).default(''),
  addressDetail: name(MAX.ADDRESS_DETAIL).default(''),
  optOutPromotionsA: z.boolean().default(false),
  optOutPromotionsB: z.boolean().default(false),
  /**
   * Order and club messages (decision 203): by e-mail, by SMS, and in which language (null: the language of
   * the order). Apart from the marketing opt-outs above; absent = unchanged (registration: both on).
   */
  notifyEmail: z.boolean().optional(),
  notifySms: z.boolean().optional(),
  messageLanguage: z.enum(LANGS).nullable().optional(),
});
export type MemberProfileInput = z.input<typeof memberProfileSchema>;

/** A member's name and birthday, as the storefront and the back office's customer page both answer them. */
export const memberNameFields = {
  nickname: z.string(),
  appellation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  birthMonth: z.int().nullable(),
  birthDay: z.int().nullable(),
};

/** The member as the storefront sees it (core §3 User, plus the personal data). */
export const memberUserSchema = z.object({
  memberNo: z.string(),
  roleCode: z.literal(1),
  ...memberNameFields,
  /** Birthday month as two digits ('01'–'12'), '' when unknown. */
  birthdayMM: z.string(),
  ageRange: z.string().nullable(),
  phoneAreaCode: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  addressArea: z.string(),
  addressProvince: z.string(),
  addressDistrict: z.string(),
  addressDetail: z.string(),
  referrer: z.string(),
  optOutPromotionsA: z.boolean(),
  optOutPromotionsB: z.boolean(),
  notifyEmail: z.boolean(),
  notifySms: z.boolean(),
  messageLanguage: z.enum(LANGS).nullable(),
  level: z.int(),
  isVip: z.boolean(),
  /** '1': the account came from the old system and should set a new password (core §4). */
  systemUpgrade: z.enum(['0', '1']),
  /** The password was issued to the member (an operator's temporary password) and must be changed before anything else. */
  mustChangePassword: z.boolean(),
  /** Points balance. */
  totalBonus: z.int(),
  /** The member proved the phone (an SMS code) and the e-mail (a mailed code): messages go only to proven contacts (decision 412). */
  phoneProven: z.boolean().default(false),
  emailProven: z.boolean().default(false),
});
export type MemberUser = z.infer<typeof memberUserSchema>;

const okResponse = z.object({ ok: z.literal(true) });

export const login = defineCall('app/page/user/login', PUBLIC, {
  request: z.object({
    /** A mobile number (digits) or an e-mail address. */
    account: z.string().trim().min(1).max(MAX.EMAIL),
    /** Needed when account is a mobile number; defaults to 852. */
    phoneAreaCode: phoneAreaSchema.optional(),
    password: givenPasswordSchema,
    rememberLogin: z.boolean().default(false),
  }),
  response: z.object({ accessToken: z.string(), expiresAt: z.string(), user: memberUserSchema }),
  summary:
    'Logs a member in with a mobile number (and its area) or an e-mail address. A new session at each login; rememberLogin makes it last 90 days instead of one. 20 failures per account in 15 minutes → 429.',
});

export const loginInfo = defineCall('app/user/loginInfo', MEMBER, {
  request: emptyRequest,
  response: z.object({ staff: z.literal(false), user: memberUserSchema }),
  summary: 'The logged-in member (read on start when a token is held). The token itself is never echoed.',
});

export const logout = defineCall('app/user/logout', MEMBER, {
  request: emptyRequest,
  response: okResponse,
  summary: 'Ends the current session (the token stops working at once).',
});

export const registerRequestSchema = withPhoneCheck(
  memberProfileSchema.extend({
    phoneAreaCode: phoneAreaSchema,
    phone: phoneSchema,
    /** Member number or mobile number of the member who referred this one. */
    referrer: name(MAX.REFERRER).default(''),
    password: passwordSchema,
    confirmPassword: z.string().max(64),
    agreeTerms: z.literal(true),
  }),
);

export const register = defineCall('app/page/user/register', PUBLIC, {
  request: registerRequestSchema,
  response: z.object({
    memberNo: z.string(),
    nickname: z.string(),
    /** A code went to the phone by SMS, and one to the e-mail address (when given), for confirmContact. */
    phoneCodeSent: z.boolean().default(false),
    emailCodeSent: z.boolean().default(false),
  }),
  summary:
    'Registers a member online. A taken e-mail or mobile number answers 552407 without saying which. Does not log in: the member logs in afterwards. Sends a code by SMS to the phone and one by mail to the e-mail address (valid one hour), which the member enters with confirmContact to prove them: messages other than codes go only to proven contacts.',
});

/** A member's contact that a code proves: the phone (SMS) or the e-mail address (mail). */
export const CONTACT_CHANNELS = ['sms', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const sendContactCode = defineCall('app/page/user/sendContactCode', MEMBER, {
  request: z.object({ channel: z.enum(CONTACT_CHANNELS) }),
  response: z.object({ ok: z.literal(true), expiresInSeconds: z.int() }),
  summary:
    "Sends a 6-digit code (valid one hour, 5 tries) to the member's own phone by SMS or e-mail address by mail, to prove it with confirmContact. 5 an hour per member and contact (429); a proven contact → 30050; no e-mail on file → 30051.",
});

export const confirmContact = defineCall('app/page/user/confirmContact', MEMBER, {
  request: z.object({
    channel: z.enum(CONTACT_CHANNELS),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
  response: z.object({ user: memberUserSchema }),
  summary:
    'Proves the phone or e-mail address with the code sent to it (at registration or by sendContactCode); a wrong or expired code → 11003. A code proves only the address it went to. Answers the member, with phoneProven and emailProven.',
});

export const getQRCode = defineCall('app/page/user/getQRCode', MEMBER, {
  request: emptyRequest,
  response: z.object({ memberNo: z.string(), qrContent: z.string(), svg: z.string(), expiresAt: z.string() }),
  summary:
    'The member QR code for the shop counter: an SVG encoding a signed token `JHQ1.<memberNo>.<expiry>.<signature>`, valid for 5 minutes; staff verify it with verifyQrcode.',
});

export const applyResetPassword = defineCall('app/page/user/applyResetPassword', PUBLIC, {
  request: z.object({ phoneAreaCode: phoneAreaSchema, phone: phoneSchema }),
  response: okResponse,
  summary:
    'Forgot password: records a request in the SMS outbox; an operator checks it and the new password is sent by SMS. The answer is the same whether the number is registered or not.',
});

export const sendPhoneVerifyCode = defineCall('app/page/user/sendPhoneVerifyCode', PUBLIC, {
  request: z.object({ phoneAreaCode: phoneAreaSchema, phone: phoneSchema, purpose: z.enum(['resetPassword']).default('resetPassword') }),
  response: z.object({ ok: z.literal(true), expiresInSeconds: z.int() }),
  summary:
    'Sends a 6-digit code (valid 10 minutes, 5 tries) to a registered mobile number for resetPassword — also the first sign-in of a member registered at a counter, who has no password until then. Same answer for unknown numbers.',
});

export const resetPassword = defineCall('app/page/user/resetPassword', PUBLIC, {
  request: z.object({
    phoneAreaCode: phoneAreaSchema,
    phone: phoneSchema,
    verifyCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(64),
  }),
  response: okResponse,
  summary:
    "Sets a new password with a code from sendPhoneVerifyCode or from a counter registration (wrong or expired code → 11003); the code proves the phone (the member's contact counts as proven from then on); ends every session of the member.",
});

const newPasswordRequest = z.object({ newPassword: passwordSchema, confirmPassword: z.string().max(64) });

export const changePassword = defineCall('app/page/user/changePassword', MEMBER, {
  request: newPasswordRequest.extend({ oldPassword: givenPasswordSchema }),
  response: okResponse,
  summary: 'Changes the password given the current one; every other session of the member ends.',
});

export const firstLoginResetPassword = defineCall('app/page/user/firstLoginResetPassword', MEMBER, {
  request: newPasswordRequest,
  response: okResponse,
  summary: "First login after staff registration (mustChangePassword): sets the member's own password; other sessions end.",
});

export const systemUpgradeFirstLogin = defineCall('app/page/user/systemUpgradeFirstLogin', MEMBER, {
  request: newPasswordRequest,
  response: okResponse,
  summary: "An account carried over from the old system (systemUpgrade '1') sets a new password; the flag becomes '0'.",
});

export const memberAddressSchema = z.object({
  id: z.int(),
  receiverName: z.string(),
  phoneAreaCode: z.string(),
  phone: z.string(),
  area: z.string(),
  province: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

export const getVipAddrList = defineCall('app/page/user/getVipAddrList', MEMBER, {
  request: emptyRequest,
  response: z.object({ list: z.array(memberAddressSchema) }),
  summary: "The member's delivery addresses, default first.",
});

export const addressInputSchema = withPhoneCheck(
  z.object({
    receiverName: required(MAX.NAME * 2),
    phoneAreaCode: phoneAreaSchema,
    phone: phoneSchema,
    area: required(MAX.ADDRESS_PART),
    province: name(MAX.ADDRESS_PART).default(''),
    district: name(MAX.ADDRESS_PART).default(''),
    detail: required(MAX.ADDRESS_DETAIL),
    isDefault: z.boolean().default(false),
  }),
);

export const updateVipAddr = defineCall('app/page/user/updateVipAddr', MEMBER, {
  request: z.discriminatedUnion('action', [
    z.object({ action: z.literal('save'), id: idSchema.optional(), address: addressInputSchema }),
    z.object({ action: z.literal('delete'), id: idSchema }),
  ]),
  response: z.object({ list: z.array(memberAddressSchema) }),
  summary: `Adds (no id), edits (id) or deletes (action 'delete') an address; at most ${MEMBER_ADDRESS_MAX} per member. Answers the new list.`,
});

export const pageUpdateUserInfo = defineCall('app/page/user/pageUpdateUserInfo', MEMBER, {
  request: memberProfileSchema,
  response: z.object({ user: memberUserSchema }),
  summary: "Saves the member's personal data (the mobile number is not changed here). A taken e-mail → 552407.",
});
