import { wireText } from '@shop/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { Img, PLACEHOLDER_IMAGE } from '../../components/ui/Img.tsx';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { Icon } from '../official-content/icons.tsx';
import { useStoreDetail } from './store-detail-api.ts';
import { codeParam, idParam } from '../official-content/wire.ts';
import { mapUrls, type MapProvider } from './map-urls.ts';
import { isNotFound, markStatus } from '../../lib/ssr-env.ts';
import { useRecordNotFound } from '../../lib/not-found.ts';
import './store-detail.css';

export function StoreDetailBlock({ props }: BlockRendererProps<'storeDetail'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const [params] = useSearchParams();
  const storeId = idParam(params.get('storeId'));
  // A shop named by its code (`?storeCode=`, as orders and redemptions know their pick-up shop) is read with app/store/get,
  // whose failure alerts "Server Update, Please refresh page." (blocks §8, decision 092).
  const storeCode = storeId === undefined ? codeParam(params.get('storeCode')) : undefined;
  const [provider, setProvider] = useState<MapProvider>(props.defaultMap);
  const query = useStoreDetail(storeId, storeCode);
  // A shop id that names no shop makes the page the unknown-page screen (404). An unknown code answers
  // 404 too but keeps the block and its alert (blocks §8: app/store/get's failure asks for a refresh).
  useRecordNotFound(storeId !== undefined && isNotFound(query.error));
  if (storeId === undefined && isNotFound(query.error)) markStatus(404);
  if (storeId === undefined && storeCode === undefined) return <div className="blk-store blk-store--empty" />;
  const s = query.data;
  const name = s ? wireText(s, 'name', lang) : '';
  const lat = s ? (provider === 'google' ? s.googleCoordinateLatitude : s.baiduCoordinateLatitude) : null;
  const lng = s ? (provider === 'google' ? s.googleCoordinateLongitude : s.baiduCoordinateLongitude) : null;
  const urls = lat !== null && lng !== null ? mapUrls(provider, lat, lng, name) : null;

  return (
    <section className="blk-store" data-store-id={storeId ?? s?.id}>
      {query.isPending && <div className="blk-store__loading" aria-hidden="true" />}
      {query.isError && (
        <div className="blk-store__failed" role="status">
          <img src={PLACEHOLDER_IMAGE} alt="" width={320} height={240} />
          <p>{t('shopUnavailable')}</p>
        </div>
      )}
      {s && (
        <div className="blk-store__grid">
          <div className="blk-store__info">
            <h1 className="blk-store__name">{name}</h1>
            <dl className="blk-store__facts">
              <div>
                <dt>
                  <Icon name="address" size={18} /> {t('address')}
                </dt>
                <dd>{wireText(s, 'address', lang)}</dd>
              </div>
              {s.openingHours && (
                <div>
                  <dt>
                    <Icon name="hours" size={18} /> {t('hours')}
                  </dt>
                  <dd>
                    {s.openingHours} – {s.closingHours}
                  </dd>
                </div>
              )}
              {s.phone && (
                <div>
                  <dt>
                    <Icon name="phone" size={18} /> {t('phone')}
                  </dt>
                  <dd>
                    <a href={`tel:${s.phone.replace(/\s+/g, '')}`}>{s.phone}</a>
                  </dd>
                </div>
              )}
              {s.fax && (
                <div>
                  <dt>
                    <Icon name="fax" size={18} /> {t('fax')}
                  </dt>
                  <dd>{s.fax}</dd>
                </div>
              )}
              {s.email && (
                <div>
                  <dt>
                    <Icon name="email" size={18} /> {t('email')}
                  </dt>
                  <dd>
                    <a href={`mailto:${s.email}`}>{s.email}</a>
                  </dd>
                </div>
              )}
            </dl>
            <p className="blk-store__sells">
              {s.soldWatch && (
                <span>
                  <Icon name="watch" size={18} /> {t('soldWatch')}
                </span>
              )}
              {s.soldJewelry && (
                <span>
                  <Icon name="jewelry" size={18} /> {t('soldJewelry')}
                </span>
              )}
            </p>
            <TargetLink target={props.storeListLink} className="blk-store__back">
              {t('backToShops')}
            </TargetLink>
          </div>
          {s.img && <Img src={s.img} width={640} alt={name} eager aspect={800 / 500} className="blk-store__img" sizes="(max-width: 767px) 100vw, 600px" />}
          {urls && (
            <div className="blk-store__map">
              <div className="blk-store__maptabs" role="group" aria-label={t('mapChoice')}>
                <button type="button" aria-pressed={provider === 'google'} onClick={() => setProvider('google')}>
                  {t('googleMap')}
                </button>
                <button type="button" aria-pressed={provider === 'baidu'} onClick={() => setProvider('baidu')}>
                  {t('baiduMap')}
                </button>
              </div>
              <iframe
                key={urls.embed}
                className="blk-store__frame"
                data-map-provider={provider}
                src={urls.embed}
                title={t('mapOf', { name })}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                // Blocks §2: a map that cannot load is only logged; the rest of the page keeps working.
                onError={() => console.warn(`map ${provider} failed to load`)}
              />
              <a className="blk-store__open" href={urls.open} target="_blank" rel="noopener noreferrer">
                {provider === 'google' ? t('openGoogle') : t('openBaidu')}
              </a>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
