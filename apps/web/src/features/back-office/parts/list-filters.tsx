import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/errors.ts';
import type { usePagedList } from '../list-tools.tsx';
import { downloadCsv } from './download-csv.ts';
import { SearchField } from './fields.tsx';

/* Parts of the list pages whose filters sit beside their search box (customers, order search, reconciliation). */

/** The list's one search box, bound to its paged list (typed text, debounced by the list). */
export function PagedSearch({
  paged,
  maxLength,
  placeholder,
  testId,
}: {
  paged: ReturnType<typeof usePagedList>;
  maxLength: number;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation('backOffice');
  return <SearchField label={t('search')} value={paged.search} maxLength={maxLength} placeholder={placeholder} onChange={paged.setSearch} testId={testId} />;
}

/** A list's date filter (a day, `YYYY-MM-DD`); a change goes back to page 1, as the select filters do. */
export function DateFilter({
  label,
  value,
  set,
  paged,
  testId,
}: {
  label: string;
  value: string;
  set: (v: string) => void;
  paged: Pick<ReturnType<typeof usePagedList>, 'resetting'>;
  testId?: string;
}) {
  return (
    <label className="bo-field">
      <span>{label}</span>
      <input type="date" value={value} onChange={(e) => paged.resetting(set)(e.target.value)} data-testid={testId} />
    </label>
  );
}

/** A CSV file an export call answers, and how many rows it holds. */
export interface CsvFile {
  fileName: string;
  csv: string;
  rows: number;
}

/**
 * Runs an export: downloads its file and notes how many rows it held, or why it failed. `t` holds the
 * screen's `exported` text (with `count`) and its error texts.
 */
export function useCsvExport(t: TFunction, fetchFile: () => Promise<CsvFile>) {
  const [note, setNote] = useState<string | null>(null);
  const run = async () => {
    setNote(null);
    try {
      const file = await fetchFile();
      downloadCsv(file.fileName, file.csv);
      setNote(t('exported', { count: file.rows }));
    } catch (e) {
      setNote(errorMessage(e, t));
    }
  };
  return { note, run };
}

/** The export button of a filtered list, with its note beside it. `t` holds `exportCsv` and `exported`. */
export function CsvExportButton({ t, fetchFile, testId }: { t: TFunction; fetchFile: () => Promise<CsvFile>; testId: string }) {
  const { note, run } = useCsvExport(t, fetchFile);
  return (
    <>
      <button type="button" className="bo-button bo-button--ghost" onClick={() => void run()} data-testid={testId}>
        {t('exportCsv')}
      </button>
      {note ? (
        <p className="bo-note" role="status">
          {note}
        </p>
      ) : null}
    </>
  );
}
