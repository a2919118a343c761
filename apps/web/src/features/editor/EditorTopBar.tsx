import { useTranslation } from 'react-i18next';
import { VIEWPORTS, type Viewport } from './Canvas.tsx';
import type { EditorAction } from './editor-state.ts';
import { EditorAccount } from './EditorAccount.tsx';

interface TopBarProps {
  pageName: string | undefined;
  pageCode: string;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: (action: EditorAction) => void;
  viewport: Viewport;
  setViewport: (w: Viewport) => void;
  status: string;
  savedBy: string | null | undefined;
  unpublished: boolean;
  busy: boolean;
  onMedia: () => void;
  onVersions: () => void;
  onCheck: () => void;
  onPublish: () => void;
  beforeLeave: () => Promise<unknown>;
}

/** The editor's top bar: the page, undo and redo, the canvas width, the save state, and the site's actions. */
export function EditorTopBar({
  pageName,
  pageCode,
  canUndo,
  canRedo,
  dispatch,
  viewport,
  setViewport,
  status,
  savedBy,
  unpublished,
  busy,
  onMedia,
  onVersions,
  onCheck,
  onPublish,
  beforeLeave,
}: TopBarProps) {
  const { t } = useTranslation('editor');
  return (
    <header className="ed-top">
      <h1 className="ed-top__title">{t('title')}</h1>
      <span className="ed-top__page">{pageName}</span>
      <div className="ed-row">
        <button type="button" className="ed-icon" onClick={() => dispatch({ type: 'undo' })} disabled={!canUndo} aria-label={t('undo')} title={t('undo')}>
          ↶
        </button>
        <button type="button" className="ed-icon" onClick={() => dispatch({ type: 'redo' })} disabled={!canRedo} aria-label={t('redo')} title={t('redo')}>
          ↷
        </button>
      </div>
      <div className="ed-seg" role="group" aria-label={t('viewport')}>
        {VIEWPORTS.map((w) => (
          <button key={w} type="button" aria-pressed={viewport === w} onClick={() => setViewport(w)}>
            <span className="ed-seg__name">{w === 390 ? t('phone') : w === 768 ? t('tablet') : t('desktop')}</span> {w}
          </button>
        ))}
      </div>
      <span className={`ed-status ed-status--${status}`} role="status" data-testid="save-status" data-status={status}>
        {t(`status_${status}`)}
        {status === 'saved' && savedBy ? ` · ${savedBy}` : ''}
      </span>
      <span className="ed-top__spacer" />
      {unpublished && <span className="ed-tag">{t('unpublished')}</span>}
      <button type="button" className="ed-btn ed-btn--ghost" onClick={() => window.open(`/wv/${encodeURIComponent(pageCode)}?runMode=preview`, 'wv-preview')}>
        {t('preview')}
      </button>
      <button type="button" className="ed-btn ed-btn--ghost" onClick={onMedia}>
        {t('mediaLibrary')}
      </button>
      <button type="button" className="ed-btn ed-btn--ghost" onClick={onVersions} data-testid="versions-open">
        {t('versions')}
      </button>
      <button type="button" className="ed-btn ed-btn--ghost" onClick={onCheck} disabled={busy} data-testid="check">
        {t('check')}
      </button>
      <button type="button" className="ed-btn ed-btn--primary" onClick={onPublish} disabled={busy} data-testid="publish">
        {t('publish')}
      </button>
      <EditorAccount beforeLeave={beforeLeave} />
    </header>
  );
}
