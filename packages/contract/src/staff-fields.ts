/**
 * Staff and points bounds and formats. Plain values without zod, so that eagerly loaded browser code may
 * read them; the zod schemas built from them are in `calls/staff.calls.ts` and `calls/points.calls.ts`.
 */
export const STAFF_FIELD_MAX = {
  USERNAME: 32,
  DISPLAY_NAME: 60,
  /** Anything a member enquiry may be: a member number, a phone number or a scanned QR payload. */
  ENQUIRY: 200,
  /** The F&B bill or transaction number the idempotency key is made from. */
  TRANSACTION_KEY: 64,
  REMARK: 200,
  QR_CONTENT: 300,
} as const;
export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

/** One F&B deduction: at least 1 point, at most this many. */
export const POINTS_DEDUCT_MAX = 1_000_000;
/** Points history page size bounds. */
export const POINTS_HISTORY_PAGE_MAX = 50;

/** Why points changed (ledger reason). */
export const POINTS_REASONS = ['purchase', 'birthday', 'welcome', 'fb_deduction', 'redemption', 'adjustment'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** The two brands whose counters have their own registration screen (/peoniaRegister, /princeRegister). */
export const COUNTER_BRANDS = ['peonia', 'prince'] as const;
export type CounterBrand = (typeof COUNTER_BRANDS)[number];

/** What an admin QR code encodes: `JHA1.<staff id>.<expires, unix seconds>.<nonce>.<signature>`. */
export const ADMIN_QR_PREFIX = 'JHA1';
export const ADMIN_QR_TTL_SECONDS = 120;
