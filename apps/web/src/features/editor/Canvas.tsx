import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type AppFull, type Lang } from '@shop/contract';
import { isFrameMessage } from '../../lib/editor-frame.ts';

export const VIEWPORTS = [390, 768, 1280] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * The canvas: the real storefront page in a frame (`/wv/<code>?runMode=wvEdit`) at a real width, so its
 * media queries apply; it draws the draft this editor sends (lib/editor-frame.ts) with the shell hidden,
 * navigation disabled and pop-ups closed. Wider than the space, it is scaled down to fit.
 */
export function Canvas({
  app,
  pageCode,
  selectedId,
  viewport,
  onSelect,
}: {
  app: AppFull;
  pageCode: string;
  selectedId: string | null;
  viewport: Viewport;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('editor');
  // The content language the canvas draws, apart from the interface's: each language's texts can be checked in place.
  const [lang, setLang] = useState<Lang>(() => ((LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'zh_HK'));
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const latest = useRef({ app, selectedId, lang });
  latest.current = { app, selectedId, lang };

  const send = () => frameRef.current?.contentWindow?.postMessage({ kind: 'wv:data', ...latest.current }, window.location.origin);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frameRef.current?.contentWindow || !isFrameMessage(e.data)) return;
      if (e.data.kind === 'wv:ready') send();
      if (e.data.kind === 'wv:select') onSelect(e.data.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect]);

  // Every change reaches the frame, a little debounced so typing stays smooth.
  useEffect(() => {
    const timer = window.setTimeout(send, 120);
    return () => window.clearTimeout(timer);
  }, [app, selectedId, lang]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const fit = () => setScale(Math.min(1, (box.clientWidth - 24) / viewport));
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(box);
    return () => ro.disconnect();
  }, [viewport]);

  return (
    <div className="ed-canvas" ref={boxRef}>
      <div className="ed-seg ed-canvas__langs" role="group" aria-label={t('canvasLang')} data-testid="canvas-lang">
        {LANGS.map((l) => (
          <button key={l} type="button" lang={l.replace('_', '-')} aria-pressed={lang === l} onClick={() => setLang(l)}>
            {t(`lang_${l}`)}
          </button>
        ))}
      </div>
      <div className="ed-canvas__stage" style={{ width: viewport * scale }}>
        <iframe
          ref={frameRef}
          key={pageCode}
          title={t('canvasTitle', { page: pageCode })}
          src={`/wv/${encodeURIComponent(pageCode)}?runMode=wvEdit`}
          className="ed-canvas__frame"
          style={{ width: viewport, transform: `scale(${scale})`, height: `calc((100vh - 120px) / ${scale})` }}
          data-testid="editor-canvas"
        />
      </div>
    </div>
  );
}
