import { wireText } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { jewelleryDetailQuery, jewelleryParamsQuery } from '../jewellery-list/jewellery.api.ts';
import { useRecordNotFound } from '../../lib/not-found.ts';
import './jewellery-detail.css';

/** One piece from the `jewelleryId` query: picture, name, introduction, its parameters. */
export function JewelleryDetailBlock({ props }: BlockRendererProps<'jewelleryDetail'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const [search] = useSearchParams();
  const id = Number(search.get('jewelleryId'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...jewelleryDetailQuery(valid ? id : 0), enabled: valid });
  const params = useQuery({ ...jewelleryParamsQuery, enabled: valid });
  const notFound = !valid || (item.error instanceof ApiError && item.error.status === 404);
  // A piece that does not exist makes the page the unknown-page screen (404).
  useRecordNotFound(notFound);

  const back = (
    <TargetLink target={props.listLink} className="blk-jewel__back">
      ‹ {t('backToList')}
    </TargetLink>
  );
  if (!valid || item.isError) {
    return (
      <section className="blk-jewel container">
        {back}
        <p className="blk-jewel__missing" role="alert">
          {notFound ? t('notFound') : t('loadFailed')}
        </p>
      </section>
    );
  }
  const data = item.data;
  const selected = new Set([...(data?.jewelleryParamSelectionIdSet ?? []), ...(data?.jewel.jewelParamSelectionIdSet ?? [])]);
  const specs = (params.data ?? []).flatMap((p) =>
    p.paramsSelectionDTOList.filter((s) => selected.has(s.id)).map((s) => ({ param: wireText(p, 'name', lang), value: wireText(s, 'name', lang), key: s.id })),
  );
  return (
    <section className="blk-jewel container" aria-busy={!data}>
      {back}
      <div className="blk-jewel__layout">
        <div className="blk-jewel__media">
          {data && <Img src={data.img} width={600} alt={wireText(data, 'name', lang)} aspect={1} eager className="blk-jewel__img" />}
        </div>
        <div className="blk-jewel__info">
          <h1 className="blk-jewel__name">{data ? wireText(data, 'name', lang) : '\u00a0'}</h1>
          <p className="blk-jewel__intro">{data ? wireText(data, 'introduction', lang) : ''}</p>
          {specs.length > 0 && (
            <>
              <h2 className="blk-jewel__specs-title">{t('parameters')}</h2>
              <dl className="blk-jewel__specs">
                {specs.map((s) => (
                  <div key={s.key}>
                    <dt>{s.param}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <TargetLink target={props.storeListLink} className="ui-button">
            {t('branchStores')}
          </TargetLink>
        </div>
      </div>
    </section>
  );
}
