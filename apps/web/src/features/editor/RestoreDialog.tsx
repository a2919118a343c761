import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppVersion, RestoreUnit } from '@shop/contract';
import { EditorDialog } from './EditorDialog.tsx';
import { useRestorePlan } from './editor-api.ts';
import { ChoiceActions, UnitChoice, useUnitName, withKey } from './UnitChoice.tsx';
import { formatHk } from '../../lib/dates.ts';
import { currentLang } from '../../lib/i18n.ts';

export interface RestoreChoice {
  units: RestoreUnit[];
  publish: boolean;
}

/**
 * Restoring a version, unit by unit (issue 40, decision 440): every part whose content the restore would
 * change, with exactly what it replaces in the draft; all ticked except another editor's unpublished
 * work, which is shown as kept (who, when) and cannot be ticked.
 */
export function RestoreDialog({
  version,
  busy,
  onRestore,
  onClose,
}: {
  version: AppVersion;
  busy: boolean;
  onRestore: (choice: RestoreChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  const { t: tt } = useTranslation('editorTeam');
  // Always asked afresh: what the draft holds now decides what a restore replaces.
  const plan = useRestorePlan(version.number);
  const [unticked, setUnticked] = useState<Set<string>>(() => new Set());
  const [publish, setPublish] = useState(true);
  const at = (iso: string | null) => (iso ? formatHk(iso, 'dateTime', currentLang()) : '—');
  const units = plan.data?.units ?? [];
  const chosen = units.filter((u) => !u.othersWork && !unticked.has(u.unit));
  const unitName = useUnitName();
  return (
    <EditorDialog title={tt('restoreTitle', { n: version.number })} onClose={onClose} wide testId="restore-units">
      {plan.isLoading && <p className="ed-note">{t('loading')}</p>}
      {plan.isError && <p className="ed-invalid">{(plan.error as Error).message}</p>}
      {plan.data && units.length === 0 && <p className="ed-note">{tt('restoreNothing', { n: version.number })}</p>}
      {units.length > 0 && (
        <>
          <p className="ed-note">{tt('restoreIntro')}</p>
          <ul className="ed-versions">
            {units.map((u) => (
              <UnitChoice
                key={u.unit}
                unit={u.unit}
                name={unitName(u)}
                disabled={u.othersWork}
                checked={!u.othersWork && !unticked.has(u.unit)}
                onTick={(on) => setUnticked((s) => withKey(s, u.unit, !on))}
                marks={{ 'data-kept': u.othersWork || undefined }}
              >
                {u.othersWork ? (
                  <div className="ed-banner" data-testid="restore-kept">
                    <p>{tt('othersWork', { by: u.savedBy, at: at(u.savedAt) })}</p>
                  </div>
                ) : (
                  <ul className="ed-diff">
                    <li>{tt(`draft_${u.draft}`, { n: version.number })}</li>
                    {u.changesLive && <li>{tt('changesLive')}</li>}
                    {u.mineUnpublished && <li className="ed-invalid">{tt('mineUnpublished', { at: at(u.savedAt) })}</li>}
                  </ul>
                )}
              </UnitChoice>
            ))}
          </ul>
          <label className="ed-row">
            <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} data-testid="restore-publish" />
            <span>{tt('publishNow')}</span>
          </label>
        </>
      )}
      <ChoiceActions
        label={tt('restoreChosen', { count: chosen.length })}
        danger
        disabled={busy || chosen.length === 0}
        onAct={() => onRestore({ units: chosen, publish })}
        onClose={onClose}
        testId="restore-chosen"
      />
    </EditorDialog>
  );
}
