import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { wireText, type FacetKind } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';

type Facets = { kind: FacetKind; values: { code: string; count: number; nameTraditional: string; nameSimple: string; nameEng: string }[] }[];

/** The address with one facet set to `code` (or cleared when it is already), from page 1. */
function withFacet(params: URLSearchParams, kind: FacetKind, code: string | null) {
  const next = new URLSearchParams(params);
  if (code === null || next.get(kind) === code) next.delete(kind);
  else next.set(kind, code);
  next.delete('pageNo');
  return `/goodsList?${next.toString()}`;
}

/** Screens as narrow as this show the facets as a sheet from the bottom, closed until asked for. */
const PHONE = '(max-width: 720px)';

/**
 * The search's facets (issue 42) as plain links, so every narrowed list is an address the server renders
 * and a shopper can share. On a phone they fold into one "Filters" sheet (a details element, so it opens
 * without script too); the server renders it open, and a phone closes it once the app runs and after
 * each choice.
 */
export function SearchFacets({ facets }: { facets: Facets | undefined }) {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const lang = currentLang();
  const [open, setOpen] = useState(true);
  const address = params.toString();
  useEffect(() => {
    if (window.matchMedia(PHONE).matches) setOpen(false);
  }, [address]);
  if (!facets) return null;
  const chosen = facets.filter((f) => params.get(f.kind));
  return (
    <details className="facets" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="search-facets">
      <summary className="facets__toggle">
        {t('filters')}
        {chosen.length ? ` (${chosen.length})` : ''}
      </summary>
      <div className="facets__body">
        {facets
          .filter((f) => f.values.length > 0)
          .map((f) => (
            <section key={f.kind} className="facets__group" aria-label={t(`facet_${f.kind}`)}>
              <h2 className="facets__title">{t(`facet_${f.kind}`)}</h2>
              <ul>
                {f.values.map((v) => {
                  const on = params.get(f.kind) === v.code;
                  return (
                    <li key={v.code}>
                      <Link to={withFacet(params, f.kind, v.code)} aria-current={on ? 'true' : undefined} rel="nofollow" data-facet={`${f.kind}:${v.code}`}>
                        {wireText(v, 'name', lang)} <span className="facets__count">({v.count})</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        {chosen.length > 0 && (
          <Link
            className="facets__clear"
            to={chosen.reduce((url, f) => withFacet(new URLSearchParams(url.split('?')[1]), f.kind, null), `/goodsList?${params.toString()}`)}
          >
            {t('clearFilters')}
          </Link>
        )}
        <button type="button" className="facets__done" onClick={() => setOpen(false)}>
          {t('closeFilters')}
        </button>
      </div>
    </details>
  );
}
