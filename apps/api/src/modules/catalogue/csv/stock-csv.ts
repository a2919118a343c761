import { BO_CSV_LIMITS, BO_GOODS_LIMITS, LANGS, STOCK_CSV_COLUMNS, STOCK_CSV_REQUIRED, boAdjustStock, type Lang } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { GoodsListFilter } from '../goods-admin.repository.ts';
import { csvRepository as repo } from './csv.repository.ts';
import { CsvProblems, cellOf, csvFileName, guardText, importLabel, issueProblem, readCsv, unguardText, writeCsv } from '../../../lib/csv-file.ts';
import { writeAudit } from '../../audit/index.ts';

type AdjustInput = { skuId: number; storeCode: string; delta: number; reason: 'received' | 'counted' | 'damaged'; note: string };
const IMPORT_NOTE = 'CSV';

/**
 * Stock as CSV (decision 175): the export lists free and held units per sku and shop; the import applies
 * the `delta` of each filled row with its reason, each checked with the contract's `boAdjustStock` request
 * schema and applied by the stock service's own conditional adjustment (`adjustIn`: ledger and audit rows),
 * all in one transaction. A row that would take a shop below zero is reported and nothing is written.
 */
export function createStockCsv(deps: {
  db: Db;
  merchantCode: string;
  adjustIn: (tx: Db, input: AdjustInput, staffId: number, opts: { audit?: boolean }) => Promise<{ ok: true; qty: number } | { ok: false; free: number }>;
}) {
  const { db, merchantCode } = deps;

  async function exportCsv(filter: GoodsListFilter, storeCode: string | undefined) {
    const max = BO_CSV_LIMITS.EXPORT_MAX_ROWS;
    const list = await repo.stockRows(db, merchantCode, filter, storeCode, max);
    const truncated = list.length > max;
    const out = list.slice(0, max).map((r) => {
      const row: Record<string, string | number> = {
        goodsId: r.goodsId,
        skuCode: r.skuCode,
        storeCode: r.storeCode,
        qty: r.qty,
        held: r.held,
        delta: '',
        reason: '',
        note: '',
      };
      for (const l of LANGS) row[`title.${l}`] = guardText(r.title[l] ?? '');
      return STOCK_CSV_COLUMNS.map((c) => row[c] ?? '');
    });
    return { fileName: csvFileName(storeCode ? `stock-${storeCode}` : 'stock'), csv: writeCsv(STOCK_CSV_COLUMNS, out), rows: out.length, truncated };
  }

  /**
   * Checks every row, then applies them all in one transaction or none. Answers the staff's report and the
   * skus whose stock it changed (committed only: none for a dry run or a refused file), which the caller
   * announces as `stock:<skuId>` (decision 141).
   */
  async function importCsv(text: string, opts: { dryRun: boolean; staffId: number; lang: Lang }) {
    const problems = new CsvProblems();
    const t = readCsv(text, STOCK_CSV_COLUMNS, STOCK_CSV_REQUIRED, problems);
    const result = (changed: number) => ({
      ok: problems.size === 0,
      dryRun: opts.dryRun,
      rows: t.records.length,
      ...problems.report(opts.lang, STOCK_CSV_COLUMNS),
      changed: problems.size ? 0 : changed,
    });
    if (problems.size) return { answer: result(0), skuIds: [] as number[] };

    // Only rows with a delta other than 0 change anything; the others are what the export listed.
    const filled = t.records.filter((r) => !/^[+-]?0*$/.test(cellOf(t, r.cells, 'delta')));
    const codes = [...new Set(filled.map((r) => cellOf(t, r.cells, 'skuCode').toUpperCase()))];
    const skus = await repo.skusByCode(db, merchantCode, codes);
    const skuIds = new Map(skus.map((k) => [k.code, k.id]));
    const shops = new Set(await repo.shopCodes(db, merchantCode));

    const changes: Array<{ row: number; input: AdjustInput }> = [];
    const seen = new Map<string, number>();
    for (const r of filled) {
      const cell = (c: string) => cellOf(t, r.cells, c);
      const skuCode = cell('skuCode');
      const storeCode = cell('storeCode');
      const skuId = skuIds.get(skuCode.toUpperCase());
      if (!skuCode) problems.add(r.row, 'skuCode', 'CSV_REQUIRED');
      else if (skuId === undefined) problems.add(r.row, 'skuCode', 'CSV_UNKNOWN_REF', { value: skuCode });
      if (!storeCode) problems.add(r.row, 'storeCode', 'CSV_REQUIRED');
      else if (!shops.has(storeCode)) problems.add(r.row, 'storeCode', 'CSV_UNKNOWN_REF', { value: storeCode });
      const deltaCell = cell('delta');
      const delta = /^[+-]?\d{1,9}$/.test(deltaCell) ? Number(deltaCell) : undefined;
      if (delta === undefined) problems.add(r.row, 'delta', 'CSV_NUMBER', { value: deltaCell });
      const key = `${skuId}@${storeCode}`;
      if (skuId !== undefined && seen.has(key)) problems.add(r.row, 'skuCode', 'CSV_DUPLICATE', { row: seen.get(key)! });
      else seen.set(key, r.row);
      // The same request schema as the stock screen's adjustment.
      const parsed = boAdjustStock.request.safeParse({
        skuId: skuId ?? 1,
        storeCode: storeCode || '-',
        delta: delta ?? 1,
        reason: cell('reason'),
        note: unguardText(cell('note')) || IMPORT_NOTE,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const column = String(issue.path[0] ?? '');
          if (column === 'delta') problems.add(r.row, 'delta', 'CSV_RANGE', { min: -BO_GOODS_LIMITS.STOCK_DELTA_MAX, max: BO_GOODS_LIMITS.STOCK_DELTA_MAX });
          else if (column === 'reason' && cell('reason') === '') problems.add(r.row, 'reason', 'CSV_REQUIRED');
          else {
            const p = issueProblem(issue);
            problems.add(r.row, column, p.key, p.params);
          }
        }
      } else if (skuId !== undefined && delta !== undefined) changes.push({ row: r.row, input: parsed.data as AdjustInput });
    }
    if (problems.size) return { answer: result(0), skuIds: [] as number[] };

    // Every row passed: apply them in one transaction, in sku and shop order (the order other writers lock
    // rows in); a row that would go below zero is reported, the rest still checked, then all rolled back.
    const rollback = new Error('rolled back');
    try {
      await db.transaction(async (tx) => {
        const ordered = [...changes].sort((a, b) => a.input.skuId - b.input.skuId || a.input.storeCode.localeCompare(b.input.storeCode));
        for (const c of ordered) {
          const done = await deps.adjustIn(tx, c.input, opts.staffId, { audit: false });
          if (!done.ok) problems.add(c.row, 'delta', 'CSV_STOCK_TOO_LOW', { qty: done.free });
        }
        if (problems.size || opts.dryRun) throw rollback;
        // The import is one entry with its counts (issue 27); the ledger keeps every row's change.
        await writeAudit(tx as unknown as Db, {
          staffId: opts.staffId,
          action: 'import',
          entity: 'stock',
          entityId: 'csv',
          label: importLabel(changes.length),
          changedFields: ['rows', 'units'],
          changes: { rows: { before: null, after: changes.length }, units: { before: null, after: changes.reduce((a, c) => a + c.input.delta, 0) } },
        });
      });
    } catch (err) {
      if (err !== rollback) throw err;
    }
    const committed = problems.size === 0 && !opts.dryRun;
    return { answer: result(changes.length), skuIds: committed ? [...new Set(changes.map((c) => c.input.skuId))].sort((a, b) => a - b) : [] };
  }

  return { exportCsv, importCsv };
}
