import { useMemo, useState } from 'react';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { BRAND_GRID_COLUMNS, pickText, wireText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useBrandList } from '../official-content/api/brandList.ts';
import { fillerCount, saveBrandIdList } from '../official-content/brand-session.ts';
import { QueryLink } from '../official-content/link-query.tsx';
import './brand-list.css';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export function BrandListBlock({ props }: BlockRendererProps<'brandList'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const [letter, setLetter] = useState<string | null>(null);
  const all = useBrandList({ orderByNameEngAsc: true });
  const filtered = useBrandList({ orderByNameEngAsc: true, firstLetter: letter ?? 'A' }, { enabled: letter !== null });
  const present = useMemo(() => new Set((all.data ?? []).map((b) => b.nameEng.charAt(0).toUpperCase())), [all.data]);
  const shown = letter === null ? all : filtered;
  const brands = shown.data ?? [];
  const ids = brands.map((b) => b.id);
  const heading = pickText(props.title, lang);

  return (
    <section className={`blk-brands${shown.isPending && shown.fetchStatus !== 'idle' ? ' blk-brands--pending' : ''}`} aria-label={heading}>
      {heading && <h2 className="blk-brands__title">{heading}</h2>}
      <div className="blk-brands__letters" role="group" aria-label={t('letterFilter')}>
        <button type="button" className="blk-brands__letter blk-brands__letter--all" aria-pressed={letter === null} onClick={() => setLetter(null)}>
          {t('allBrands')}
        </button>
        {LETTERS.map((l) => (
          <button key={l} type="button" className="blk-brands__letter" aria-pressed={letter === l} disabled={!present.has(l)} onClick={() => setLetter(l)}>
            {l}
          </button>
        ))}
      </div>
      {shown.isError && <p className="blk-brands__empty">{errorMessage(shown.error, t)}</p>}
      {shown.isSuccess && brands.length === 0 && <p className="blk-brands__empty">{t('noBrands')}</p>}
      <ul className="blk-brands__grid">
        {brands.map((b) => {
          const name = wireText(b, 'name', lang);
          return (
            <li key={b.id}>
              <QueryLink target={props.detailLink} query={{ brandId: String(b.id) }} className="blk-brands__card" onNavigate={() => saveBrandIdList(ids)}>
                <Img src={b.brandIcon} width={200} alt="" aspect={1} className="blk-brands__icon" />
                <span className="blk-brands__name">{b.nameEng}</span>
                {name !== b.nameEng && <span className="blk-brands__local">{name}</span>}
              </QueryLink>
            </li>
          );
        })}
        {Array.from({ length: fillerCount(brands.length, BRAND_GRID_COLUMNS) }, (_, i) => (
          <li key={`filler-${i}`} className="blk-brands__filler" aria-hidden="true" />
        ))}
      </ul>
    </section>
  );
}
