import type { z } from 'zod';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { BO_CSV_LIMITS, ERRORS, HK_TIME_ZONE, errorText, type BoCsvError, type ErrorKey, type Lang } from '@shop/contract';
import { AppError } from './app-error.ts';

/**
 * Reading and writing the back office's CSV files (decision 175) with csv-parse / csv-stringify: UTF-8
 * with a byte-order mark (Excel then reads Chinese right), CRLF line ends, one header row of the contract's
 * column names. Text cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) are written with
 * a leading `'` and read back without it.
 */
const BOM = '\ufeff';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written: guarded against formula injection. */
export const guardText = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);
/** A text cell as read: the export's guard taken off again. */
export const unguardText = (s: string) => (/^'[=+\-@]/.test(s) ? s.slice(1) : s);

/**
 * The merchant's units in every exported file (issue 40, decision 455): an amount as HK$ with two
 * decimals, an instant as Hong Kong wall-clock time `2026-11-23 14:05:09`. Raw cents stay only in
 * columns an import reads back.
 */
export const csvHkd = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));
const hkClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: HK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
export const csvHkTime = (at: Date | string | null | undefined) => (at === null || at === undefined || at === '' ? '' : hkClock.format(new Date(at)));

export function writeCsv(header: readonly string[], rows: Array<Array<string | number>>): string {
  return BOM + stringify([header as string[], ...rows.map((r) => r.map((c) => (typeof c === 'number' ? String(c) : c)))], { record_delimiter: '\r\n' });
}

/** Problems found in a file: row (1 = header), column name, catalogue key and its text params. */
export class CsvProblems {
  readonly list: Array<{ row: number; column: string; key: ErrorKey; params: Record<string, string | number> }> = [];
  add(row: number, column: string, key: ErrorKey, params: Record<string, string | number> = {}) {
    this.list.push({ row, column, key, params });
  }
  get size() {
    return this.list.length;
  }
  /** In the caller's language, ordered by row then column, at most `MAX_ERRORS`. */
  report(lang: Lang, columns: readonly string[]): { errors: BoCsvError[]; errorCount: number } {
    const order = (c: string) => (c === '' ? -1 : columns.indexOf(c));
    const sorted = [...this.list].sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
    return {
      errorCount: sorted.length,
      errors: sorted.slice(0, BO_CSV_LIMITS.MAX_ERRORS).map((p) => ({
        row: p.row,
        column: p.column,
        code: ERRORS[p.key].code,
        message: errorText(ERRORS[p.key], lang, p.params),
      })),
    };
  }
}

export interface CsvTable {
  /** Column name → index in a record. */
  index: Map<string, number>;
  /** Data records with their spreadsheet row number (header = 1). */
  records: Array<{ row: number; cells: string[] }>;
}

/**
 * Parses a file and checks its header against the known columns: every `required` one present, none
 * unknown (names compared without case). File-level problems (unreadable, not UTF-8, too many rows) are
 * thrown as `AppError` (a 4xx answer); header problems are added to `problems`.
 */
export function readCsv(text: string, known: readonly string[], required: readonly string[], problems: CsvProblems): CsvTable {
  // A file saved in Big5 or GB18030 and read as UTF-8 by the browser arrives with replacement characters.
  if (text.includes('\ufffd')) throw new AppError('CSV_NOT_UTF8');
  let all: string[][];
  try {
    all = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false }) as string[][];
  } catch (err) {
    throw new AppError('CSV_UNREADABLE', { reason: (err as Error).message.slice(0, 200) });
  }
  const [header, ...data] = all;
  // Rows whose every cell is blank (a spreadsheet's trailing ",,,,") are not data.
  const records = data.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header || records.length === 0) throw new AppError('CSV_EMPTY');
  if (records.length > BO_CSV_LIMITS.MAX_ROWS) throw new AppError('CSV_TOO_MANY_ROWS', { rows: records.length, max: BO_CSV_LIMITS.MAX_ROWS });
  const byLower = new Map(known.map((k) => [k.toLowerCase(), k]));
  const index = new Map<string, number>();
  header.forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') return;
    const col = byLower.get(name.toLowerCase());
    if (!col) problems.add(1, name, 'CSV_UNKNOWN_COLUMN', { column: name });
    else if (index.has(col)) problems.add(1, col, 'CSV_DUPLICATE', { row: 1 });
    else index.set(col, i);
  });
  for (const col of required) if (!index.has(col)) problems.add(1, col, 'CSV_MISSING_COLUMN', { column: col });
  return { index, records };
}

/** The cell of a column in a record ('' when the column or the cell is missing), trimmed. */
export const cellOf = (t: CsvTable, cells: string[], column: string) => {
  const i = t.index.get(column);
  return i === undefined ? '' : (cells[i] ?? '').trim();
};

/** A zod issue of a row's value as a catalogue key and params (the texts the staff member reads). */
export function issueProblem(issue: z.core.$ZodIssue): { key: ErrorKey; params: Record<string, string | number> } {
  const i = issue as z.core.$ZodIssue & { origin?: string; minimum?: number | bigint; maximum?: number | bigint; values?: unknown[]; expected?: string };
  switch (i.code) {
    case 'too_small':
      if (i.origin === 'string' || i.origin === 'array') return { key: 'CSV_REQUIRED', params: {} };
      return { key: 'CSV_RANGE', params: { min: Number(i.minimum), max: '…' } };
    case 'too_big':
      if (i.origin === 'string') return { key: 'CSV_TOO_LONG', params: { max: Number(i.maximum) } };
      if (i.origin === 'array') return { key: 'CSV_TOO_MANY', params: { max: Number(i.maximum) } };
      return { key: 'CSV_RANGE', params: { min: '…', max: Number(i.maximum) } };
    case 'invalid_value':
      return { key: 'CSV_ONE_OF', params: { values: (i.values ?? []).join(', ') } };
    case 'invalid_format':
      return { key: 'CSV_FORMAT', params: {} };
    case 'invalid_type':
      return i.expected === 'number' || i.expected === 'int' ? { key: 'CSV_NUMBER', params: { value: '' } } : { key: 'CSV_INVALID', params: {} };
    default:
      return { key: 'CSV_INVALID', params: {} };
  }
}

/** A file name with the Hong Kong date and time: `goods-20261123-1405.csv`. */
export function csvFileName(kind: string, now = new Date()): string {
  const hk = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return `${kind}-${hk.slice(0, 10).replace(/-/g, '')}-${hk.slice(11, 16).replace(':', '')}.csv`;
}

/** The audit entry's title of a CSV import: its row count in the three languages. */
export const importLabel = (rows: number) => ({ zh_HK: `CSV 匯入（${rows} 行）`, zh_CN: `CSV 导入（${rows} 行）`, en: `CSV import (${rows} rows)` });
