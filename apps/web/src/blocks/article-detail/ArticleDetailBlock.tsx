import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { ARTICLE_IMAGE_HEIGHT, wireText } from '@shop/contract';
import { Img, PLACEHOLDER_IMAGE } from '../../components/ui/Img.tsx';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';
import { TargetLink } from '../../lib/navigation.tsx';
import { useScreenMode } from '../../lib/screen.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { useArticleDetail } from './article-detail-api.ts';
import { idParam } from '../official-content/wire.ts';
import { isNotFound } from '../../lib/ssr-env.ts';
import { useRecordNotFound } from '../../lib/not-found.ts';
import './article-detail.css';

/** The neighbours of an id in the list; undefined at the ends (the buttons are then hidden). */
export function neighbours(list: number[], id: number): { prev?: number; next?: number } {
  const i = list.indexOf(id);
  if (i < 0) return {};
  return { ...(i > 0 ? { prev: list[i - 1] } : {}), ...(i < list.length - 1 ? { next: list[i + 1] } : {}) };
}

export function parseIdList(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .slice(0, 200)
    .map((s) => idParam(s.trim()))
    .filter((n): n is number => n !== undefined);
}

export function ArticleDetailBlock({ props }: BlockRendererProps<'articleDetail'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const mode = useScreenMode();
  const [params, setParams] = useSearchParams();
  const articleId = idParam(params.get('articleId'));
  const idList = useMemo(() => parseIdList(params.get('articleIdList')), [params]);
  const ready = articleId !== undefined && params.get('articleIdList') !== null;
  const [preview, setPreview] = useState<number | null>(null);

  const query = useArticleDetail(articleId, ready);
  const article = query.data?.[0];
  // An article that does not exist makes the page the unknown-page screen (404).
  useRecordNotFound((query.isSuccess && !article) || isNotFound(query.error));
  // The body comes inert from the server (decision 160).
  const body = article ? wireText(article, 'detail', lang) : '';

  // Blocks §2: with either query parameter missing nothing loads.
  if (!ready) return <div className="blk-article blk-article--empty" />;

  const { prev, next } = neighbours(idList, articleId);
  const step = (id: number) => {
    const p = new URLSearchParams(params);
    p.set('articleId', String(id));
    setParams(p);
  };
  const height = mode === 'pc' ? ARTICLE_IMAGE_HEIGHT.DESKTOP : ARTICLE_IMAGE_HEIGHT.MOBILE;
  const images = article ? (article.imgList.length ? article.imgList : article.img ? [article.img] : []) : [];
  const title = article ? wireText(article, 'title', lang) : '';

  return (
    <article className="blk-article" data-article-id={articleId}>
      {query.isPending && <div className="blk-article__gallery blk-article__gallery--loading" style={{ height }} aria-hidden="true" />}
      {(query.isError || (query.isSuccess && !article)) && (
        <div className="blk-article__failed" role="status">
          <img src={PLACEHOLDER_IMAGE} alt="" className="blk-article__placeholder" style={{ height }} />
          <p>{t('articleUnavailable')}</p>
        </div>
      )}
      {article && (
        <>
          {images.length > 0 && (
            <div className="blk-article__gallery" style={{ height }}>
              {images.map((src, i) => (
                <button key={`${src}-${i}`} type="button" className="blk-article__shot" onClick={() => setPreview(i)} aria-label={t('openImage', { n: i + 1 })}>
                  <Img
                    src={src}
                    width={mode === 'pc' ? 760 : 500}
                    alt=""
                    eager={i === 0}
                    style={{ height }}
                    className="blk-article__img"
                    sizes="(max-width: 767px) 90vw, 760px"
                  />
                </button>
              ))}
            </div>
          )}
          <header className="blk-article__head">
            <h1 className="blk-article__title" style={{ fontSize: props.titleFontSize }}>
              {title}
            </h1>
            <p className="blk-article__subtitle" style={{ fontSize: props.subtitleFontSize }}>
              {wireText(article, 'subtitle', lang)}
            </p>
            <time className="blk-article__date" dateTime={article.startDate}>
              {article.startDate}
            </time>
          </header>
          <div className="blk-article__body" dangerouslySetInnerHTML={{ __html: body }} />
        </>
      )}
      {/* Shown once the article has loaded (or failed), so it does not jump down when the text arrives. */}
      {!query.isPending && (
        <nav className="blk-article__nav" aria-label={t('backToIndex')}>
          {prev !== undefined ? (
            <button type="button" className="ui-button ui-button--ghost" onClick={() => step(prev)}>
              ‹ {t('previousArticle')}
            </button>
          ) : (
            <span />
          )}
          <TargetLink target={props.articlePageLink} className="blk-article__back">
            {t('backToIndex')}
          </TargetLink>
          {next !== undefined ? (
            <button type="button" className="ui-button ui-button--ghost" onClick={() => step(next)}>
              {t('nextArticle')} ›
            </button>
          ) : (
            <span />
          )}
        </nav>
      )}
      {preview !== null && images.length > 0 && (
        <ImagePreviewDialog images={images} index={preview} onIndexChange={setPreview} onClose={() => setPreview(null)} alt={title} />
      )}
    </article>
  );
}
