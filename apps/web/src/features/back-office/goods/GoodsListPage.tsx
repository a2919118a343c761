import { useState } from 'react';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { BO_BULK_MAX, BO_CSV_LIMITS, GOODS_STATUSES, STOCK_FILTERS, type CallResponse, type boBulkGoods } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { textIn, usePagedList } from '../list-tools.tsx';
import { BoListPage, BoRow, FilterSelects, listFilter } from '../parts/BoPage.tsx';
import { SelectField, codeChoices, titledChoices, NumberField } from '../parts/fields.tsx';
import { downloadText, exportGoodsCsv, exportStockCsv, useGoodsList, useGoodsOptions, useGoodsWrites } from './goods-api.ts';
import { hkd } from './money.ts';
import './gold-check.i18n.ts';

type BulkChange = { status?: 'on' | 'off'; pricePercent?: number };
type BulkAnswer = CallResponse<typeof boBulkGoods>;

/** What a bulk change would do, product by product, with the one button that applies exactly that. */
function BulkPreview({ answer, busy, onConfirm, onCancel }: { answer: BulkAnswer; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('boGoods');
  const { t: tg } = useTranslation('boGoldCheck');
  const lang = currentLang();
  const moving = answer.goods.filter((g) => g.statusBefore !== g.statusAfter || g.skus.length);
  return (
    <section className="bo-card" aria-labelledby="bo-bulk-preview-title" data-testid="bo-goods-bulk-confirm">
      <h2 id="bo-bulk-preview-title" className="bo-card__summary">
        {t('bulkPreviewTitle', { count: answer.changed })}
      </h2>
      {moving.length ? (
        <ul className="bo-rows-list">
          {moving.map((g) => (
            <li key={g.id} data-testid="bo-goods-bulk-row">
              <strong>{textIn(g.title, lang)}</strong>
              {g.statusBefore !== g.statusAfter ? (
                <span className="bo-row__detail">
                  {' '}
                  {t('status')}: {t(`status_${g.statusBefore}`)} → {t(`status_${g.statusAfter}`)}
                </span>
              ) : null}
              {g.skus.map((k) => (
                <span key={k.skuId} className="bo-row__detail">
                  {' '}
                  {k.skuCode}: {hkd(k.priceBefore)} → {hkd(k.priceAfter)}
                  {/* By weight (decision 371): the making charge moved; the price is its breakdown's. */}
                  {k.making ? (
                    <span data-testid="bo-goods-bulk-making"> ({tg('bulkMaking', { before: hkd(k.making.before), after: hkd(k.making.after) })})</span>
                  ) : null}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-note">{t('bulkNothing')}</p>
      )}
      {moving.some((g) => g.skus.some((k) => k.making)) ? <p className="bo-note">{tg('bulkWeightNote')}</p> : null}
      <div className="bo-filters">
        <button type="button" className="bo-button" disabled={busy || !moving.length} onClick={onConfirm} data-testid="bo-goods-bulk-apply">
          {t('bulkConfirm', { count: answer.changed })}
        </button>
        <button type="button" className="bo-button bo-button--ghost" onClick={onCancel}>
          {t('bulkCancel')}
        </button>
      </div>
    </section>
  );
}

/** Goods (role 6): searched with the catalogue's search keys, filtered and paged on the server. */
export function GoodsListPage() {
  const { t } = useTranslation('boGoods');
  const lang = currentLang();
  const paged = usePagedList();
  const { pageNo, pageSize } = paged;
  const [categoryId, setCategoryId] = useState(0);
  const [labelId, setLabelId] = useState(0);
  const [status, setStatus] = useState<'' | 'on' | 'off'>('');
  const [stock, setStock] = useState<'' | 'in' | 'out'>('');
  const options = useGoodsOptions();
  const filters = {
    search: paged.debounced,
    ...(categoryId ? { categoryId } : {}),
    ...(labelId ? { labelId } : {}),
    ...(status ? { status } : {}),
    ...(stock ? { stock } : {}),
  };
  const list = useGoodsList({ pageNo, pageSize, ...filters });
  const [csvShop, setCsvShop] = useState('');
  const [csvNote, setCsvNote] = useState<{ error: boolean; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const runExport = async (what: 'goods' | 'stock') => {
    setExporting(true);
    setCsvNote(null);
    try {
      const file = what === 'goods' ? await exportGoodsCsv(filters) : await exportStockCsv({ ...filters, ...(csvShop ? { storeCode: csvShop } : {}) });
      downloadText(file.fileName, file.csv);
      setCsvNote({
        error: false,
        text: `${t('csvExported', { file: file.fileName, rows: file.rows })}${file.truncated ? ` ${t('csvTruncated', { rows: file.rows })}` : ''}`,
      });
    } catch (err) {
      setCsvNote({ error: true, text: errorMessage(err, t) });
    } finally {
      setExporting(false);
    }
  };
  const exportButton = (what: 'goods' | 'stock', label: string) => (
    <button type="button" className="bo-button bo-button--ghost" disabled={exporting} onClick={() => void runExport(what)} data-testid={`bo-export-${what}`}>
      {label}
    </button>
  );
  const { setStatus: flip, bulk, bulkPreview } = useGoodsWrites();
  const [picked, setPicked] = useState<number[]>([]);
  const [percent, setPercent] = useState('');
  // A bulk change is previewed first (nothing written) and applied only when the person confirms what
  // they saw: the apply names the preview's key, and the server refuses it if the goods moved since.
  const [preview, setPreview] = useState<{ change: BulkChange; answer: BulkAnswer } | null>(null);
  const runBulk = (change: BulkChange) => {
    bulk.reset();
    bulkPreview.mutate({ ids: picked, ...change }, { onSuccess: (answer) => setPreview({ change, answer }) });
  };
  /** The picked goods taken off sale or put back, previewed first like any bulk change. */
  const statusButton = (status: 'on' | 'off', label: string) => (
    <button type="button" className="bo-button bo-button--ghost" disabled={bulk.isPending || bulkPreview.isPending} onClick={() => runBulk({ status })}>
      {label}
    </button>
  );
  const confirmBulk = () => {
    if (!preview) return;
    bulk.mutate(
      { ids: picked, ...preview.change, previewKey: preview.answer.previewKey },
      {
        onSuccess: () => {
          setPicked([]);
          setPreview(null);
        },
        onError: () => setPreview(null),
      },
    );
  };

  return (
    <BoListPage
      id="bo-goods-title"
      title={t('goodsTitle')}
      links={[
        { to: '/backOffice/goods/csv', label: t('csvLink'), testId: 'bo-goods-csv', ghost: true },
        { to: '/backOffice/goods/searchWords', label: t('searchWordsLink'), testId: 'bo-goods-search-words', ghost: true },
        { to: '/backOffice/goods/new', label: t('newGoods'), testId: 'bo-goods-new' },
      ]}
      paged={paged}
      filters={
        <>
          <FilterSelects
            paged={paged}
            filters={[
              listFilter(t('category'), categoryId, setCategoryId, titledChoices(options.data?.categories, lang), t('allCategories')),
              listFilter(t('label'), labelId, setLabelId, titledChoices(options.data?.labels, lang), t('allLabels')),
              listFilter(t('status'), status, setStatus, codeChoices(GOODS_STATUSES, t, 'status_'), t('anyStatus')),
              listFilter(t('stockFilter'), stock, setStock, codeChoices(STOCK_FILTERS, t, 'stock_'), t('anyStock')),
            ]}
          />
        </>
      }
      beforeList={
        <>
          <details className="bo-card">
            <summary className="bo-card__summary" data-testid="bo-goods-export">
              {t('csvExportGoods')} / {t('csvExportStock')}
            </summary>
            <p className="bo-note">{t('csvExportHint', { max: BO_CSV_LIMITS.EXPORT_MAX_ROWS.toLocaleString() })}</p>
            <div className="bo-filters">
              {exportButton('goods', t('csvExportGoods'))}
              <SelectField
                label={t('csvShop')}
                value={csvShop}
                onChange={setCsvShop}
                choices={titledChoices(options.data?.shops, lang)}
                blank={t('csvAllShops')}
              />
              {exportButton('stock', t('csvExportStock'))}
            </div>
            {csvNote ? (
              <p className={csvNote.error ? 'bo-error' : 'bo-note'} role={csvNote.error ? 'alert' : 'status'} data-testid="bo-export-note">
                {csvNote.text}
              </p>
            ) : null}
          </details>
          {flip.isError ? <p className="bo-error">{errorMessage(flip.error, t)}</p> : null}
          {picked.length ? (
            <div className="bo-filters" data-testid="bo-goods-bulk">
              <span>{t('picked', { count: picked.length })}</span>
              {statusButton('off', t('takeOff'))}
              {statusButton('on', t('putBack'))}
              <NumberField label={t('pricePercent')} min={-90} max={500} step={1} value={percent} onChange={(x) => setPercent(x)} />
              <button
                type="button"
                className="bo-button"
                disabled={bulk.isPending || bulkPreview.isPending || !Number(percent)}
                onClick={() => runBulk({ pricePercent: Number(percent) })}
                data-testid="bo-goods-bulk-preview"
              >
                {t('bulkPreview')}
              </button>
              {bulk.isError ? <p className="bo-error">{errorMessage(bulk.error, t)}</p> : null}
              {bulkPreview.isError ? <p className="bo-error">{errorMessage(bulkPreview.error, t)}</p> : null}
            </div>
          ) : null}
          {preview ? <BulkPreview answer={preview.answer} busy={bulk.isPending} onConfirm={confirmBulk} onCancel={() => setPreview(null)} /> : null}
        </>
      }
      query={list}
      testId="bo-goods-list"
    >
      {(g) => (
        <BoRow
          key={g.id}
          to={`/backOffice/goods/${g.id}`}
          inactive={g.status !== 'on'}
          lead={
            <label className="bo-check">
              <input
                type="checkbox"
                checked={picked.includes(g.id)}
                disabled={!picked.includes(g.id) && picked.length >= BO_BULK_MAX}
                onChange={() => setPicked(picked.includes(g.id) ? picked.filter((x) => x !== g.id) : [...picked, g.id])}
              />{' '}
              {t('pick')}
            </label>
          }
          title={textIn(g.title, lang)}
          detail={`#${g.id} · ${t(`status_${g.status}`)} · ${hkd(g.minPrice)}${g.maxPrice !== g.minPrice ? ` – ${hkd(g.maxPrice)}` : ''} · ${t('skuCount', { count: g.skuCount })} · ${t('stockUnits', { count: g.stock })}`}
          actions={
            <>
              <Link to={`/backOffice/goods/${g.id}/stock`} className="bo-button bo-button--ghost">
                {t('stock')}
              </Link>
              <button
                type="button"
                className="bo-button bo-button--ghost"
                disabled={flip.isPending}
                onClick={() => flip.mutate({ id: g.id, status: g.status === 'on' ? 'off' : 'on' })}
              >
                {g.status === 'on' ? t('takeOff') : t('putBack')}
              </button>
            </>
          }
        />
      )}
    </BoListPage>
  );
}
