import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../motion.ts';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { IMAGE, TIMING, WATCH_CAROUSEL_WIDTHS, type Lang, type Watch, wireText } from '@shop/contract';
import { Img } from '../../components/ui/Img.tsx';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';

/** Items shown at once: 1, 2 above 765 px, 3 above 1130 px (blocks §2). */
export const perViewFor = (width: number) => (width > WATCH_CAROUSEL_WIDTHS.THREE ? 3 : width > WATCH_CAROUSEL_WIDTHS.TWO ? 2 : 1);

const subscribe = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};

export function WatchCarousel({ watches, lang }: { watches: Watch[]; lang: Lang }) {
  const { t } = useOfficialT();
  const { t: tb } = useTranslation('blocks');
  const perView = useSyncExternalStore(
    subscribe,
    () => perViewFor(window.innerWidth),
    () => 1,
  );
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const reducedMotion = useReducedMotion();
  const n = watches.length;
  const scrollable = n > perView;
  // Autoplay is off for visitors who asked for less motion, and after the pause button.
  const playing = scrollable && !reducedMotion && !stopped;

  // Every 4 s the carousel moves on by the number of items in view, wrapping round.
  useEffect(() => {
    if (!playing || paused || preview !== null) return;
    const timer = window.setInterval(() => setStart((s) => (s + perView) % n), TIMING.WATCH_CAROUSEL_MS);
    return () => window.clearInterval(timer);
  }, [playing, paused, preview, perView, n]);

  const visible = Array.from({ length: Math.min(perView, n) }, (_, i) => (start + i) % n);
  const current = preview !== null ? watches[preview] : undefined;

  return (
    <div
      className="blk-brand__carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {scrollable && (
        <button
          type="button"
          className="blk-brand__arrow blk-brand__arrow--prev"
          aria-label={t('previousWatches')}
          onClick={() => setStart((s) => (s - perView + n * perView) % n)}
        >
          ‹
        </button>
      )}
      {/* Announced only when the visitor moves it: an automatic turn every 4 s must not talk over the page. */}
      <ul className="blk-brand__watches" style={{ gridTemplateColumns: `repeat(${visible.length}, 1fr)` }} aria-live={playing ? 'off' : 'polite'}>
        {visible.map((i) => {
          const w = watches[i]!;
          const name = wireText(w, 'name', lang);
          return (
            <li key={`${w.id}-${i}`} className="blk-brand__watch" data-watch-id={w.id}>
              <button type="button" className="blk-brand__watchimg" onClick={() => setPreview(i)} aria-label={t('enlarge', { name })}>
                <Img src={w.watchImg} width={IMAGE.BRAND_CAROUSEL / 2} alt="" aspect={1} sizes="(max-width: 765px) 80vw, 350px" />
              </button>
              <h3 className="blk-brand__watchname">{name}</h3>
              <p className="blk-brand__watchdesc">{wireText(w, 'watchDesc', lang)}</p>
            </li>
          );
        })}
      </ul>
      {scrollable && (
        <button
          type="button"
          className="blk-brand__arrow blk-brand__arrow--next"
          aria-label={t('nextWatches')}
          onClick={() => setStart((s) => (s + perView) % n)}
        >
          ›
        </button>
      )}
      {scrollable && !reducedMotion && (
        <button type="button" className="blk-brand__play" aria-label={stopped ? tb('play') : tb('pause')} onClick={() => setStopped((s) => !s)}>
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
      {current && preview !== null && (
        <ImagePreviewDialog
          images={watches.map((w) => w.watchImg)}
          index={preview}
          onIndexChange={setPreview}
          onClose={() => setPreview(null)}
          alt={wireText(current, 'name', lang)}
          width={IMAGE.BRAND_DIALOG}
        />
      )}
    </div>
  );
}
