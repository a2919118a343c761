import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText, wireText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import { NamedOptions } from '../../components/ui/NamedOptions.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { withQuery } from '../link-query.ts';
import { GoldPriceTable } from '../gold-price/GoldPriceTable.tsx';
import { jewelleryListQuery, jewelleryParamsQuery } from './jewellery.api.ts';
import { filterFromQuery, filterSets } from './jewellery-text.ts';
import './jewellery-list.css';

/**
 * The jewellery catalogue (blocks §2): heading (custom title or All), "Total N piece(s)", a dropdown
 * per parameter (preset from a menu link's query), extra link, branch store link, gold price panel
 * (when nothing is chosen or a chosen selection is priced by gold weight), and the grid.
 */
export function JewelleryListBlock({ props }: BlockRendererProps<'jewelleryList'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const [search] = useSearchParams();
  const queryKey = search.toString();
  const [chosen, setChosen] = useState<Record<number, number>>(() => filterFromQuery(search));
  // A menu link to this page with another parameter resets the filters.
  useEffect(() => setChosen(filterFromQuery(new URLSearchParams(queryKey))), [queryKey]);

  const params = useQuery(jewelleryParamsQuery);
  const sets = useMemo(() => filterSets(chosen, params.data ?? []), [chosen, params.data]);
  const pages = useInfiniteQuery({ ...jewelleryListQuery(sets), enabled: params.isSuccess });
  const list = { ...pages, data: pages.data ? { total: pages.data.pages[0]?.total ?? 0, list: pages.data.pages.flatMap((p) => p.list) } : undefined };

  const heading = pickText(props.listTitle, lang) || t('all');
  const chosenSelections = (params.data ?? []).flatMap((p) => p.paramsSelectionDTOList.filter((s) => chosen[p.id] === s.id));
  const showGold = props.showGoldPrice && (chosenSelections.length === 0 || chosenSelections.some((s) => s.displayedGoldPrice));
  const extraText = pickText(props.extraLinkText, lang);
  const total = list.data?.total ?? 0;

  return (
    <section className="blk-jewels container">
      <div className="blk-jewels__head">
        <h1 className="blk-jewels__title">{heading}</h1>
        <p className="blk-jewels__total" aria-live="polite" data-testid="jewellery-total">
          {list.data ? t('total', { count: total }) : '\u00a0'}
        </p>
      </div>
      <div className="blk-jewels__bar">
        <div className="blk-jewels__filters">
          {(params.data ?? []).map((p) => {
            const name = wireText(p, 'name', lang);
            return (
              <label key={p.id} className="blk-jewels__filter">
                <span className="blk-jewels__filter-name">{name}</span>
                <select
                  value={chosen[p.id] ?? ''}
                  aria-label={t('filterBy', { name })}
                  data-param={p.id}
                  onChange={(e) => {
                    const v = Number(e.target.value);
                    setChosen((c) => {
                      const next = { ...c };
                      if (v) next[p.id] = v;
                      else delete next[p.id];
                      return next;
                    });
                  }}
                >
                  <option value="">{t('all')}</option>
                  <NamedOptions items={p.paramsSelectionDTOList} valueOf={(s) => s.id} lang={lang} />
                </select>
              </label>
            );
          })}
        </div>
        <div className="blk-jewels__links">
          {extraText && props.extraLink.kind !== 'none' && (
            <TargetLink target={props.extraLink} className="blk-jewels__link">
              {extraText}
            </TargetLink>
          )}
          <TargetLink target={props.storeListLink} className="blk-jewels__link blk-jewels__link--stores">
            {t('branchStores')} ›
          </TargetLink>
        </div>
      </div>
      <div className={`blk-jewels__body${showGold ? ' has-gold' : ''}`}>
        {showGold && (
          <aside className="blk-jewels__gold">
            <GoldPriceTable compact />
          </aside>
        )}
        <div className="blk-jewels__main">
          {list.isError || params.isError ? (
            <p className="blk-jewels__empty" role="alert">
              {t('loadFailed')}
            </p>
          ) : list.data && list.data.list.length === 0 ? (
            <p className="blk-jewels__empty">{t('noRelatedProducts')}</p>
          ) : (
            <ul className="blk-jewels__grid" aria-busy={!list.data}>
              {(list.data?.list ?? []).map((item, i) => (
                <li key={item.id} className="blk-jewels__card">
                  <TargetLink target={withQuery(props.detailLink, { jewelleryId: String(item.id) })} className="blk-jewels__card-link">
                    <Img src={item.img} width={300} alt={wireText(item, 'name', lang)} aspect={1} eager={i < 4} className="blk-jewels__img" />
                    <span className="blk-jewels__intro">{wireText(item, 'introduction', lang)}</span>
                    <span className="blk-jewels__name">{wireText(item, 'name', lang)}</span>
                  </TargetLink>
                </li>
              ))}
            </ul>
          )}
          {list.data && pages.hasNextPage ? (
            <button
              type="button"
              className="blk-jewels__more"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
              data-testid="jewellery-more"
            >
              {t('showMore', { shown: list.data.list.length, count: total })}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
