import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_LIMITS, LANGS, type I18nText, type Lang } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import { formatHk } from '../../lib/dates.ts';

/** The list without its `index`-th item (a form's row or image taken out). */
export const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, j) => j !== index);

/** The value after it stopped changing for `ms` (search boxes ask the server once typing pauses). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search text and page number of a list paged on the server. `resetting(set)` wraps a filter's
 * setter so that a change goes back to page 1 (as a new search does).
 */
export function usePagedList(pageSize: number = BO_LIMITS.PAGE_SIZE_DEFAULT) {
  const [search, setSearchText] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const resetting =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  return { search, setSearch: resetting(setSearchText), debounced, pageNo, setPageNo, pageSize, resetting };
}

export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('backOffice');
  const id = useId();
  return (
    <div className="bo-search">
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={BO_LIMITS.SEARCH_MAX}
        placeholder={t('searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        data-testid="bo-search"
      />
    </div>
  );
}

/**
 * Previous / next over a list paged on the server. `capped`: the server counted up to `total` and more
 * match (the goods list over 100,000 goods): "1000+", and next stays open while pages are full.
 */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
  capped = false,
  full = false,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (n: number) => void;
  capped?: boolean;
  full?: boolean;
}) {
  const { t } = useTranslation('backOffice');
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const pages: number | string = capped ? `${Math.max(counted, pageNo)}+` : counted;
  const last = capped ? !full : pageNo >= counted;
  return (
    <nav className="bo-pager" aria-label={t('page', { page: pageNo, pages })}>
      <span className="bo-pager__total">{capped ? t('totalMore', { count: total }) : t('total', { count: total })}</span>
      <button type="button" className="bo-button bo-button--ghost" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('prev')}
      </button>
      <span>{t('page', { page: pageNo, pages })}</span>
      <button type="button" className="bo-button bo-button--ghost" disabled={last} onClick={() => onPage(pageNo + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}

/** A three-language text in the interface language, falling back to any filled one. */
export function textIn(text: I18nText | null | undefined, lang: Lang): string {
  if (!text) return '';
  return text[lang] || LANGS.map((l) => text[l]).find(Boolean) || '';
}

/**
 * The form field a refusal named (`values.skus.0.price` → `skus.0.price`), read from the answer's `field`
 * (contract `errorBodySchema`), never from its text: the form marks that control and names it by label.
 */
export function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.detail.field) return null;
  return error.detail.field.replace(/^values\./, '');
}

/**
 * A field path said as the staff member reads it: the form's label of its first part, the row of a list
 * and the field in it (`skus.2.price` → "SKU grid, row 3, Price") and the language of a three-language text.
 */
export function labelOfPath(path: string, labels: Partial<Record<string, string>>, t: (key: string, o?: Record<string, unknown>) => string): string {
  const parts = path.split('.');
  // The form's own label, else the back office's generic label of that field name, else "Other field".
  let out = labels[parts[0]!] ?? t([`backOffice:f_${parts[0]}`, 'backOffice:conflict_otherField'] as unknown as string);
  const rowAt = parts.findIndex((p) => /^\d+$/.test(p));
  if (rowAt >= 0) {
    out += t('backOffice:fieldRow', { n: Number(parts[rowAt]) + 1 });
    // The field inside the row by its own label (`skus.0.originalPrice` → "SKU grid, row 1, Original
    // price"; issue 37), the form's `labels['skus.originalPrice']`, else its nearest named parent's.
    const inner = parts.slice(rowAt + 1).filter((p) => !/^\d+$/.test(p) && !(LANGS as readonly string[]).includes(p));
    for (let n = inner.length; n > 0; n--) {
      const label = labels[[parts[0], ...inner.slice(0, n)].join('.')];
      if (label) {
        out += t('backOffice:fieldInner', { label });
        break;
      }
    }
  }
  const lang = parts.find((p): p is Lang => (LANGS as readonly string[]).includes(p));
  if (lang) out += ` (${t(`backOffice:langName_${lang}`)})`;
  return out;
}

/**
 * What a form says about a refusal that names a field: "Check “Main image”: …" with the field by its
 * label; a plain invalid input says the field is not valid, any other refusal adds its own reason (an
 * image not in the library, a duplicate SKU code), never the field's path.
 */
export function fieldProblemText(
  error: unknown,
  path: string,
  labels: Partial<Record<string, string>>,
  t: (key: string, o?: Record<string, unknown>) => string,
): string {
  const field = labelOfPath(path, labels, t);
  if (error instanceof ApiError && error.errorCode !== INVALID_INPUT_CODE && error.message)
    return t('backOffice:fieldProblemWith', { field, message: error.message });
  return t('backOffice:fieldProblem', { field });
}
/** The catalogue's "invalid input" (10001): the field alone says it. */
const INVALID_INPUT_CODE = 10001;

/** An instant in a list or a record: the app's one date formatter, Hong Kong time (decision 432). */
export const formatTime = (iso: string, lang: Lang) => formatHk(iso, 'dateTime', lang);
