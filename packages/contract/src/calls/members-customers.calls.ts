import { z } from 'zod';
import { csvExportSchema, defineCall } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { POINTS_REASONS } from '../staff-fields.ts';
import { i18nTextSchema } from '../schemas.ts';
import { boOrderRowSchema } from './orders-admin.calls.ts';
import { memberNameFields } from './members.calls.ts';

/**
 * Customers in the back office (issue 28, decision 221): roles 3 STAFF_CRM_ADMIN and 6 MERCHANT_ADMIN find
 * members by phone, e-mail, member number or name, open a member's page (every opening audited), adjust
 * points with a reason (a ledger row the member sees in their own history), disable a member and export
 * the list. The list masks phone and e-mail; the full contact data is on the audited member page only.
 */
const crmOrAdmin = staffOnly(ROLE.STAFF_CRM_ADMIN, ROLE.MERCHANT_ADMIN);

export const CUSTOMERS = {
  SEARCH_MAX: 60,
  PAGE_SIZE_MAX: 50,
  PAGE_SIZE_DEFAULT: 20,
  REASON_MIN: 2,
  REASON_MAX: 200,
  /** One adjustment moves at most this many points either way. */
  ADJUST_MAX: 1_000_000,
  /** Rows of each list on the member's page (newest first). */
  DETAIL_ROWS: 50,
  EXPORT_MAX_ROWS: 20_000,
  /**
   * The list counts its matches up to this many (a wide search answers "1,000+" at once; pages go on while
   * full); decisions 221 and 550.
   */
  COUNT_CAP: 1_000,
  MEMBER_NO_MAX: 20,
  IDEMPOTENCY_KEY: { min: 8, max: 64 },
} as const;

const memberNoSchema = z.string().trim().min(1).max(CUSTOMERS.MEMBER_NO_MAX);

export const customerRowSchema = z.object({
  memberNo: z.string(),
  /** First and last name, else the nickname. */
  name: z.string(),
  /** `+852 ****4567`: the list shows only enough to tell members apart. */
  phoneMasked: z.string(),
  emailMasked: z.string().nullable(),
  level: z.int(),
  points: z.int(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

const searchFilters = {
  /** Phone digits, an e-mail (or its start), a member number (JH…) or a name (its start). */
  search: z.string().trim().max(CUSTOMERS.SEARCH_MAX).default(''),
  status: z.enum(['active', 'disabled']).optional(),
};

export const boSearchCustomers = defineCall('app/backOffice/customers/search', crmOrAdmin, {
  request: z.object({
    ...searchFilters,
    pageNo: z.int().min(1).max(100_000).default(1),
    pageSize: z.int().min(1).max(CUSTOMERS.PAGE_SIZE_MAX).default(CUSTOMERS.PAGE_SIZE_DEFAULT),
  }),
  response: z.object({ total: z.int(), totalCapped: z.boolean(), list: z.array(customerRowSchema) }),
  summary: 'Members by phone, e-mail, member number or name (each a prefix), newest first; phone and e-mail masked.',
});

export const customerDetailSchema = z.object({
  profile: z.object({
    memberNo: z.string(),
    phoneArea: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    ...memberNameFields,
    level: z.int(),
    registeredVia: z.string(),
    optOutPromotions: z.boolean(),
    disabled: z.boolean(),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
  }),
  addresses: z.array(
    z.object({
      id: z.int(),
      receiverName: z.string(),
      phoneArea: z.string(),
      phone: z.string(),
      area: z.string(),
      district: z.string(),
      detail: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  orders: z.object({ total: z.int(), list: z.array(boOrderRowSchema) }),
  points: z.object({
    balance: z.int(),
    list: z.array(
      z.object({
        id: z.int(),
        delta: z.int(),
        reason: z.enum(POINTS_REASONS),
        source: z.string(),
        remark: z.string(),
        staffUsername: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  redemptions: z.array(
    z.object({
      redemptionNo: z.string(),
      status: z.string(),
      totalPoints: z.int(),
      pickupStoreCode: z.string(),
      pickupStoreName: i18nTextSchema,
      createdAt: z.string(),
      collectedAt: z.string().nullable(),
    }),
  ),
  /** The member's newest messages from the outbox (e-mail and SMS): what, how it went, when; never an SMS's text. */
  messages: z.array(z.object({ channel: z.string(), subject: z.string(), status: z.string(), createdAt: z.string() })),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const boGetCustomer = defineCall('app/backOffice/customers/detail', crmOrAdmin, {
  request: z.object({ memberNo: memberNoSchema }),
  response: customerDetailSchema,
  summary: "A member's page: profile, addresses, orders, points ledger, redemptions (and messages sent). Every opening is written to the audit.",
});

export const boAdjustCustomerPoints = defineCall('app/backOffice/customers/adjustPoints', crmOrAdmin, {
  request: z.object({
    memberNo: memberNoSchema,
    delta: z
      .int()
      .min(-CUSTOMERS.ADJUST_MAX)
      .max(CUSTOMERS.ADJUST_MAX)
      .refine((n) => n !== 0, 'not 0'),
    reason: z.string().trim().min(CUSTOMERS.REASON_MIN).max(CUSTOMERS.REASON_MAX),
    idempotencyKey: z
      .string()
      .min(CUSTOMERS.IDEMPOTENCY_KEY.min)
      .max(CUSTOMERS.IDEMPOTENCY_KEY.max)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  response: z.object({ balance: z.int(), entryId: z.int(), replayed: z.boolean() }),
  summary:
    "Adds or takes away points with a reason: one ledger row (reason adjustment, the text in its remark, shown in the member's own history) and one audit row, in one transaction. The same idempotency key adjusts once.",
});

export const boSetCustomerDisabled = defineCall('app/backOffice/customers/setDisabled', crmOrAdmin, {
  request: z.object({ memberNo: memberNoSchema, disabled: z.boolean() }),
  response: z.object({ disabled: z.boolean() }),
  summary: 'Disables a member (no login; sessions revoked) or enables them again. Audited.',
});

export const boExportCustomers = defineCall('app/backOffice/customers/export', crmOrAdmin, {
  request: z.object(searchFilters),
  response: csvExportSchema,
  summary: 'The filtered members as CSV (UTF-8 with BOM; cells that a spreadsheet would run as a formula guarded). Audited.',
});
