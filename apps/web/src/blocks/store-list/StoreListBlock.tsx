import { useSearchParams } from 'react-router';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { pickText, wireText } from '@shop/contract';
import { errorMessage } from '../../lib/errors.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useOfficialStoreList } from '../official-content/api/officialStoreList.ts';
import { Icon } from '../official-content/icons.tsx';
import { QueryLink } from '../official-content/link-query.tsx';
import { useAreas } from '../official-content/use-areas.ts';
import { idParam } from '../official-content/wire.ts';
import './store-list.css';

export function StoreListBlock({ props }: BlockRendererProps<'storeList'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const [params, setParams] = useSearchParams();
  const topAreaId = idParam(params.get('topAreaId'));
  const childAreaId = idParam(params.get('childAreaId'));
  const areas = useAreas();
  const stores = useOfficialStoreList({ opened: 1, ...(topAreaId ? { parentAreaId: topAreaId } : {}), ...(childAreaId ? { childAreaId } : {}) });
  const pickArea = (id: number | undefined) => {
    const p = new URLSearchParams(params);
    p.delete('childAreaId');
    if (id) p.set('topAreaId', String(id));
    else p.delete('topAreaId');
    setParams(p, { replace: true });
  };
  const district = areas.data?.flatMap((a) => a.childOfficialAreas).find((c) => c.id === childAreaId);
  const heading = pickText(props.title, lang);

  return (
    <section className={`blk-stores${stores.isPending ? ' blk-stores--pending' : ''}`} aria-label={heading}>
      {heading && <h2 className="blk-stores__title">{heading}</h2>}
      <div className="blk-stores__areas" role="group" aria-label={t('area')}>
        {/* The row appears whole once the areas are known, so the buttons do not slide sideways. */}
        {areas.data && (
          <button type="button" className="blk-stores__area" aria-pressed={!topAreaId} onClick={() => pickArea(undefined)}>
            {t('allBranches')}
          </button>
        )}
        {areas.data?.map((a) => (
          <button key={a.id} type="button" className="blk-stores__area" aria-pressed={topAreaId === a.id} onClick={() => pickArea(a.id)}>
            {wireText(a, 'name', lang)}
          </button>
        ))}
      </div>
      {district && <p className="blk-stores__district">{wireText(district, 'name', lang)}</p>}
      {stores.isError && <p className="blk-stores__empty">{errorMessage(stores.error, t)}</p>}
      {stores.isSuccess && stores.data.length === 0 && <p className="blk-stores__empty">{t('noShops')}</p>}
      <ul className="blk-stores__list" aria-busy={stores.isPending}>
        {stores.data?.map((s) => {
          const name = wireText(s, 'name', lang);
          return (
            <li key={s.id} className="blk-stores__item">
              <QueryLink target={props.detailLink} query={{ storeId: String(s.id) }} className="blk-stores__card">
                <span className="blk-stores__name">{name}</span>
                <span className="blk-stores__line">
                  <Icon name="address" size={16} />
                  <span>{wireText(s, 'address', lang)}</span>
                </span>
                <span className="blk-stores__line">
                  <Icon name="phone" size={16} />
                  <span>{s.phone}</span>
                </span>
                {s.openingHours && (
                  <span className="blk-stores__line">
                    <Icon name="hours" size={16} />
                    <span>
                      {s.openingHours} – {s.closingHours}
                    </span>
                  </span>
                )}
                <span className="blk-stores__sells">
                  {s.soldWatch && <Icon name="watch" label={t('soldWatch')} />}
                  {s.soldJewelry && <Icon name="jewelry" label={t('soldJewelry')} />}
                </span>
              </QueryLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
