import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { LANGS, type Lang } from '@shop/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { ERROR_RECORD_CHANGED } from './version-codes.ts';
import '../strings.ts';

/**
 * The screen's half of the one concurrency rule (decision 240), for any form of a versioned record. The
 * form remembers the version and values it was drawn from; a save names that version; a 409
 * RECORD_CHANGED keeps what was typed and offers a reload. After the reload the form shows the latest
 * values and, beside them, the fields this person changed with their own values, which one button puts
 * back on top of the latest (a field-level three-way merge: the other person's changes to other fields
 * survive). Nothing is overwritten without the person seeing both.
 */
export interface VersionedForm<V> {
  /** The version to name as `baseVersion` in the next save (undefined for a new record). */
  baseVersion: number | undefined;
  /** Call when the record has loaded or a save answered: the form is now drawn from this version. */
  drawnFrom: (version: number, values: V) => void;
  /** Call with a failed save's error and the values it tried to save; true when it was a stale save. */
  failed: (error: unknown, mine: V) => boolean;
  /** The notice and the kept changes; render it just above the save bar. */
  panel: (o: {
    reload: () => Promise<{ version: number; values: V } | undefined>;
    setValues: (v: V) => void;
    labels: FieldLabels<V>;
    t: TFunction;
  }) => ReactNode;
}

/** A field's label in the staff member's language, for the kept-changes table (never the raw key). */
export type FieldLabels<V> = Partial<Record<keyof V & string, string>>;

export const isStaleSave = (error: unknown): error is ApiError => error instanceof ApiError && error.errorCode === ERROR_RECORD_CHANGED;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A value as a person reads it: texts in the interface language first, lists item by item. */
export function readable(value: unknown, lang: Lang = currentLang()): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((x) => readable(x, lang)).join('; ') : '—';
  const o = value as Record<string, unknown>;
  if (LANGS.every((l) => typeof o[l] === 'string')) return [o[lang], ...LANGS.filter((l) => l !== lang).map((l) => o[l])].filter(Boolean).join(' / ') || '—';
  return Object.values(o)
    .filter((x) => x === null || typeof x !== 'object' || !Array.isArray(x))
    .map((x) => readable(x, lang))
    .join(' · ');
}

export function useVersionedForm<V extends object>(): VersionedForm<V> {
  const [base, setBase] = useState<{ version: number; values: V } | undefined>(undefined);
  const [stale, setStale] = useState<{ error: ApiError; mine: V; base: V | undefined } | null>(null);
  const [kept, setKept] = useState<{ changed: (keyof V & string)[]; mine: V; latest: V } | null>(null);
  const [applied, setApplied] = useState(false);
  const [busy, setBusy] = useState(false);

  return {
    baseVersion: base?.version,
    drawnFrom: (version, values) => {
      setBase({ version, values });
      setStale(null);
    },
    failed: (error, mine) => {
      if (!isStaleSave(error)) return false;
      setStale({ error, mine, base: base?.values });
      setApplied(false);
      return true;
    },
    panel: ({ reload, setValues, labels, t }) => {
      const lang = currentLang();
      const doReload = async () => {
        if (!stale) return;
        setBusy(true);
        try {
          const latest = await reload();
          if (!latest) return;
          // The fields this person changed since the form was drawn: the ones to keep in view.
          const keys = Object.keys(stale.mine) as (keyof V & string)[];
          const changed = keys.filter((k) => !same(stale.mine[k], stale.base?.[k]) && !same(stale.mine[k], latest.values[k]));
          setBase({ version: latest.version, values: latest.values });
          setValues(latest.values);
          setKept({ changed, mine: stale.mine, latest: latest.values });
          setStale(null);
          setApplied(false);
        } finally {
          setBusy(false);
        }
      };
      const applyMine = () => {
        if (!kept) return;
        const merged = { ...kept.latest };
        for (const k of kept.changed) merged[k] = kept.mine[k];
        setValues(merged);
        setApplied(true);
      };
      return (
        <>
          {stale ? (
            <div className="bo-conflict" role="alert" data-testid="bo-conflict">
              <p>
                <strong>{t('backOffice:conflict_title')}</strong>
              </p>
              <p>{stale.error.message}</p>
              <button type="button" className="bo-button" disabled={busy} onClick={() => void doReload()} data-testid="bo-conflict-reload">
                {t('backOffice:conflict_reload')}
              </button>
            </div>
          ) : null}
          {kept && kept.changed.length ? (
            <section className="bo-conflict" aria-labelledby="bo-conflict-kept" data-testid="bo-conflict-kept">
              <h3 id="bo-conflict-kept">{t('backOffice:conflict_kept')}</h3>
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('backOffice:conflict_field')}</th>
                    <th scope="col">{t('backOffice:conflict_yours')}</th>
                    <th scope="col">{t('backOffice:conflict_current')}</th>
                  </tr>
                </thead>
                <tbody>
                  {kept.changed.map((k) => (
                    <tr key={k}>
                      <th scope="row">{labels[k] ?? t('backOffice:conflict_otherField')}</th>
                      <td data-testid={`bo-conflict-mine-${k}`}>{readable(kept.mine[k], lang)}</td>
                      <td>{readable(kept.latest[k], lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {applied ? (
                <p className="bo-note" role="status">
                  {t('backOffice:conflict_applied')}
                </p>
              ) : (
                <button type="button" className="bo-button bo-button--ghost" onClick={applyMine} data-testid="bo-conflict-apply">
                  {t('backOffice:conflict_useMine')}
                </button>
              )}
            </section>
          ) : null}
        </>
      );
    },
  };
}
