import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE, type RefKind } from '@shop/contract';
import { imageUrl } from '../../../lib/image.ts';
import { currentLangOf } from '../../../blocks/lang.ts';
import { PICKER_PAGE_SIZE, useRefName, useRefSearch, type RefOption } from './picker-api.ts';

const thumb = (img: string | null) => (img ? imageUrl(img.startsWith('/media/') ? img.split('?')[0]! : img, IMAGE.MIN_WIDTH) : null);

function OptionFace({ option }: { option: RefOption }) {
  const src = thumb(option.img);
  return (
    <>
      {src ? <img src={src} alt="" className="ed-ref__thumb" loading="lazy" /> : <span className="ed-ref__thumb ed-ref__thumb--none" aria-hidden="true" />}
      <span className="ed-ref__text">
        <span className="ed-ref__name">{option.name}</span>
        <span className="ed-ref__detail">
          #{option.id}
          {option.detail ? ` · ${option.detail}` : ''}
        </span>
      </span>
    </>
  );
}

/** What a chosen id shows: its picture and name, or that it no longer exists. */
export function RefName({ kind, id }: { kind: RefKind; id: number | null }) {
  const { t, i18n } = useTranslation('editor');
  const { option, loading, missing } = useRefName(kind, id, currentLangOf(i18n.language));
  if (id === null) return <span className="ed-ref__none">{t(`ref_none_${kind}`)}</span>;
  if (option) return <OptionFace option={option} />;
  if (missing) return <span className="ed-invalid">{t('ref_missing', { id })}</span>;
  return <span className="ed-ref__none">{loading ? t('loading') : `#${id}`}</span>;
}

/**
 * Chooses a product, a category or an article by searching names (with pictures), instead of typing
 * its number. `value` is the stored id (0 or '' = none); an article list card may also hold "*", every
 * article of its label.
 */
export function RefPicker({
  id,
  kind,
  value,
  onChange,
  label,
  allowAll,
}: {
  id: string;
  kind: RefKind;
  value: number | string;
  onChange: (v: number | string) => void;
  label: string;
  allowAll?: boolean;
}) {
  const { t, i18n } = useTranslation('editor');
  const lang = currentLangOf(i18n.language);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const listId = useId();
  const asNumber = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : 0;
  const chosen = asNumber > 0 ? asNumber : null;
  const all = value === '*';
  const results = useRefSearch(kind, search, pageNo, lang, open);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / PICKER_PAGE_SIZE));
  const store = (n: number | null) => onChange(typeof value === 'string' ? (n === null ? '' : String(n)) : (n ?? 0));
  return (
    <div className="ed-ref" role="group" aria-label={label} data-ref-kind={kind} id={id}>
      <div className="ed-ref__current" data-testid="ref-current">
        {all ? <span className="ed-ref__none">{t('ref_allOfLabel')}</span> : <RefName kind={kind} id={chosen} />}
      </div>
      <div className="ed-row">
        <button type="button" className="ed-btn" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {chosen || all ? t('ref_change') : t(`ref_choose_${kind}`)}
        </button>
        {allowAll && !all && (
          <button type="button" className="ed-btn ed-btn--ghost" onClick={() => onChange('*')}>
            {t('ref_useLabel')}
          </button>
        )}
        {(chosen || all) && (
          <button type="button" className="ed-btn ed-btn--ghost" onClick={() => store(null)}>
            {t('clear')}
          </button>
        )}
      </div>
      {open && (
        <div className="ed-ref__panel" id={listId}>
          <input
            type="search"
            value={search}
            aria-label={t(`ref_search_${kind}`)}
            placeholder={t(`ref_search_${kind}`)}
            onChange={(e) => {
              setSearch(e.target.value);
              setPageNo(1);
            }}
            autoFocus
          />
          {results.error && <p className="ed-invalid">{(results.error as Error).message}</p>}
          <ul className="ed-ref__list" aria-busy={results.isLoading}>
            {results.data?.list.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  className="ed-ref__option"
                  aria-pressed={o.id === chosen}
                  onClick={() => {
                    store(o.id);
                    setOpen(false);
                  }}
                >
                  <OptionFace option={o} />
                </button>
              </li>
            ))}
          </ul>
          {results.data && results.data.list.length === 0 && <p className="ed-note">{t('ref_noMatch')}</p>}
          {pages > 1 && (
            <div className="ed-row ed-pager">
              <button type="button" className="ed-btn ed-btn--ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('prevPage')}
              </button>
              <span>{t('pageOf', { n: pageNo, of: pages })}</span>
              <button type="button" className="ed-btn ed-btn--ghost" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                {t('nextPage')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
