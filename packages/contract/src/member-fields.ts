import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/**
 * Member field choices and bounds (core §3 registration and personal data; core §5 password rule).
 * Plain values without zod, so that eagerly loaded browser code may read them; the zod schemas built
 * from them are in `calls/members.calls.ts`.
 */
export const APPELLATIONS = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export type Appellation = (typeof APPELLATIONS)[number];
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const MEMBER_FIELD_MAX = {
  NAME: 50,
  NICKNAME: 30,
  EMAIL: 254,
  /** Calling code digits without '+', e.g. 852. */
  PHONE_AREA: 4,
  PHONE_MIN: 4,
  PHONE: 15,
  ADDRESS_PART: 100,
  ADDRESS_DETAIL: 300,
  REFERRER: 30,
  VERIFY_CODE: 6,
} as const;
/** A member keeps at most this many delivery addresses. */
export const MEMBER_ADDRESS_MAX = 10;
/** The phone areas the registration form lists first, in this order (core §9). */
export const PHONE_AREA_FIRST = ['852', '86', '853'] as const;
export const DEFAULT_PHONE_AREA = '852';

/**
 * The password rule of core §5: 8 to 16 printable ASCII characters with at least one lowercase
 * letter, one uppercase letter and one digit. Every call that sets a password and every web form
 * uses `passwordSchema` (calls/members.calls.ts), which is built from these.
 */
export const PASSWORD_RULE = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  printable: /^[\x20-\x7e]*$/,
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digit: /[0-9]/,
} as const;

export type PasswordProblem = 'length' | 'printable' | 'lower' | 'upper' | 'digit';

/** The first way a password breaks the rule, or null when it meets it. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_RULE.minLength || password.length > PASSWORD_RULE.maxLength) return 'length';
  if (!PASSWORD_RULE.printable.test(password)) return 'printable';
  if (!PASSWORD_RULE.lower.test(password)) return 'lower';
  if (!PASSWORD_RULE.upper.test(password)) return 'upper';
  if (!PASSWORD_RULE.digit.test(password)) return 'digit';
  return null;
}

/** What the member QR code encodes: `JHQ1.<memberNo>.<expires, unix seconds>.<signature>`. */
export const MEMBER_QR_PREFIX = 'JHQ1';
export const MEMBER_QR_TTL_SECONDS = 300;
export const MEMBER_NO_PATTERN = /^JH\d{8}$/;
