import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { multiline } from '../text-guard.ts';
import { BO_LIMITS } from '../back-office/record-fields.ts';
import { BO_CSV_LIMITS } from '../back-office/csv-columns.ts';
import { GOODS_STATUSES, STOCK_FILTERS } from './catalogue-admin.calls.ts';

/**
 * CSV import and export of goods and stock (issue 14, role 6; decision 175). The file travels as text in
 * the JSON body (UTF-8; a byte-order mark is allowed and written, so Excel opens it right). An import checks
 * every row against the contract's goods and stock schemas and reports each problem by row and column in
 * the caller's language; it writes all rows in one transaction or none. `dryRun` checks without writing.
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

/** The goods list's filters: an export takes the goods the list shows. */
const filters = {
  search: z.string().trim().max(BO_LIMITS.SEARCH_MAX).default(''),
  categoryId: idSchema.optional(),
  labelId: idSchema.optional(),
  status: z.enum(GOODS_STATUSES).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
};

const exportResponse = z.object({
  fileName: z.string(),
  /** The file, with a byte-order mark. */
  csv: z.string(),
  /** Data rows written. */
  rows: z.int(),
  /** More rows matched than `BO_CSV_LIMITS.EXPORT_MAX_ROWS`: the file holds the newest goods' rows. */
  truncated: z.boolean(),
});

const importRequest = z.strictObject({
  csv: multiline(
    z
      .string()
      .min(1)
      .max(BO_CSV_LIMITS.MAX_CHARS + 1),
  ),
  dryRun: z.boolean().default(false),
});

export const boCsvErrorSchema = z.object({
  /** The file's line as a spreadsheet numbers it: the header is row 1, the first data row 2. 0 = the file. */
  row: z.int(),
  /** The column's header name; '' for the whole row or file. */
  column: z.string(),
  code: z.int(),
  /** In the caller's language. */
  message: z.string(),
});
export type BoCsvError = z.infer<typeof boCsvErrorSchema>;

const importResponse = {
  /** True when every row passed (and, unless `dryRun`, was written). */
  ok: z.boolean(),
  dryRun: z.boolean(),
  /** Data rows read. */
  rows: z.int(),
  /** At most `BO_CSV_LIMITS.MAX_ERRORS`; `errorCount` counts them all. */
  errors: z.array(boCsvErrorSchema),
  errorCount: z.int(),
};

export const boExportGoodsCsv = defineCall('app/backOffice/csv/goodsExport', merchantAdmin, {
  request: z.strictObject(filters),
  response: exportResponse,
  summary: 'The goods the list filters select as a CSV file, one row per sku, newest goods first.',
});

export const boImportGoodsCsv = defineCall('app/backOffice/csv/goodsImport', merchantAdmin, {
  request: importRequest,
  response: z.object({ ...importResponse, created: z.int(), updated: z.int() }),
  summary:
    'Creates and updates goods from a CSV file (one row per sku); every row checked, errors by row and column; all written in one transaction or nothing. One audit row per product.',
});

export const boExportStockCsv = defineCall('app/backOffice/csv/stockExport', merchantAdmin, {
  request: z.strictObject({ ...filters, storeCode: z.string().trim().min(1).max(40).optional() }),
  response: exportResponse,
  summary: 'Stock (free and held) per sku and shop of the goods the list filters select, optionally of one shop, as a CSV file.',
});

export const boImportStockCsv = defineCall('app/backOffice/csv/stockImport', merchantAdmin, {
  request: importRequest,
  response: z.object({ ...importResponse, changed: z.int() }),
  summary:
    'Applies the stock changes of a CSV file (sku, shop, delta, reason, note) through the stock ledger; never below zero; all in one transaction or nothing. One audit row per change.',
});
