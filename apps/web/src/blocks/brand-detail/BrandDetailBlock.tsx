import { wireText } from '@shop/contract';
import { useSearchParams } from 'react-router';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { Img, PLACEHOLDER_IMAGE } from '../../components/ui/Img.tsx';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useAllBrands, useBrand } from './brand-detail-api.ts';
import { nextBrandId, readBrandIdList, saveBrandIdList } from '../official-content/brand-session.ts';
import { QueryLink } from '../official-content/link-query.tsx';
import { idParam } from '../official-content/wire.ts';
import { WatchCarousel } from './WatchCarousel.tsx';
import { isNotFound } from '../../lib/ssr-env.ts';
import { useRecordNotFound } from '../../lib/not-found.ts';
import './brand-detail.css';

export function BrandDetailBlock({ props }: BlockRendererProps<'brandDetail'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const [params, setParams] = useSearchParams();
  const brandId = idParam(params.get('brandId'));
  const detail = useBrand(brandId);
  const sessionList = readBrandIdList();
  const inSession = brandId !== undefined && sessionList.includes(brandId);
  // Arriving without the list page (a shared link): Next Brand steps through every brand.
  const all = useAllBrands(brandId !== undefined && !inSession);
  // A brand that does not exist makes the page the unknown-page screen (404).
  useRecordNotFound(isNotFound(detail.error));
  if (brandId === undefined) return <div className="blk-brand blk-brand--empty" />;

  const list = inSession ? sessionList : (all.data ?? []).map((b) => b.id);
  const next = nextBrandId(list, brandId);
  const goNext = () => {
    if (next === undefined) return;
    if (!inSession) saveBrandIdList(list);
    const p = new URLSearchParams(params);
    p.set('brandId', String(next));
    setParams(p);
  };
  const b = detail.data;
  const name = b ? wireText(b, 'name', lang) : '';
  const site = b ? wireText(b, 'contentWebsite', lang) : '';

  return (
    <section className="blk-brand" data-brand-id={brandId}>
      <div className="blk-brand__top">
        <nav aria-label={t('brands')} className="blk-brand__crumbs">
          <ol>
            <li>
              <TargetLink target={{ kind: 'home', site: 'official' }}>{t('blocks:home')}</TargetLink>
            </li>
            <li>
              <TargetLink target={props.brandListLink}>{t('brands')}</TargetLink>
            </li>
            {b && <li aria-current="page">{b.nameEng}</li>}
          </ol>
        </nav>
        {next !== undefined && list.length > 1 && (
          <button type="button" className="ui-button ui-button--ghost blk-brand__next" onClick={goNext}>
            {t('nextBrand')} ›
          </button>
        )}
      </div>
      {detail.isPending && <div className="blk-brand__loading" aria-hidden="true" />}
      {detail.isError && (
        <div className="blk-brand__failed" role="status">
          <img src={PLACEHOLDER_IMAGE} alt="" width={320} height={240} />
          <p>{t('brandUnavailable')}</p>
        </div>
      )}
      {b && (
        <>
          <header className="blk-brand__head">
            <Img src={b.brandIcon} width={200} alt="" aspect={1} eager className="blk-brand__icon" />
            <div>
              <h1 className="blk-brand__name">{b.nameEng}</h1>
              {name !== b.nameEng && <p className="blk-brand__local">{name}</p>}
              {b.brandWebsite && (
                <a className="blk-brand__website" href={b.brandWebsite} target="_blank" rel="noopener noreferrer">
                  {t('brandWebsite')} ↗
                </a>
              )}
            </div>
          </header>
          {site ? (
            <iframe
              className="blk-brand__site"
              src={site}
              title={t('brandSite', { name: b.nameEng })}
              loading="lazy"
              onError={() => console.warn('brand site failed to load')}
            />
          ) : (
            b.watches.length > 0 && (
              <>
                <h2 className="blk-brand__h2">{t('watches')}</h2>
                <WatchCarousel watches={b.watches} lang={lang} />
              </>
            )
          )}
          {b.storeNames.length > 0 && (
            <>
              <h2 className="blk-brand__h2">{t('whereToBuy')}</h2>
              <ul className="blk-brand__stores">
                {b.storeNames.map((s) => (
                  <li key={s.storeId}>
                    <QueryLink target={props.storeDetailLink} query={{ storeId: String(s.storeId) }} className="blk-brand__store">
                      {wireText(s, 'storeName', lang)}
                    </QueryLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
