import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_CSV_LIMITS, type BoCsvError } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { useCsvImports } from './goods-api.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';
import { BoPage } from '../parts/BoPage.tsx';

type Result = { ok: boolean; dryRun: boolean; rows: number; errors: BoCsvError[]; errorCount: number; created?: number; updated?: number; changed?: number };

/**
 * /backOffice/goods/csv: import goods or stock from a CSV file (decision 175). "Check" asks the server to
 * read every row without writing; "Import" writes the whole file or nothing. Problems are listed by row
 * and column in the staff member's language, as the server words them. Exports are on the goods list
 * (they take its filters).
 */
export function CsvPage() {
  const { t } = useTranslation('boGoods');
  return (
    <BoPage id="bo-csv-title" title={t('csvTitle')} links={[{ to: '/backOffice/goods', label: t('back'), ghost: true }]}>
      <CsvImport kind="goods" />
      <CsvImport kind="stock" />
    </BoPage>
  );
}

function CsvImport({ kind }: { kind: 'goods' | 'stock' }) {
  const { t } = useTranslation('boGoods');
  const id = useId();
  const imports = useCsvImports();
  const mutation = imports[kind];
  const [text, setText] = useState<string | null>(null);
  const [fileError, setFileError] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const pick = async (file: File | undefined) => {
    setResult(null);
    setFileError('');
    setText(null);
    if (!file) return;
    const content = await file.text();
    if (content.length > BO_CSV_LIMITS.MAX_CHARS + 1) {
      setFileError(t('csvTooLarge', { max: BO_CSV_LIMITS.MAX_CHARS.toLocaleString() }));
      return;
    }
    setText(content);
  };
  const run = (dryRun: boolean) => {
    if (text === null) return;
    setResult(null);
    mutation.mutate({ csv: text, dryRun }, { onSuccess: (r) => setResult(r) });
  };
  /** Runs the picked file: a check writes nothing (`dryRun`), an import writes it. */
  const runButton = (dryRun: boolean, step: 'check' | 'import', label: string) => (
    <button
      type="button"
      className={dryRun ? 'bo-button bo-button--ghost' : 'bo-button'}
      disabled={text === null || mutation.isPending}
      onClick={() => run(dryRun)}
      data-testid={`bo-csv-${kind}-${step}`}
    >
      {label}
    </button>
  );

  return (
    <div className="bo-card" data-testid={`bo-csv-${kind}`}>
      <h2>{kind === 'goods' ? t('csvGoods') : t('csvStock')}</h2>
      <p className="bo-note">{kind === 'goods' ? t('csvGoodsHelp') : t('csvStockHelp')}</p>
      <div className="bo-filters">
        <label className="bo-field" htmlFor={id}>
          <span>{t('csvFile')}</span>
          <input id={id} type="file" accept=".csv,text/csv" onChange={(e) => void pick(e.target.files?.[0])} data-testid={`bo-csv-${kind}-file`} />
        </label>
        {runButton(true, 'check', t('csvCheck'))}
        {runButton(false, 'import', mutation.isPending ? t('csvChecking') : t('csvImport'))}
      </div>
      {fileError ? (
        <p className="bo-error" role="alert">
          {fileError}
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="bo-error" role="alert">
          {errorMessage(mutation.error, t)}
        </p>
      ) : null}
      {result ? <CsvResult kind={kind} result={result} /> : null}
    </div>
  );
}

function CsvResult({ kind, result }: { kind: 'goods' | 'stock'; result: Result }) {
  const { t } = useTranslation('boGoods');
  if (result.ok)
    return (
      <p className="bo-note" role="status" data-testid={`bo-csv-${kind}-ok`}>
        {result.dryRun
          ? t('csvCheckedOk', { rows: result.rows })
          : kind === 'goods'
            ? t('csvImportedGoods', { created: result.created ?? 0, updated: result.updated ?? 0 })
            : t('csvImportedStock', { changed: result.changed ?? 0 })}
      </p>
    );
  return (
    <div data-testid={`bo-csv-${kind}-errors`}>
      <p className="bo-error" role="alert">
        {t('csvErrors', { count: result.errorCount })}
      </p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <ColumnHeads labels={[t('csvRow'), t('csvColumn'), t('csvProblem')]} />
          <tbody>
            {result.errors.map((e, i) => (
              <tr key={i}>
                <td>{e.row || '—'}</td>
                <td>{e.column || '—'}</td>
                <td style={{ whiteSpace: 'normal' }}>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.errorCount > result.errors.length ? <p className="bo-note">{t('csvMore', { count: result.errorCount - result.errors.length })}</p> : null}
    </div>
  );
}
