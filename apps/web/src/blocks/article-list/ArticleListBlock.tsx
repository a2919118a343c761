import { useMemo, useState } from 'react';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { ARTICLE_FIRST_YEAR, pickText, wireText } from '@shop/contract';
import { hkYearNow } from '../../lib/dates.ts';
import { Img } from '../../components/ui/Img.tsx';
import { SITE } from '../../lib/config.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useGetArticleBaseInfoListByIds } from '../official-content/api/getArticleBaseInfoListByIds.ts';
import { QueryLink } from '../official-content/link-query.tsx';
import './article-list.css';

/** Years offered by the filter: this (Hong Kong) year down to 2011 (blocks §2). */
export function filterYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = hkYearNow(now); y >= ARTICLE_FIRST_YEAR; y--) years.push(y);
  return years;
}

export function ArticleListBlock({ id, props }: BlockRendererProps<'articleList'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const [year, setYear] = useState<number | 'all'>('all');

  const { ids, labels, imgById } = useMemo(() => {
    const ids: number[] = [];
    const labels: string[] = [];
    const imgById = new Map<number, string>();
    for (const card of props.articleCard) {
      if (card.articleId === '*') {
        if (card.articleLabelName) labels.push(card.articleLabelName);
      } else if (/^\d{1,9}$/.test(card.articleId)) {
        const n = Number(card.articleId);
        ids.push(n);
        if (card.imgPath) imgById.set(n, card.imgPath);
      }
    }
    return { ids, labels, imgById };
  }, [props.articleCard]);

  const query = useGetArticleBaseInfoListByIds(
    { merchantCode: SITE.merchantCode, articleIds: ids, articleLabelList: labels },
    { enabled: ids.length > 0 || labels.length > 0 },
  );

  const visible = useMemo(() => (query.data ?? []).filter((a) => year === 'all' || a.startDate.startsWith(`${year}-`)), [query.data, year]);
  const idList = visible.map((a) => a.id).join(',');
  const heading = pickText(props.cardName, lang);
  const filterId = `${id}-year`;

  return (
    <section
      className={`blk-articles blk-articles--mode${props.templateMode}${query.isPending && query.fetchStatus !== 'idle' ? ' blk-articles--pending' : ''}`}
      aria-label={heading || undefined}
    >
      <div className="blk-articles__head">
        {heading && <h2 className="blk-articles__title">{heading}</h2>}
        {props.showArticleFilter && (
          <div className="blk-articles__filter">
            <label htmlFor={filterId}>{t('year')}</label>
            <select id={filterId} value={String(year)} onChange={(e) => setYear(e.target.value === 'all' ? 'all' : Number(e.target.value))}>
              <option value="all">{t('allYears')}</option>
              {filterYears().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {query.isError && <p className="blk-articles__empty">{errorMessage(query.error, t)}</p>}
      {query.isSuccess && visible.length === 0 && <p className="blk-articles__empty">{t('noArticles')}</p>}
      {query.isPending && query.fetchStatus !== 'idle' && <div className="blk-articles__skeleton" aria-hidden="true" />}
      <ul className="blk-articles__list">
        {visible.map((a, i) => {
          const title = wireText(a, 'title', lang);
          return (
            <li key={a.id} className="blk-articles__item">
              <QueryLink target={props.articleDetailLink} query={{ articleId: String(a.id), articleIdList: idList }} className="blk-articles__card">
                <Img
                  src={imgById.get(a.id) ?? a.img}
                  width={props.templateMode === 2 ? 500 : 300}
                  alt=""
                  aspect={2}
                  eager={i < 2}
                  className="blk-articles__img"
                  sizes={props.templateMode === 2 ? '(max-width: 767px) 100vw, 480px' : '(max-width: 767px) 40vw, 300px'}
                />
                <span className="blk-articles__text">
                  <time className="blk-articles__date" dateTime={a.startDate}>
                    {a.startDate}
                  </time>
                  <span className="blk-articles__name">{title}</span>
                  <span className="blk-articles__sub">{wireText(a, 'subtitle', lang)}</span>
                </span>
              </QueryLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
