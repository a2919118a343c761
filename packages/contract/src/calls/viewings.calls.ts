import { z } from 'zod';
import { defineCall } from '../call.ts';
import { i18nTextSchema } from '../schemas.ts';
import { MEMBER, PUBLIC, ROLE, staffOnly } from '../roles.ts';
import { emailSchema, phoneAreaSchema, phoneSchema } from './members.calls.ts';

/**
 * Viewing appointments (issue 44): a shopper books up to five pieces at a shop for a slot of its opening
 * hours; the counter has them ready, marks the visit and what was bought; the merchant sets hours and
 * reads the conversion. Times on the wire are instants (ISO); days and clock times are Hong Kong's.
 */

export const VIEWING_LIMITS = {
  PIECES_MAX: 5,
  /** How far ahead a slot may be booked. */
  DAYS_AHEAD_MAX: 60,
  NAME_MAX: 60,
  SLOT_MINUTES: [15, 20, 30, 45, 60, 90, 120] as readonly number[],
  CAPACITY_MAX: 20,
  CUTOFF_HOURS_MAX: 72,
  BLACKOUTS_MAX: 120,
  /** A list or CSV covers at most this many days. */
  RANGE_DAYS_MAX: 366,
  LIST_MAX: 2000,
} as const;

/** A shop's hours, Monday first: [open, close] in Hong Kong clock time, or null when closed that day. */
export const VIEWING_DEFAULTS = {
  hours: [
    ['11:00', '20:00'],
    ['11:00', '20:00'],
    ['11:00', '20:00'],
    ['11:00', '20:00'],
    ['11:00', '20:00'],
    ['11:00', '20:00'],
    ['12:00', '19:00'],
  ] as ReadonlyArray<readonly [string, string] | null>,
  slotMinutes: 60,
  capacity: 2,
  cutoffHours: 2,
} as const;

