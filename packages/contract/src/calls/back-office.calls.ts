import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { recordVersionSchema, requireBaseVersion, requireBaseVersionIssue, versionedSaveShape } from '../record-version.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { passwordSchema } from './members.calls.ts';
import { STAFF_FIELD_MAX, STAFF_USERNAME_PATTERN } from '../staff-fields.ts';
import { STAFF_ROLES } from '../roles.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  BO_CODE_PATTERN,
  BO_DATE_PATTERN,
  BO_IMAGE_PATTERN,
  BO_LIMITS,
  BO_OPTION_SOURCES,
  BO_RECORDS,
  BO_RECORD_KINDS,
  BO_TIME_PATTERN,
  type BoField,
  type BoRecordKind,
  type BoRecordValues,
} from '../back-office/record-fields.ts';

/**
 * The back office (issue 14, first part). Role 5 EDITOR keeps the official site's records and the gold
 * price (with role 6 since issue 37); role 6 MERCHANT_ADMIN keeps the staff accounts and reads the audit. Every write is audited in
 * its own transaction (decision 131).
 */

const editor = staffOnly(ROLE.EDITOR);
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

const imageSchema = z.string().trim().max(BO_LIMITS.URL_MAX).regex(BO_IMAGE_PATTERN);
const i18nOf = (max: number, required: boolean) => {
  const one = z.string().trim().max(max);
  const each = required ? one.min(1) : one;
  return z.object({ zh_HK: each, zh_CN: each, en: each });
};
const urlText = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(BO_LIMITS.URL_MAX)
    .pipe(z.url({ protocol: /^https?$/ })),
]);

/** The zod schema of one form field, with the bounds of its descriptor. */
export function fieldSchema(field: BoField): z.ZodType {
  switch (field.kind) {
    case 'i18n':
      return i18nOf(field.max, field.required ?? false);
    case 'i18nUrl':
      return z.object({ zh_HK: urlText, zh_CN: urlText, en: urlText });
    case 'text': {
      const base = z.string().trim().max(field.max);
      const filled = field.required ? base.min(1) : base;
      switch (field.format) {
        case 'email':
          return z.union([z.literal(''), base.pipe(z.email())]);
        case 'url':
          return urlText;
        case 'phone':
          return filled.regex(/^[0-9+()\- ]*$/);
        case 'code':
          return filled.regex(BO_CODE_PATTERN);
        default:
          return filled;
      }
    }
    case 'int':
      return z.int().min(field.min).max(field.max);
    case 'coordinate':
      return z
        .number()
        .min(field.axis === 'lat' ? -90 : -180)
        .max(field.axis === 'lat' ? 90 : 180)
        .nullable();
    case 'bool':
      return z.boolean();
    case 'date':
      return z
        .string()
        .regex(BO_DATE_PATTERN)
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
    case 'time':
      return z.string().regex(BO_TIME_PATTERN).nullable();
    case 'image':
      return field.required ? imageSchema : z.union([z.literal(''), imageSchema]);
    case 'images':
      return z.array(imageSchema).max(field.max);
    case 'labels':
      return z.array(z.string().trim().min(1).max(field.maxLength)).max(field.max);
    case 'choice':
      return z.int().refine((n) => field.options.includes(n));
    case 'ref':
      return idSchema.nullable();
    case 'refs':
      return z.array(idSchema).max(field.max);
    case 'rows':
      return z
        .array(z.object({ id: idSchema.optional(), ...Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, fieldSchema(f)])) }).strict())
        .max(field.max);
  }
}

/** The values schema of a record kind: every field of its descriptor, nothing else. */
export const recordValuesSchema = <K extends BoRecordKind>(kind: K) =>
  z.object(Object.fromEntries(Object.entries(BO_RECORDS[kind].fields).map(([k, f]) => [k, fieldSchema(f as BoField)]))).strict() as unknown as z.ZodType<
    BoRecordValues<K>
  >;

