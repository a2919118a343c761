import { useTranslation } from 'react-i18next';
import type { DraftUnitKey } from '@shop/contract';
import type { EditorAction } from './editor-state.ts';
import { KeptPanel } from './KeptPanel.tsx';
import type { useDraftSync } from './use-draft-sync.ts';

/**
 * What saving has to say: a unit another editor saved first (with Reload), what this tab had typed into
 * a reloaded unit (to put back), and a failed save (with Retry).
 */
export function SaveBanners({
  sync,
  unitLabel,
  dispatch,
}: {
  sync: ReturnType<typeof useDraftSync>;
  unitLabel: (unit: DraftUnitKey) => string;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation('editor');
  const { t: td } = useTranslation('editorDrafts');
  return (
    <>
      {sync.conflicts.map((c) => (
        <div key={c.unit} className="ed-banner" role="alert" data-testid="conflict" data-unit={c.unit}>
          <p>{td('conflictUnit', { unit: unitLabel(c.unit), message: c.message })}</p>
          <button type="button" className="ed-btn" onClick={() => void sync.reloadUnit(c.unit)} data-testid="conflict-reload">
            {td('reloadUnit', { unit: unitLabel(c.unit) })}
          </button>
        </div>
      ))}
      {sync.kept.map((w) => (
        <KeptPanel
          key={w.unit}
          label={unitLabel(w.unit)}
          unit={w.unit}
          base={w.base}
          mine={w.mine}
          apply={(fn) => dispatch({ type: 'edit', fn })}
          onDone={() => sync.setKept((k) => k.filter((x) => x.unit !== w.unit))}
        />
      ))}
      {sync.status === 'error' && (
        <div className="ed-banner ed-banner--error" role="alert">
          <p>{sync.errorText}</p>
          <button type="button" className="ed-btn" onClick={() => void sync.save().catch(() => {})}>
            {t('retry')}
          </button>
        </div>
      )}
    </>
  );
}
