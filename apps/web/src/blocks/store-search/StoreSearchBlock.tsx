import { useState, type FormEvent } from 'react';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { pickText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import { NamedOptions } from '../../components/ui/NamedOptions.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useTargetWithQuery } from '../official-content/link-query.tsx';
import { useAreas } from '../official-content/use-areas.ts';
import './store-search.css';

export function StoreSearchBlock({ id, props }: BlockRendererProps<'storeSearch'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const areas = useAreas();
  const [top, setTop] = useState('');
  const [child, setChild] = useState('');
  const link = useTargetWithQuery();
  const children = areas.data?.find((a) => String(a.id) === top)?.childOfficialAreas ?? [];
  const heading = pickText(props.title, lang);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    link(props.storeListLink, { ...(top ? { topAreaId: top } : {}), ...(child ? { childAreaId: child } : {}) }).go();
  };

  return (
    <section className="blk-storesearch">
      {props.imageUrl && <Img src={props.imageUrl} width={800} alt="" eager aspect={1600 / 480} className="blk-storesearch__bg" sizes="100vw" />}
      <form className="blk-storesearch__panel" role="search" onSubmit={submit} aria-label={heading}>
        {heading && <h1 className="blk-storesearch__title">{heading}</h1>}
        <div className="blk-storesearch__fields">
          <label className="blk-storesearch__field">
            <span>{t('area')}</span>
            <select
              id={`${id}-top`}
              value={top}
              onChange={(e) => {
                setTop(e.target.value);
                setChild('');
              }}
            >
              <option value="">{t('allAreas')}</option>
              <NamedOptions items={areas.data ?? []} valueOf={(a) => a.id} lang={lang} />
            </select>
          </label>
          <label className="blk-storesearch__field">
            <span>{t('district')}</span>
            <select id={`${id}-child`} value={child} onChange={(e) => setChild(e.target.value)} disabled={!top}>
              <option value="">{t('allDistricts')}</option>
              <NamedOptions items={children} valueOf={(c) => c.id} lang={lang} />
            </select>
          </label>
          <button type="submit" className="ui-button blk-storesearch__go">
            {t('search')}
          </button>
        </div>
      </form>
    </section>
  );
}
