import {
  BO_GOODS_LIMITS,
  CSV_LIST_SEPARATOR,
  GOODS_CSV_COLUMNS,
  GOODS_CSV_PRODUCT_COLUMNS,
  GOODS_CSV_REQUIRED,
  LANGS,
  boGoodsValuesSchema,
  type BoGoodsValues,
  type Lang,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { writeAudit } from '../../audit/index.ts';
import type { GoodsListFilter } from '../goods-admin.repository.ts';
import { exportGoodsCsv } from './goods-csv-export.ts';
import { csvRepository as repo } from './csv.repository.ts';
import { CsvProblems, cellOf, importLabel, issueProblem, readCsv, unguardText, type CsvTable } from '../../../lib/csv-file.ts';

type Column = (typeof GOODS_CSV_COLUMNS)[number];
const TEXT_COLUMNS = new Set<string>([...LANGS.flatMap((l) => [`title.${l}`, `name.${l}`, `introduction.${l}`]), 'brand']);

/** Hong Kong dollars in a cell (`1280`, `1,280.50`, `HK$1280`) → cents; undefined when not a price. */
export function centsOf(cell: string): number | undefined {
  const s = cell
    .replace(/^HK\$|^\$/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return undefined;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

type Group = {
  ref: string;
  existingId?: number;
  rows: Array<{ row: number; cells: string[] }>;
  /** By-weight rows whose price cells were filled: checked against the sku's price now (decision 371). */
  typedWeightPrices?: Map<number, { price?: number; originalPrice?: number }>;
};

/**
 * Goods as CSV (decision 175): one row per sku, products grouped by `goodsRef`. The import reads every
 * row into the same `BoGoodsValues` the form sends, checks it with the contract's `boGoodsValuesSchema`
 * and the references against the database, and only when the whole file passes writes every product
 * through the goods service's own save (`saveIn`) in one transaction.
 */
export function createGoodsCsv(deps: {
  db: Db;
  merchantCode: string;
  saveIn: (tx: Db, input: { id?: number; values: BoGoodsValues }, staffId: number, opts: { audit?: boolean }) => Promise<{ id: number; created: boolean }>;
}) {
  const { db, merchantCode } = deps;

  const exportCsv = (filter: GoodsListFilter) => exportGoodsCsv(db, merchantCode, filter);

  /** The file's rows as products; problems of single cells are added to `problems`. */
  function groupsOf(t: CsvTable, problems: CsvProblems): Group[] {
    const groups = new Map<string, Group>();
    for (const r of t.records) {
      const ref = cellOf(t, r.cells, 'goodsRef');
      if (!ref) {
        problems.add(r.row, 'goodsRef', 'CSV_REQUIRED');
        continue;
      }
      if (ref.length > 40) {
        problems.add(r.row, 'goodsRef', 'CSV_TOO_LONG', { max: 40 });
        continue;
      }
      let g = groups.get(ref);
      if (!g) {
        g = { ref, rows: [] };
        if (/^\d+$/.test(ref)) {
          const id = Number(ref);
          if (id > 0 && id <= 2_147_483_647) g.existingId = id;
          else problems.add(r.row, 'goodsRef', 'CSV_UNKNOWN_REF', { value: ref });
        }
        groups.set(ref, g);
      }
      g.rows.push(r);
    }
    return [...groups.values()];
  }

  /** One product's values from its rows (numbers that are not numbers are reported here). */
  function valuesOf(t: CsvTable, g: Group, problems: CsvProblems): unknown {
    const first = g.rows[0]!;
    const cell = (r: { cells: string[] }, c: Column) => {
      const v = cellOf(t, r.cells, c);
      return TEXT_COLUMNS.has(c) ? unguardText(v) : v;
    };
    // Product columns: from the first row; later rows leave them empty or repeat them.
    for (const r of g.rows.slice(1))
      for (const c of GOODS_CSV_PRODUCT_COLUMNS) {
        const v = cell(r, c);
        if (v !== '' && v !== cell(first, c)) problems.add(r.row, c, 'CSV_DIFFERS', { row: first.row });
      }
    const int = (r: { row: number; cells: string[] }, c: Column, value: string): number | string => {
      if (/^\d{1,10}$/.test(value)) return Number(value);
      problems.add(r.row, c, 'CSV_NUMBER', { value });
      return value;
    };
    const list = (v: string) => (v === '' ? [] : v.split(CSV_LIST_SEPARATOR).map((x) => x.trim()));
    const tri = (k: 'title' | 'name' | 'introduction') => Object.fromEntries(LANGS.map((l) => [l, cell(first, `${k}.${l}` as Column)]));
    const catCell = cell(first, 'categoryId');
    /** The by-weight rule of a row (issue 30); null when its metal cell is empty (priced by hand). */
    const weightPricingOf = (r: { row: number; cells: string[] }, metal: string): Record<string, unknown> | null => {
      if (metal === '') return null;
      const num = (c: Column, scale: number): number | undefined => {
        const v = cell(r, c);
        if (v === '') return undefined;
        const n = /^\d{1,9}(\.\d{1,3})?$/.test(v.replace(/,/g, '')) ? Number(v.replace(/,/g, '')) : NaN;
        if (Number.isNaN(n)) {
          problems.add(r.row, c, 'CSV_NUMBER', { value: v });
          return 0;
        }
        return Math.round(n * scale);
      };
      const originalMaking = num('originalMaking', 100);
      return {
        metal,
        weightMg: num('weightGrams', 1000) ?? 0,
        makingMode: cell(r, 'makingMode') || 'fixed',
        makingCents: num('making', 100) ?? 0,
        ...(originalMaking !== undefined ? { originalMakingCents: originalMaking } : {}),
      };
    };
    return {
      title: tri('title'),
      name: tri('name'),
      introduction: tri('introduction'),
      brand: cell(first, 'brand'),
      categoryId: catCell === '' ? 0 : int(first, 'categoryId', catCell),
      labelIds: list(cell(first, 'labelIds')).map((v) => int(first, 'labelIds', v)),
      img: cell(first, 'img'),
      imgList: list(cell(first, 'imgList')),
      status: cell(first, 'status') || 'on',
      skus: g.rows.map((r) => {
        const skuId = cell(r, 'skuId');
        const price = (c: 'price' | 'originalPrice') => {
          const v = cell(r, c);
          // An empty price fails the schema's minimum, reported as "required".
          if (v === '') return -1;
          const cents = centsOf(v);
          if (cents === undefined) problems.add(r.row, c, 'CSV_NUMBER', { value: v });
          return cents ?? 0;
        };
        const weightPricing = weightPricingOf(r, cell(r, 'metal'));
        const byWeight = weightPricing !== null;
        if (byWeight) {
          const typed = Object.fromEntries(
            (['price', 'originalPrice'] as const).flatMap((c) => {
              const cents = cell(r, c) === '' ? undefined : centsOf(cell(r, c));
              return cents === undefined ? [] : [[c, cents]];
            }),
          );
          if (Object.keys(typed).length) (g.typedWeightPrices ??= new Map()).set(r.row, typed);
        }
        return {
          ...(skuId ? { id: int(r, 'skuId', skuId) } : {}),
          skuCode: cell(r, 'skuCode'),
          selectionIds: list(cell(r, 'selectionIds')).map((v) => int(r, 'selectionIds', v)),
          // By weight: the price is computed on save, so the price cells may be empty.
          price: byWeight && cell(r, 'price') === '' ? 0 : price('price'),
          // An empty original price is the price itself (not on sale), as the form's blank (issue 37).
          ...(cell(r, 'originalPrice') === '' ? {} : { originalPrice: price('originalPrice') }),
          status: cell(r, 'skuStatus') || 'on',
          weightPricing,
        };
      }),
    };
  }

  /** The cell a schema issue points at: product columns on the first row, sku columns on the sku's row. */
  function placeOf(g: Group, path: PropertyKey[]): { row: number; column: string } {
    const [head, a, b] = path;
    const first = g.rows[0]!.row;
    if (head === 'skus' && typeof a === 'number') {
      const sku: Record<string, string> = {
        id: 'skuId',
        skuCode: 'skuCode',
        selectionIds: 'selectionIds',
        price: 'price',
        originalPrice: 'originalPrice',
        status: 'skuStatus',
      };
      const rule: Record<string, string> = {
        metal: 'metal',
        weightMg: 'weightGrams',
        makingMode: 'makingMode',
        makingCents: 'making',
        originalMakingCents: 'originalMaking',
      };
      if (b === 'weightPricing') return { row: g.rows[a]?.row ?? first, column: rule[String(path[3])] ?? 'metal' };
      return { row: g.rows[a]?.row ?? first, column: sku[String(b)] ?? '' };
    }
    if (head === 'title' || head === 'name' || head === 'introduction') return { row: first, column: `${head}.${String(a)}` };
    if (head === 'skus') return { row: first, column: 'skuCode' };
    return { row: first, column: String(head ?? '') };
  }

  /** References and sku codes against the database (read only). */
  async function checkDatabase(checked: Array<{ g: Group; v: BoGoodsValues }>, problems: CsvProblems) {
    const existingIds = checked.flatMap(({ g }) => (g.existingId ? [g.existingId] : []));
    const have = new Set(await repo.existingGoods(db, merchantCode, existingIds));
    const skusNow = await repo.skusOf(db, existingIds);
    const skuOwner = new Map(skusNow.map((k) => [k.id, k.spuId]));
    const skuNow = new Map(skusNow.map((k) => [k.id, k]));
    const cats = new Set(await repo.categoryIds(db, merchantCode));
    const labels = new Set(await repo.labelIds(db));
    const sels = new Map((await repo.selections(db)).map((r) => [r.id, r.attributeId]));
    const keep = checked.flatMap(({ v }) => v.skus.flatMap((s) => (s.id ? [s.id] : [])));
    const codes = checked.flatMap(({ v }) => v.skus.map((s) => s.skuCode.toUpperCase()));
    const taken = new Set(await repo.takenCodes(db, codes, keep));
    for (const { g, v } of checked) {
      const first = g.rows[0]!.row;
      if (g.existingId && !have.has(g.existingId)) problems.add(first, 'goodsRef', 'CSV_UNKNOWN_REF', { value: g.ref });
      if (!cats.has(v.categoryId)) problems.add(first, 'categoryId', 'CSV_UNKNOWN_REF', { value: v.categoryId });
      for (const l of v.labelIds) if (!labels.has(l)) problems.add(first, 'labelIds', 'CSV_UNKNOWN_REF', { value: l });
      v.skus.forEach((s, i) => {
        const row = g.rows[i]!.row;
        for (const sel of s.selectionIds) if (!sels.has(sel)) problems.add(row, 'selectionIds', 'CSV_UNKNOWN_REF', { value: sel });
        const attrs = s.selectionIds.map((sel) => sels.get(sel)).filter((a) => a !== undefined);
        if (new Set(attrs).size !== attrs.length) problems.add(row, 'selectionIds', 'CSV_SELECTIONS');
        if (s.id !== undefined && (g.existingId === undefined || skuOwner.get(s.id) !== g.existingId))
          problems.add(row, 'skuId', 'CSV_NOT_THIS_PRODUCT', { value: s.id });
        if (taken.has(s.skuCode.toUpperCase())) problems.add(row, 'skuCode', 'CSV_SKU_TAKEN', { value: s.skuCode });
        // A by-weight sku's price is its breakdown's (decision 371): a price cell may repeat the price the
        // export gave (a file exported, edited elsewhere and imported back), never set another one.
        const typed = g.typedWeightPrices?.get(row);
        if (s.weightPricing && typed) {
          const now = s.id === undefined ? undefined : skuNow.get(s.id);
          for (const c of ['price', 'originalPrice'] as const)
            if (typed[c] !== undefined && typed[c] !== now?.[c]) problems.add(row, c, 'GOODS_PRICED_BY_WEIGHT');
        }
      });
    }
  }

  async function importCsv(text: string, opts: { dryRun: boolean; staffId: number; lang: Lang }) {
    const problems = new CsvProblems();
    const t = readCsv(text, GOODS_CSV_COLUMNS, GOODS_CSV_REQUIRED, problems);
    const result = (extra: { created: number; updated: number }) => ({
      ok: problems.size === 0,
      dryRun: opts.dryRun,
      rows: t.records.length,
      ...problems.report(opts.lang, GOODS_CSV_COLUMNS),
      ...(problems.size ? { created: 0, updated: 0 } : extra),
    });
    if (problems.size) return result({ created: 0, updated: 0 });

    const groups = groupsOf(t, problems);
    const checked: Array<{ g: Group; v: BoGoodsValues }> = [];
    // A sku code once per file (the catalogue's codes are unique without case).
    const codeRows = new Map<string, number>();
    for (const g of groups) {
      const raw = valuesOf(t, g, problems);
      if (g.rows.length > BO_GOODS_LIMITS.SKUS_MAX)
        problems.add(g.rows[BO_GOODS_LIMITS.SKUS_MAX]!.row, 'goodsRef', 'CSV_TOO_MANY', { max: BO_GOODS_LIMITS.SKUS_MAX });
      for (const r of g.rows) {
        const code = cellOf(t, r.cells, 'skuCode').toUpperCase();
        if (!code) continue;
        const seen = codeRows.get(code);
        if (seen !== undefined) problems.add(r.row, 'skuCode', 'CSV_DUPLICATE', { row: seen });
        else codeRows.set(code, r.row);
      }
      const parsed = boGoodsValuesSchema.safeParse(raw);
      if (parsed.success) {
        checked.push({ g, v: parsed.data });
        continue;
      }
      for (const issue of parsed.error.issues) {
        // Duplicates are reported above, for the whole file.
        if (issue.code === 'custom' && issue.message === 'duplicate sku code') continue;
        const at = placeOf(g, issue.path);
        // A cell already reported as not a number needs no second message.
        if (problems.list.some((p) => p.row === at.row && p.column === at.column && p.key === 'CSV_NUMBER')) continue;
        if (issue.code === 'custom' && issue.message === 'below the price') problems.add(at.row, at.column, 'CSV_BELOW_PRICE');
        else if (issue.code === 'too_small' && issue.path[0] === 'skus' && (issue.path[2] === 'price' || issue.path[2] === 'originalPrice'))
          problems.add(at.row, at.column, 'CSV_REQUIRED');
        else if (issue.path[0] === 'categoryId' && issue.code === 'too_small') problems.add(at.row, at.column, 'CSV_REQUIRED');
        else {
          const p = issueProblem(issue);
          problems.add(at.row, at.column, p.key, p.params);
        }
      }
    }
    if (checked.length) await checkDatabase(checked, problems);
    if (problems.size) return result({ created: 0, updated: 0 });

    // Every row passed: write them all in one transaction; any refusal now rolls every product back.
    let created = 0;
    let updated = 0;
    const rollback = new Error('dry run');
    try {
      await db.transaction(async (tx) => {
        for (const { g, v } of checked) {
          try {
            const done = await deps.saveIn(tx, { ...(g.existingId ? { id: g.existingId } : {}), values: v }, opts.staffId, { audit: false });
            if (done.created) created++;
            else updated++;
          } catch (err) {
            if (err instanceof AppError) problems.add(g.rows[0]!.row, '', err.key, { field: '', code: '', ...err.params });
            else problems.add(g.rows[0]!.row, '', 'CSV_INVALID');
            throw err;
          }
        }
        if (opts.dryRun) throw rollback;
        // The import is one entry with its counts (issue 27), not one form edit per product.
        await writeAudit(tx as unknown as Db, {
          staffId: opts.staffId,
          action: 'import',
          entity: 'goods',
          entityId: 'csv',
          label: importLabel(t.records.length),
          changedFields: ['rows', 'created', 'updated'],
          changes: { rows: { before: null, after: t.records.length }, created: { before: null, after: created }, updated: { before: null, after: updated } },
        });
      });
    } catch (err) {
      if (err !== rollback && !problems.size) throw err;
    }
    return result({ created, updated });
  }

  return { exportCsv, importCsv };
}
