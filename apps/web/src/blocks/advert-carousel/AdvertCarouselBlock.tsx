import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_IMAGE_WIDTHS, IMAGE, carouselImageSizes, imageSrcSetOf, imageUrl, pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { PLACEHOLDER_IMAGE } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import { useReducedMotion, useSwipe } from '../motion.ts';
import './advert-carousel.css';
import { EmptyBlock, useShowEmptyBlocks } from '../empty-block.tsx';

/**
 * Advert carousel: one index moves a track of slides. Autoplay every 3 or 5 s, paused while the pointer
 * is over it or focus is inside it, off when the visitor prefers reduced motion, and stoppable with its
 * own button. Swipe on touch. The first picture loads eagerly (it is usually the page's largest
 * paint); the others lazily, each warmed up just before it is shown.
 */
export function AdvertCarouselBlock({ id, props }: BlockRendererProps<'advertCarousel'>) {
  const { t } = useTranslation('blocks');
  const lang = useBlockLang();
  const reducedMotion = useReducedMotion();
  const slides = props.carouselList.filter((s) => s.image);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const showEmpty = useShowEmptyBlocks();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [drag, setDrag] = useState(0);
  const [firstLoaded, setFirstLoaded] = useState(false);
  const current = count ? index % count : 0;
  const playing = props.autoplay && !reducedMotion && !stopped && count > 1;

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), props.interval * 1000);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, current, count, props.interval]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const swipe = useSwipe({ onDrag: setDrag, onSwipe: (d) => go(current + d) });
  if (!count) return showEmpty ? <EmptyBlock what="carousel" /> : null;

  const style = props.style;
  const sizes = carouselImageSizes(style);
  const cssVars = {
    '--ratio': `${props.aspectRatio}`,
    '--ratio-m': `${props.mobileAspectRatio}`,
    '--panel': props.panelColor,
    '--index': current,
    '--drag': `${drag}px`,
  } as CSSProperties;

  return (
    <section
      className={`blk-carousel blk-carousel--s${style}${reducedMotion ? ' blk-carousel--still' : ''}${drag ? ' blk-carousel--dragging' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      style={cssVars}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="blk-carousel__viewport" {...swipe}>
        <div className="blk-carousel__track" id={`${id}-track`} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const title = pickText(slide.title, lang);
            const subtitle = pickText(slide.subtitle, lang);
            const cta = pickText(slide.ctaText, lang);
            const showText = slide.isMask && (title || subtitle);
            const alt = pickText(slide.alt, lang) || (showText ? '' : title);
            const eager = i === 0 || (firstLoaded && i === (current + 1) % count) || i === current;
            const srcSet = imageSrcSetOf(slide.image, CAROUSEL_IMAGE_WIDTHS);
            return (
              <div
                key={i}
                className={`blk-carousel__slide${i === current ? ' is-active' : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slideOf', { n: i + 1, total: count })}
                aria-hidden={i !== current}
                inert={i !== current}
              >
                <TargetLink target={slide.link} className="blk-carousel__link">
                  <span className="blk-carousel__media">
                    <img
                      src={imageUrl(slide.image, IMAGE.CAROUSEL)}
                      srcSet={srcSet}
                      sizes={srcSet ? sizes : undefined}
                      alt={alt}
                      width={IMAGE.CAROUSEL}
                      height={Math.round((IMAGE.CAROUSEL * props.aspectRatio) / 100)}
                      loading={eager ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : 'low'}
                      decoding={i === 0 ? 'sync' : 'async'}
                      draggable={false}
                      onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
                      onError={(e) => {
                        e.currentTarget.srcset = '';
                        e.currentTarget.src = PLACEHOLDER_IMAGE;
                      }}
                    />
                  </span>
                  {showText && (
                    <span className={`blk-carousel__text blk-carousel__text--${slide.textAlign}`}>
                      {title && <span className="blk-carousel__title">{title}</span>}
                      {subtitle && <span className="blk-carousel__subtitle">{subtitle}</span>}
                      {cta && <span className="blk-carousel__cta">{cta}</span>}
                    </span>
                  )}
                </TargetLink>
              </div>
            );
          })}
        </div>
        {props.showArrows && count > 1 && (
          <>
            <button
              type="button"
              className="blk-carousel__arrow blk-carousel__arrow--prev"
              aria-controls={`${id}-track`}
              aria-label={t('previous')}
              onClick={() => go(current - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="blk-carousel__arrow blk-carousel__arrow--next"
              aria-controls={`${id}-track`}
              aria-label={t('next')}
              onClick={() => go(current + 1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="blk-carousel__controls">
          {/* One button a slide: a thumbnail (style 2), a number (style 4) or a dot. */}
          <div className={style === 2 ? 'blk-carousel__thumbs' : 'blk-carousel__dots'}>
            {slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                className={style === 2 ? 'blk-carousel__thumb' : 'blk-carousel__dot'}
                // A numbered button's name starts with the number it shows (WCAG 2.5.3, label in name).
                aria-label={
                  style === 4 ? `${String(i + 1).padStart(2, '0')} ${t('slideOf', { n: i + 1, total: count })}` : t('slideOf', { n: i + 1, total: count })
                }
                aria-current={i === current}
                aria-controls={`${id}-track`}
                onClick={() => go(i)}
              >
                {style === 2 ? (
                  <img src={imageUrl(slide.image, 200)} alt="" loading="lazy" decoding="async" width={96} height={Math.round((96 * props.aspectRatio) / 100)} />
                ) : style === 4 ? (
                  String(i + 1).padStart(2, '0')
                ) : null}
              </button>
            ))}
          </div>
          {props.autoplay && !reducedMotion && (
            <button type="button" className="blk-carousel__play" aria-label={stopped ? t('play') : t('pause')} onClick={() => setStopped((s) => !s)}>
              <span aria-hidden="true" className={stopped ? 'blk-carousel__icon-play' : 'blk-carousel__icon-pause'} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
