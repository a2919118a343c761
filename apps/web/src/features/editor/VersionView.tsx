import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppVersion } from '@shop/contract';
import { isFrameMessage } from '../../lib/editor-frame.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { DiffSummary } from './PublishDialogs.tsx';
import { useVersionQuery } from './editor-api.ts';

/**
 * One published version as visitors saw it, before rolling back to it: its pages drawn by the real
 * storefront in a frame (the preview protocol, answered here with the version's data, not the draft).
 */
export function VersionView({
  version,
  onRestore,
  onClose,
  busy,
  live,
}: {
  version: AppVersion;
  onRestore: (v: AppVersion) => void;
  onClose: () => void;
  busy: boolean;
  live: boolean;
}) {
  const { t } = useTranslation('editor');
  const { t: td } = useTranslation('editorDrafts');
  const full = useVersionQuery(version.number);
  const [code, setCode] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const app = full.data?.app;
  const page = code ?? app?.pageList[0]?.pageCode ?? null;

  useEffect(() => {
    if (!app) return;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frameRef.current?.contentWindow || !isFrameMessage(e.data)) return;
      if (e.data.kind === 'wv:ready') frameRef.current?.contentWindow?.postMessage({ kind: 'wv:data', app, selectedId: null }, window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [app]);

  return (
    <EditorDialog title={td('viewTitle', { n: version.number })} onClose={onClose} wide testId="version-view">
      <DiffSummary diff={version.diff} />
      {full.isError && <p className="ed-invalid">{(full.error as Error).message}</p>}
      {app && page && (
        <>
          <div className="ed-row">
            <label className="ed-field">
              <span className="ed-field__label">{td('viewPage')}</span>
              <select value={page} onChange={(e) => setCode(e.target.value)} data-testid="version-view-page">
                {app.pageList.map((p) => (
                  <option key={p.pageCode} value={p.pageCode}>
                    {p.pageCode} · {p.pageName}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="ed-btn ed-btn--danger"
              disabled={busy || live}
              onClick={() => onRestore(version)}
              data-testid="version-view-rollback"
            >
              {t('rollback')}
            </button>
          </div>
          <iframe
            ref={frameRef}
            key={page}
            title={td('viewFrame', { n: version.number, page })}
            src={`/wv/${encodeURIComponent(page)}?runMode=preview`}
            className="ed-version-frame"
            data-testid="version-view-frame"
          />
        </>
      )}
    </EditorDialog>
  );
}