export const VIEWING_STATUSES = ['booked', 'cancelled', 'arrived', 'no_show'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
export const VIEWING_PIECE_OUTCOMES = ['pending', 'bought', 'not_bought'] as const;
export const TRANSFER_REQUEST_STATUSES = ['requested', 'returned', 'kept'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const storeCode = z.string().trim().min(1).max(20);
const skuIds = z.array(z.int().positive()).min(1).max(VIEWING_LIMITS.PIECES_MAX);
const viewingCode = z
  .string()
  .trim()
  .regex(/^V[0-9A-Z]{8}$/);
/** The secret of a booking's message links (a guest manages the booking with it). */
const manageToken = z.string().trim().min(16).max(64).optional();
const instant = z.iso.datetime({ offset: true });

export const viewingHoursSchema = z
  .array(
    z
      .tuple([clock, clock])
      .refine(([o, c]) => o < c, { message: 'close after open' })
      .nullable(),
  )
  .length(7);

export const viewingSettingsSchema = z.object({
  storeCode,
  hours: viewingHoursSchema,
  slotMinutes: z.int().refine((n) => VIEWING_LIMITS.SLOT_MINUTES.includes(n), 'slot length'),
  capacity: z.int().min(1).max(VIEWING_LIMITS.CAPACITY_MAX),
  cutoffHours: z.int().min(0).max(VIEWING_LIMITS.CUTOFF_HOURS_MAX),
  blackouts: z.array(isoDay).max(VIEWING_LIMITS.BLACKOUTS_MAX),
});
export type ViewingSettings = z.infer<typeof viewingSettingsSchema>;

const pieceSchema = z.object({
  skuId: z.int(),
  skuCode: z.string(),
  title: i18nTextSchema,
  img: z.string(),
  /** Where the piece is now: this shop, or the shop it is coming from (transfer requested). */
  nowAt: z.string(),
  transfer: z.object({ id: z.int(), fromStoreCode: z.string(), toStoreCode: z.string(), status: z.enum(TRANSFER_REQUEST_STATUSES) }).nullable(),
  outcome: z.enum(VIEWING_PIECE_OUTCOMES),
  saleNo: z.string().nullable(),
});

export const viewingSchema = z.object({
  code: z.string(),
  storeCode: z.string(),
  storeName: i18nTextSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(VIEWING_STATUSES),
  name: z.string(),
  /** Masked for staff lists; the shopper's own. */
  phone: z.string(),
  pieces: z.array(pieceSchema),
  /** Cancel or move is possible until then. */
  changeUntil: z.string(),
  canChange: z.boolean(),
});
export type Viewing = z.infer<typeof viewingSchema>;

export const viewingShops = defineCall('app/viewings/shops', PUBLIC, {
  request: z
    .strictObject({
      skuIds: z.array(z.int().positive()).max(VIEWING_LIMITS.PIECES_MAX).default([]),
      spuIds: z.array(z.int().positive()).max(VIEWING_LIMITS.PIECES_MAX).default([]),
    })
    .refine((r) => r.skuIds.length + r.spuIds.length > 0, { path: ['skuIds'], message: 'at least one piece' }),
  response: z.object({
    pieces: z.array(z.object({ skuId: z.int(), skuCode: z.string(), title: i18nTextSchema, img: z.string() })),
    shops: z.array(
      z.object({ storeCode: z.string(), name: i18nTextSchema, here: z.array(z.int()), transfer: z.array(z.int()), unavailable: z.array(z.int()) }),
    ),
  }),
  summary:
    'The physical shops a viewing of these pieces can be booked at: the pieces each holds, and those a transfer would bring. Products (the wishlist) stand for their first sku on sale; at most five pieces in all.',
});

export const viewingSlots = defineCall('app/viewings/slots', PUBLIC, {
  request: z.strictObject({ storeCode, skuIds, day: isoDay }),
  response: z.object({
    day: z.string(),
    /** Why there are no slots: closed that weekday, a blackout day, too far ahead. */
    closed: z.enum(['closed', 'blackout', 'too_far', 'past']).nullable(),
    slots: z.array(z.object({ startsAt: z.string(), time: z.string(), free: z.int(), available: z.boolean() })),
  }),
  summary: "A day's slots at a shop for these pieces: each with its free places and whether the pieces can be held then.",
});

export const viewingSendCode = defineCall('app/viewings/sendCode', PUBLIC, {
  request: z.strictObject({ phoneAreaCode: phoneAreaSchema, phone: phoneSchema }),
  response: z.object({ ok: z.literal(true) }),
  summary: "Sends a one-time code by SMS to a guest's phone to book a viewing with (the members' code machinery and limits).",
});

export const viewingBookRequestSchema = z.strictObject({
  storeCode,
  skuIds,
  startsAt: instant,
  name: z.string().trim().min(1).max(VIEWING_LIMITS.NAME_MAX),
  /** A guest's phone and the SMS code it received; a signed-in member books with their own. */
  phoneAreaCode: phoneAreaSchema.optional(),
  phone: phoneSchema.optional(),
  verifyCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  email: z.union([emailSchema, z.literal('')]).optional(),
});

export const viewingBook = defineCall('app/viewings/book', PUBLIC, {
  request: viewingBookRequestSchema,
  response: z.object({ viewing: viewingSchema, manageToken: z.string() }),
  summary:
    'Books a viewing: a member from their session, a guest with a phone proven by the code of viewings/sendCode. Refused outside opening hours (88003), when the slot is full (88004) or a piece cannot be held then (88005). Pieces held at another shop are requested there (a stock transfer). Answers the booking and, for a guest, its manage token.',
});

export const viewingMine = defineCall('app/viewings/mine', MEMBER, {
  request: z.strictObject({}),
  response: z.object({ list: z.array(viewingSchema) }),
  summary: "The signed-in member's viewings, newest slot first.",
});

const byCode = { code: viewingCode, token: manageToken };

export const viewingGet = defineCall('app/viewings/get', PUBLIC, {
  request: z.strictObject(byCode),
  response: z.object({ viewing: viewingSchema }),
  summary: "One viewing, by its member's session or the manage token of its messages.",
});

export const viewingCancel = defineCall('app/viewings/cancel', PUBLIC, {
  request: z.strictObject(byCode),
  response: z.object({ viewing: viewingSchema }),
  summary: 'Cancels a viewing until its cut-off (88006 after); pieces requested from another shop go back.',
});

export const viewingMove = defineCall('app/viewings/move', PUBLIC, {
  request: z.strictObject({ ...byCode, startsAt: instant }),
  response: z.object({ viewing: viewingSchema }),
  summary: 'Moves a viewing to another slot of the same shop until its cut-off (88006 after); the same rules as a booking.',
});

const counterRoles = staffOnly(ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN);
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

const transferRowSchema = z.object({
  id: z.int(),
  skuCode: z.string(),
  title: i18nTextSchema,
  fromStoreCode: z.string(),
  toStoreCode: z.string(),
  status: z.enum(TRANSFER_REQUEST_STATUSES),
  ref: z.string(),
  neededBy: z.string().nullable(),
});

export const boViewingsCounter = defineCall('app/backOffice/viewings/counter', counterRoles, {
  request: z.strictObject({ storeCode: storeCode.optional() }),
  response: z.object({
    storeCode: z.string(),
    list: z.array(viewingSchema),
    transfersIn: z.array(transferRowSchema),
    transfersOut: z.array(transferRowSchema),
  }),
  summary:
    "The counter's viewings today and tomorrow at its shop (role 2: the account's shop; role 6 may name one), with the pieces to pull and where each is now, and the shop's open transfer requests in and out.",
});

export const boViewingMark = defineCall('app/backOffice/viewings/mark', counterRoles, {
  request: z.strictObject({ code: viewingCode, status: z.enum(['arrived', 'no_show']) }),
  response: z.object({ viewing: viewingSchema }),
  summary: "Marks a viewing of the counter's shop arrived or no-show (pieces of a no-show requested from another shop go back).",
});

export const boViewingPiece = defineCall('app/backOffice/viewings/piece', counterRoles, {
  request: z.strictObject({
    code: viewingCode,
    skuId: z.int().positive(),
    outcome: z.enum(['bought', 'not_bought']),
    saleNo: z.string().trim().max(40).optional(),
  }),
  response: z.object({ viewing: viewingSchema }),
  summary:
    'Records what came of a piece at an arrived viewing: bought (linking the counter sale or order by its number, 88010 when no such order) or not bought (a piece requested from another shop goes back).',
});

export const boViewingSettings = defineCall('app/backOffice/viewings/settings', merchantAdmin, {
  request: z.strictObject({ storeCode }),
  response: viewingSettingsSchema,
  summary: "A shop's viewing hours, slot length, capacity per slot, cut-off and blackout days (the defaults until saved).",
});

export const boSaveViewingSettings = defineCall('app/backOffice/viewings/saveSettings', merchantAdmin, {
  request: viewingSettingsSchema,
  response: viewingSettingsSchema,
  summary: "Saves a shop's viewing hours, slot length, capacity, cut-off and blackout days (audited). Booked viewings stay.",
});

const rangeRequest = z.strictObject({ storeCode: storeCode.optional(), from: isoDay, to: isoDay });

export const conversionRowSchema = z.object({
  storeCode: z.string(),
  week: z.string(),
  booked: z.int(),
  arrived: z.int(),
  bought: z.int(),
  cancelled: z.int(),
});

export const boViewingsList = defineCall('app/backOffice/viewings/list', merchantAdmin, {
  request: rangeRequest,
  response: z.object({ list: z.array(viewingSchema), conversion: z.array(conversionRowSchema) }),
  summary:
    'Viewings between two Hong Kong days (a shop or every shop), and their conversion booked → arrived → bought per shop and week (weeks start on Monday).',
});

export const boViewingsCsv = defineCall('app/backOffice/viewings/csv', merchantAdmin, {
  request: rangeRequest,
  response: z.object({ fileName: z.string(), csv: z.string(), rows: z.int() }),
  summary: 'The viewings of viewings/list as a CSV file, one row per piece, times in Hong Kong time.',
});
