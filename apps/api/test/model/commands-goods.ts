import { parse } from 'csv-parse/sync';
import { writeCsv } from '../../src/lib/csv-file.ts';
import type { Step } from './steps.ts';
import { breakdownPrice, latestRate, productRead } from './invariants-weight.ts';
import { violated } from './violation.ts';
import type { World } from './world.ts';

/*
 * The back office's price changes on goods priced by weight (issue 37, decision 406): the bulk change
 * (previewed, then applied with the preview's key) and the CSV import. Both must act on a by-weight piece
 * through its making charge, never by writing a price its breakdown contradicts: the preview's price is
 * the breakdown's at the day's rate, the product read after applying shows what the preview promised, and
 * `checkWeightPrices` (after every step, also after the next gold price) finds every price equal to its
 * breakdown.
 */

type Res = { status: number; body: any };
const bo = (w: World, path: string, body: object) => w.t.call(`app/backOffice/${path}`, body, { token: w.staff.admin, lang: 'en' });
const short = (r: Res) => `${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;

type PreviewSku = { skuId: number; priceBefore: number; priceAfter: number; making?: { before: number; after: number } };

async function bulk(w: World, step: Extract<Step, { k: 'bulk' }>): Promise<void> {
  const ids = [...new Set(w.weightGoods.map((g) => g.spuId)), ...(step.plain ? [w.plainSpu] : [])];
  const preview = await bo(w, 'goods/bulk', { ids, pricePercent: step.pct, dryRun: true });
  if (preview.status !== 200) return violated('model-agrees', `${JSON.stringify(step)} preview refused: ${short(preview)}`);
  const rows = (preview.body.data.goods as { skus: PreviewSku[] }[]).flatMap((g) => g.skus);
  const shown = await productRead(
    w,
    rows.map((k) => k.skuId),
  );
  const { rates } = await latestRate(w);
  for (const k of rows) {
    const now = shown.find((s) => s.id === k.skuId);
    if (now && k.priceBefore !== now.price)
      violated('weight-price', `bulk preview: sku ${k.skuId} before ${k.priceBefore} cents, the product shows ${now.price}`);
    const b = now?.weightPrice;
    if (!b) continue;
    if (!k.making) {
      violated('weight-price', `bulk preview: by-weight sku ${k.skuId} changes its price ${k.priceBefore} → ${k.priceAfter} with no making charge`);
      continue;
    }
    const due = breakdownPrice(b, rates, k.making.after);
    if (k.priceAfter !== due)
      violated('weight-price', `bulk preview: sku ${k.skuId} after ${k.priceAfter} cents; its breakdown with making ${k.making.after} comes to ${due}`);
  }
  const applied = await bo(w, 'goods/bulk', { ids, pricePercent: step.pct, previewKey: preview.body.data.previewKey });
  if (applied.status !== 200) return violated('model-agrees', `${JSON.stringify(step)} apply refused: ${short(applied)}`);
  const after = await productRead(
    w,
    rows.map((k) => k.skuId),
  );
  for (const k of rows) {
    const s = after.find((x) => x.id === k.skuId);
    if (s && s.price !== k.priceAfter) violated('weight-price', `bulk applied: sku ${k.skuId} shows ${s.price} cents; the preview promised ${k.priceAfter}`);
  }
}

const dollars = (cents: number) => (cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100));

/**
 * The merchant exports a by-weight piece's goods file and imports it edited: either the piece's price cell
 * (must be refused, 80220 on that row: the breakdown prices it) or its making charge, scaled down from the
 * run's first one (accepted; the price follows the breakdown, left empty in the file as the form does).
 */
async function csv(w: World, step: Extract<Step, { k: 'csv' }>): Promise<void> {
  const g = w.weightGoods[step.s % w.weightGoods.length]!;
  const exported = await bo(w, 'csv/goodsExport', { search: g.skuCode });
  if (exported.status !== 200) return violated('model-agrees', `${JSON.stringify(step)} export refused: ${short(exported)}`);
  const [header, ...data] = parse(exported.body.data.csv as string, { bom: true }) as string[][];
  const at = data.findIndex((r) => r[header!.indexOf('skuCode')] === g.skuCode);
  if (at < 0) return violated('model-agrees', `${JSON.stringify(step)}: the export holds no row of ${g.skuCode}`);
  const row = data[at]!;
  const col = (c: string) => header!.indexOf(c);
  if (step.cell === 'price') row[col('price')] = dollars(Math.max(100, Math.round((Number(row[col('price')]) * (100 + step.pct)) / 100) * 100));
  else {
    row[col('making')] = dollars(Math.round((g.makingStart * (100 - Math.abs(step.pct))) / 100));
    row[col('price')] = '';
    row[col('originalPrice')] = '';
  }
  const r = await bo(w, 'csv/goodsImport', { csv: writeCsv(header!, data) });
  if (r.status !== 200) return violated('model-agrees', `${JSON.stringify(step)} import answered ${short(r)}`);
  const errors = r.body.data.errors as { row: number; column: string; code: number }[];
  if (step.cell === 'price') {
    if (r.body.data.ok || !errors.some((e) => e.row === at + 2 && e.column === 'price' && e.code === 80220))
      violated('weight-price', `a CSV import wrote the price cell of by-weight ${g.skuCode} (${r.body.data.ok ? 'accepted' : JSON.stringify(errors)})`);
  } else if (!r.body.data.ok) violated('model-agrees', `${JSON.stringify(step)}: making charge refused: ${JSON.stringify(errors)}`);
}

export async function runGoodsStep(w: World, step: Step): Promise<boolean> {
  if (step.k === 'bulk') await bulk(w, step);
  else if (step.k === 'csv') await csv(w, step);
  else return false;
  return true;
}
