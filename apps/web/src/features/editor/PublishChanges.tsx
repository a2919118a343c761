import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftChange } from '@shop/contract';
import { EditorDialog } from './EditorDialog.tsx';
import { DiffSummary } from './PublishDialogs.tsx';
import { ChoiceActions, UnitChoice, useUnitName, withKey } from './UnitChoice.tsx';
import { formatHk } from '../../lib/dates.ts';
import { currentLang } from '../../lib/i18n.ts';

/**
 * What a publish sends out (issue 27): every page and setting whose draft differs from the live version,
 * each with who saved it and its diff, to publish all or a chosen subset. A refusal (a unit saved since
 * this tab loaded it, or nothing to publish) stays in view with its reason and a reload.
 */
export function PublishChangesDialog({
  changes,
  refusal,
  busy,
  onPublish,
  onReload,
  onClose,
}: {
  changes: DraftChange[];
  refusal: string | null;
  busy: boolean;
  onPublish: (chosen: DraftChange[]) => void;
  onReload: () => void;
  onClose: () => void;
}) {
  const { t: td } = useTranslation('editorDrafts');
  const { t: tt } = useTranslation('editorTeam');
  // Ticked: only what this editor saved (issue 40); a colleague's half-done page is listed, never sent by default.
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(changes.filter((c) => c.mine).map((c) => c.unit)));
  const unitName = useUnitName();
  const picked = changes.filter((c) => chosen.has(c.unit));
  const mine = changes.filter((c) => c.mine);
  const others = changes.filter((c) => !c.mine);
  const item = (c: DraftChange) => (
    <UnitChoice
      key={c.unit}
      unit={c.unit}
      name={unitName(c)}
      checked={chosen.has(c.unit)}
      onTick={(on) => setChosen((s) => withKey(s, c.unit, on))}
      marks={{ 'data-mine': c.mine || undefined }}
      head={
        <>
          <span className="ed-tag">{td(`change_${c.change}`)}</span>
          {c.savedBy && c.savedAt && <span className="ed-note">{td('savedByAt', { by: c.savedBy, at: formatHk(c.savedAt, 'dateTime', currentLang()) })}</span>}
        </>
      }
    >
      {c.orderChanged ? <p className="ed-note">{td('orderChanged')}</p> : <DiffSummary diff={c.diff} />}
    </UnitChoice>
  );
  return (
    <EditorDialog title={td('publishTitle')} onClose={onClose} wide testId="publish-changes">
      {refusal && (
        <div className="ed-banner ed-banner--error" role="alert" data-testid="publish-refused">
          <p>{td('publishStale', { message: refusal })}</p>
          <button type="button" className="ed-btn" onClick={onReload}>
            {td('reload')}
          </button>
        </div>
      )}
      {changes.length === 0 ? (
        <p className="ed-note">{td('publishNothing')}</p>
      ) : (
        <>
          <p className="ed-note">{td('publishIntro')}</p>
          {mine.length > 0 && <ul className="ed-versions">{mine.map(item)}</ul>}
          {others.length > 0 && (
            <>
              <h3 className="ed-settings__title">{tt('othersTitle')}</h3>
              <ul className="ed-versions" data-testid="publish-others">
                {others.map(item)}
              </ul>
            </>
          )}
        </>
      )}
      <ChoiceActions
        label={td('publishSelected', { count: picked.length })}
        disabled={busy || picked.length === 0}
        onAct={() => onPublish(picked)}
        onClose={onClose}
        testId="publish-selected"
      />
    </EditorDialog>
  );
}
