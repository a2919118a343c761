import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { LANGS, type Lang } from '@shop/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { ERROR_RECORD_CHANGED } from './version-codes.ts';
import '../strings.ts';
import { ColumnHeads } from '../../../components/ui/ColumnHeads.tsx';

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
  // After a reload: every field either person changed, the latest values, mine, and which of mine are back in the form.
  const [kept, setKept] = useState<{ rows: ConflictRow<V>[]; mine: V; latest: V; kept: Set<keyof V & string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const keptRef = useRef<HTMLElement>(null);
  // A refusal below the fold is a refusal nobody sees (issue 40): it comes into view and takes the focus.
  useEffect(() => {
    if (!stale) return;
    alertRef.current?.scrollIntoView({ block: 'center' });
    alertRef.current?.focus({ preventScroll: true });
  }, [stale]);
  useEffect(() => {
    if (kept) keptRef.current?.scrollIntoView({ block: 'nearest' });
  }, [kept]);

  return {
    baseVersion: base?.version,
    drawnFrom: (version, values) => {
      setBase({ version, values });
      setStale(null);
    },
    failed: (error, mine) => {
      if (!isStaleSave(error)) return false;
      setStale({ error, mine, base: base?.values });
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
          const rows = conflictRows(stale.base, stale.mine, latest.values);
          // A three-way merge by field: my change to a field nobody else touched stays in the form (never
          // dropped); where both changed, theirs is in the form and mine one click away ("keep mine").
          const merged = { ...latest.values };
          const keptNow = new Set<keyof V & string>();
          for (const r of rows) {
            if (r.mine && !r.theirs) {
              merged[r.key] = stale.mine[r.key];
              keptNow.add(r.key);
            }
          }
          setBase({ version: latest.version, values: latest.values });
          setValues(merged);
          setKept({ rows, mine: stale.mine, latest: latest.values, kept: keptNow });
          setStale(null);
        } finally {
          setBusy(false);
        }
      };
      const apply = (next: Set<keyof V & string>) => {
        if (!kept) return;
        const values = { ...kept.latest };
        for (const key of next) values[key] = kept.mine[key];
        setValues(values);
        setKept({ ...kept, kept: next });
      };
      const current = (k: keyof V & string, keep: boolean) => {
        if (!kept) return;
        const next = new Set(kept.kept);
        if (keep) next.add(k);
        else next.delete(k);
        apply(next);
      };
      const both = kept ? kept.rows.filter((r) => r.mine && r.theirs) : [];
      return (
        <>
          {stale ? (
            <div className="bo-conflict" role="alert" tabIndex={-1} ref={alertRef} data-testid="bo-conflict">
              <p>
                <strong>{t('backOffice:conflict_title')}</strong>
              </p>
              <p>{stale.error.message}</p>
              <button type="button" className="bo-button" disabled={busy} onClick={() => void doReload()} data-testid="bo-conflict-reload">
                {t('backOffice:conflict_reload')}
              </button>
            </div>
          ) : null}
          {kept && kept.rows.length ? (
            <section className="bo-conflict" aria-labelledby="bo-conflict-kept" ref={keptRef} data-testid="bo-conflict-kept">
              <h3 id="bo-conflict-kept">{t('backOffice:conflict_kept')}</h3>
              <div className="bo-table-scroll">
                <table className="bo-table">
                  <ColumnHeads
                    labels={[t('backOffice:conflict_field'), t('backOffice:conflict_current'), t('backOffice:conflict_yours'), t('backOffice:conflict_inForm')]}
                  />
                  <tbody>
                    {kept.rows.map(({ key: k, mine, theirs }) => (
                      <tr key={k} data-testid={`bo-conflict-row-${k}`}>
                        <th scope="row">{labels[k] ?? t('backOffice:conflict_otherField')}</th>
                        <td data-testid={`bo-conflict-theirs-${k}`}>{theirs ? readable(kept.latest[k], lang) : t('backOffice:conflict_unchanged')}</td>
                        <td data-testid={`bo-conflict-mine-${k}`}>{mine ? readable(kept.mine[k], lang) : t('backOffice:conflict_unchanged')}</td>
                        <td>
                          {mine && theirs ? (
                            <label className="bo-check">
                              <input
                                type="checkbox"
                                checked={kept.kept.has(k)}
                                onChange={(e) => current(k, e.target.checked)}
                                data-testid={`bo-conflict-keep-${k}`}
                              />
                              {t('backOffice:conflict_keepMine')}
                            </label>
                          ) : mine ? (
                            t('backOffice:conflict_keptMine')
                          ) : (
                            t('backOffice:conflict_tookTheirs')
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {both.length > 1 && both.some((r) => !kept.kept.has(r.key)) ? (
                <button
                  type="button"
                  className="bo-button bo-button--ghost"
                  onClick={() => apply(new Set([...kept.kept, ...both.map((r) => r.key)]))}
                  data-testid="bo-conflict-apply"
                >
                  {t('backOffice:conflict_useMine')}
                </button>
              ) : null}
              <p className="bo-note" role="status">
                {t('backOffice:conflict_applied')}
              </p>
            </section>
          ) : null}
        </>
      );
    },
  };
}

/** One field either person changed since the form was drawn: mine, theirs, or both (and different). */
export interface ConflictRow<V> {
  key: keyof V & string;
  mine: boolean;
  theirs: boolean;
}

/** The fields changed by me (mine ≠ base) or by them (latest ≠ base), leaving out where we agree. */
export function conflictRows<V extends object>(base: V | undefined, mine: V, latest: V): ConflictRow<V>[] {
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(latest)])] as (keyof V & string)[];
  const rows: ConflictRow<V>[] = [];
  for (const key of keys) {
    if (same(mine[key], latest[key])) continue;
    const m = !same(mine[key], base?.[key]);
    const th = !same(latest[key], base?.[key]);
    if (m || th) rows.push({ key, mine: m, theirs: th });
  }
  return rows;
}
