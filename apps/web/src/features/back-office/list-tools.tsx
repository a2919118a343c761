import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_LIMITS, LANGS, type I18nText, type Lang } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';

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
export function Pager({ pageNo, pageSize, total, onPage, capped = false, full = false }: { pageNo: number; pageSize: number; total: number; onPage: (n: number) => void; capped?: boolean; full?: boolean }) {
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
 * The form field a 400 named (`Invalid input: values.title.en` → `title.en`): the server's message is
 * already in the staff member's language; this only lets the form mark the control.
 */
export function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /(?:values\.)?([A-Za-z]+(?:\.[A-Za-z0-9_]+)*)\s*(?:[（(]|$)/.exec(error.message.split(/[:：]/).slice(1).join(':').trim());
  return match?.[1] ?? null;
}

export const formatTime = (iso: string, lang: Lang) =>
  new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : lang === 'zh_CN' ? 'zh-CN' : 'zh-HK', { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium', timeStyle: 'short' });
