import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, STORE_NOTICE_TIMING } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { useAppData } from '../../lib/app-context.ts';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { animates, cycleDelay, horizontalStep } from './notice-timing.ts';
import './store-notice.css';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';

const ICONS = {
  bell: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z',
  megaphone: 'M3 10v4h3l5 4V6L6 10zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  star: 'M12 17.3l6.2 3.7-1.6-7 5.4-4.7-7.1-.6L12 2 9.1 8.7 2 9.3l5.4 4.7-1.6 7z',
} as const;

/** Notices as a moving bar (horizontal, vertical or pop), or an image fixed or popped on open (blocks §4). */
export function StoreNoticeBlock({ props }: BlockRendererProps<'storeNotice'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const { viewMode } = useAppData();
  const image = pickText(props.imgI18n, lang);
  const [popOpen, setPopOpen] = useState(false);

  useEffect(() => {
    // The pop-on-open image never opens in the editor.
    if (props.contentMode === 'img_mode' && props.imageDisplayType === 'pop_whenOpenPage' && image && viewMode !== 'wvEdit') setPopOpen(true);
  }, [props.contentMode, props.imageDisplayType, image, viewMode]);

  if (props.contentMode === 'img_mode') {
    if (!image) return null;
    if (props.imageDisplayType === 'pop_whenOpenPage') {
      return popOpen ? <ImagePreviewDialog images={[image]} index={0} onClose={() => setPopOpen(false)} alt={t('noticeLabel')} /> : null;
    }
    return (
      <div className="blk-notice blk-notice--image" style={{ background: props.bgColor }}>
        <TargetLink target={props.imgPageLinkData} className="blk-notice__image-link" ariaLabel={t('noticeLabel')}>
          <Img src={image} width={1500} alt={t('noticeLabel')} eager style={{ maxHeight: props.height * 3 }} className="blk-notice__image" />
        </TargetLink>
      </div>
    );
  }
  return <TextNotices props={props} />;
}

function TextNotices({ props }: { props: BlockRendererProps<'storeNotice'>['props'] }) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const notices = props.storeNotices.filter((n) => pickText(n.noticeI18n, lang));
  const moving = animates(props.contentMode, notices.length);
  const [paused, setPaused] = useState(false);
  const [active, setActive] = useState(0);
  const [order, setOrder] = useState(() => notices.map((_, i) => i));
  const trackRef = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const display = props.textDisplayType;

  // The order restarts when the number of notices changes, not on every render's new filtered array.
  const count = notices.length;
  useEffect(() => setOrder(Array.from({ length: count }, (_, i) => i)), [count]);

  // Vertical and pop: step the active notice, 3000 ms then 4000 / 4200 ms.
  useEffect(() => {
    if (!moving || display === 'horizon' || paused) return;
    let cycle = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(
        () => {
          setActive((a) => (a + 1) % notices.length);
          cycle++;
          tick();
        },
        cycleDelay(display, cycle),
      );
    };
    tick();
    return () => clearTimeout(timer);
  }, [moving, display, paused, notices.length]);

  // Horizontal: 1 px every 10 ms, moving the DOM directly rather than re-rendering each tick.
  useEffect(() => {
    if (!moving || display !== 'horizon' || paused) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      const first = track?.firstElementChild as HTMLElement | null;
      if (!track || !first) return;
      const step = horizontalStep([0, 1], offset.current, first.offsetWidth);
      if (step.items[0] === 1) {
        setOrder((o) => [...o.slice(1), o[0]!]);
        offset.current = 0;
      } else offset.current = step.offset;
      track.style.transform = `translateX(${-offset.current}px)`;
    }, STORE_NOTICE_TIMING.HORIZONTAL_TICK_MS);
    return () => clearInterval(timer);
  }, [moving, display, paused]);

  if (notices.length === 0) return null;
  const style = {
    '--notice-h': `${props.height}px`,
    height: props.height,
    background: props.bgColor,
    color: props.fontColor,
    fontSize: props.fontSize,
    fontWeight: props.fontWeight,
    fontFamily: props.fontFamily === 'inherit' ? undefined : props.fontFamily,
    justifyContent: props.contentPosition === 'left' ? 'flex-start' : props.contentPosition === 'right' ? 'flex-end' : 'center',
  } as CSSProperties;
  const pause = props.isStopOnMouseMove
    ? { onMouseEnter: () => setPaused(true), onMouseLeave: () => setPaused(false), onFocus: () => setPaused(true), onBlur: () => setPaused(false) }
    : {};
  const item = (i: number, key: string | number, extra = '') => {
    const n = notices[i]!;
    return (
      <div key={key} className={`blk-notice__item${extra}`} style={{ height: props.height }}>
        <TargetLink target={n.toPageData} className="blk-notice__link">
          {pickText(n.noticeI18n, lang)}
        </TargetLink>
      </div>
    );
  };
  return (
    <section className={`blk-notice blk-notice--${moving ? display : 'static'}`} style={style} aria-label={t('noticeLabel')} data-paused={paused} {...pause}>
      {props.icon !== 'none' && (
        <svg className="blk-notice__icon" viewBox="0 0 24 24" aria-hidden="true" style={{ height: Math.min(props.height - 8, 20) }}>
          <path d={ICONS[props.icon]} fill="currentColor" />
        </svg>
      )}
      <div className="blk-notice__viewport">
        {!moving && item(0, 'only')}
        {moving && display === 'horizon' && (
          <div className="blk-notice__track" ref={trackRef}>
            {order.filter((i) => i < notices.length).map((i) => item(i, i))}
          </div>
        )}
        {moving && display === 'vertical' && (
          <div className="blk-notice__column" style={{ transform: `translateY(${-active * props.height}px)` }}>
            {notices.map((_, i) => item(i, i, i === active ? ' is-active' : ''))}
          </div>
        )}
        {moving && display === 'pop' && item(active, `pop-${active}`, ' blk-notice__item--pop')}
      </div>
    </section>
  );
}