const kindSchema = z.enum(BO_RECORD_KINDS as [BoRecordKind, ...BoRecordKind[]]);
const pageSchema = {
  pageNo: z.int().min(1).max(100_000).default(1),
  pageSize: z.int().min(1).max(BO_LIMITS.PAGE_SIZE_MAX).default(BO_LIMITS.PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(BO_LIMITS.SEARCH_MAX).default(''),
};

export const boRecordRowSchema = z.object({
  id: z.int(),
  /** What the list shows for the record, in three languages. */
  title: i18nTextSchema,
  /** A second line: a date, a code, an area. */
  detail: z.string(),
  /** False for a closed shop or a hidden piece. */
  active: z.boolean(),
});
export type BoRecordRow = z.infer<typeof boRecordRowSchema>;

export const boListRecords = defineCall('app/backOffice/records/list', editor, {
  request: z.object({ kind: kindSchema, ...pageSchema }),
  response: z.object({ total: z.int(), list: z.array(boRecordRowSchema) }),
  summary: 'One page of records of a kind, searched in every language (and by code), newest or in display order.',
});

export const boGetRecord = defineCall('app/backOffice/records/get', editor, {
  request: z.object({ kind: kindSchema, id: idSchema }),
  response: z.object({ id: z.int(), version: recordVersionSchema, values: z.record(z.string(), z.unknown()), updatedAt: z.string() }),
  summary: 'One record with every field of its form.',
});

const saveVariants = BO_RECORD_KINDS.map((kind) =>
  z.object({ kind: z.literal(kind), id: idSchema.optional(), ...versionedSaveShape, values: recordValuesSchema(kind) }),
) as unknown as [
  z.ZodObject<{
    kind: z.ZodLiteral<BoRecordKind>;
    id: z.ZodOptional<typeof idSchema>;
    baseVersion: typeof versionedSaveShape.baseVersion;
    values: z.ZodType<Record<string, unknown>>;
  }>,
];

/** `{ kind, id?, baseVersion?, values }`: no id creates, an id replaces that record's values if it is still at `baseVersion`. */
export type BoSaveRequest = {
  [K in BoRecordKind]: { kind: K; id?: number | undefined; baseVersion?: number | undefined; values: BoRecordValues<K> };
}[BoRecordKind];

export const boSaveRecord = defineCall('app/backOffice/records/save', editor, {
  request: z.discriminatedUnion('kind', saveVariants).refine(requireBaseVersion, requireBaseVersionIssue) as unknown as z.ZodType<BoSaveRequest>,
  response: z.object({ id: z.int(), version: recordVersionSchema }),
  summary: 'Creates (no id) or replaces a record; the storefront shows the change at once. Audited.',
});

export const boDeleteRecord = defineCall('app/backOffice/records/delete', editor, {
  request: z.object({ kind: kindSchema, id: idSchema }),
  response: z.object({ deleted: z.literal(true) }),
  summary: 'Deletes a record (shops are closed instead); refused while other records use it. Audited.',
});

export const boOptionSchema = z.object({ id: z.int(), name: i18nTextSchema, group: i18nTextSchema.nullable() });
export type BoOption = z.infer<typeof boOptionSchema>;

export const boListOptions = defineCall('app/backOffice/records/options', editor, {
  request: z.object({ source: z.enum(BO_OPTION_SOURCES) }),
  response: z.array(boOptionSchema),
  summary: 'What a picker field chooses from: areas, districts, shops, jewellery selections.',
});

const staffRoleSchema = z.int().refine((r) => (STAFF_ROLES as readonly number[]).includes(r));
const rolesSchema = z.array(staffRoleSchema).min(1).max(STAFF_ROLES.length);
export const staffUsernameSchema = z.string().trim().toLowerCase().regex(STAFF_USERNAME_PATTERN);

export const boStaffRowSchema = z.object({
  /** What a change from the list names as `baseVersion` (decision 240). */
  version: recordVersionSchema,
  id: z.int(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.int()),
  defaultRole: z.int(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** The shop a counter account works at (decision 134); null = none. */
  storeCode: z.string().nullable(),
});
export type BoStaffRow = z.infer<typeof boStaffRowSchema>;

export const boListStaff = defineCall('app/backOffice/staff/list', merchantAdmin, {
  request: z.object(pageSchema),
  response: z.object({ total: z.int(), list: z.array(boStaffRowSchema) }),
  summary: 'Staff accounts by username or name, paged.',
});

const rolesWithDefault = z
  .object({ roles: rolesSchema, defaultRole: staffRoleSchema })
  .refine((v) => v.roles.includes(v.defaultRole), { path: ['defaultRole'] });

export const boCreateStaff = defineCall('app/backOffice/staff/create', merchantAdmin, {
  request: z
    .object({
      username: staffUsernameSchema,
      displayName: z.string().trim().min(1).max(STAFF_FIELD_MAX.DISPLAY_NAME),
      password: passwordSchema,
      roles: rolesSchema,
      defaultRole: staffRoleSchema,
    })
    .refine((v) => v.roles.includes(v.defaultRole), { path: ['defaultRole'] }),
  response: boStaffRowSchema,
  summary: 'Creates a staff account that can log in at once. Audited.',
});

export const boSetStaffDisabled = defineCall('app/backOffice/staff/setDisabled', merchantAdmin, {
  request: z.object({ id: idSchema, ...versionedSaveShape, disabled: z.boolean() }),
  response: boStaffRowSchema,
  summary: "Disables (ending the account's sessions at once) or enables a staff account. Audited.",
});

export const boResetStaffPassword = defineCall('app/backOffice/staff/resetPassword', merchantAdmin, {
  request: z.object({ id: idSchema, password: passwordSchema }),
  response: boStaffRowSchema,
  summary: "Sets a new password and ends the account's sessions. Audited (never the password).",
});

export const boSetStaffRoles = defineCall('app/backOffice/staff/setRoles', merchantAdmin, {
  request: z.object({ id: idSchema, ...versionedSaveShape }).and(rolesWithDefault),
  response: boStaffRowSchema,
  summary: "Replaces an account's roles and the role it lands as; its sessions end so the next login carries them. Audited.",
});

export const boSetStaffShop = defineCall('app/backOffice/staff/setShop', merchantAdmin, {
  request: z.object({ id: idSchema, ...versionedSaveShape, storeCode: z.string().trim().min(1).max(40).nullable() }),
  response: boStaffRowSchema,
  summary: "Sets the shop a staff account works at (role 2 hands over that shop's pick-ups; decision 134), or clears it. Audited.",
});

export const boAuditRowSchema = z.object({
  id: z.int(),
  at: z.string(),
  staffId: z.int(),
  staffUsername: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** The record's name at the time (three languages) and the fields the write changed. */
  label: i18nTextSchema,
  changedFields: z.array(z.string()),
  /** The changed fields' values before and after (decision 241); empty for writes that keep names only. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type BoAuditRow = z.infer<typeof boAuditRowSchema>;

export const boListAudit = defineCall('app/backOffice/audit/list', merchantAdmin, {
  request: z.object({ ...pageSchema, entity: z.enum(AUDIT_ENTITIES).optional() }),
  response: z.object({ total: z.int(), list: z.array(boAuditRowSchema) }),
  summary: 'The audit log, newest first, paged; filtered by entity and by staff username or record name.',
});
