import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestoreUnit } from '@shop/contract';

/* A part of the draft (site settings, menus, a page) as the publish and restore lists show it. */

interface NamedUnit {
  kind: RestoreUnit['kind'];
  pageCode?: string | null;
  pageName?: string | null;
}

/** A unit by name, as the dialogs say it: "Page home (Home)", "Site settings", "Menus". */
export function useUnitName() {
  const { t } = useTranslation('editorDrafts');
  return (u: NamedUnit) => (u.kind === 'page' ? t('unitPage', { code: u.pageCode, name: u.pageName }) : t(`unit_${u.kind}`));
}

/** `set` with `key` in (`on`) or out: a new set, for a state update. */
export function withKey(set: Set<string>, key: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** One unit of a list to choose from: a tick box with its name and `head` beside it, `children` below. */
export function UnitChoice({
  unit,
  name,
  checked,
  disabled,
  onTick,
  marks,
  head,
  children,
}: {
  unit: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  onTick: (on: boolean) => void;
  /** data-* attributes the tests and styles read (mine, kept). */
  marks?: Record<`data-${string}`, true | undefined>;
  head?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="ed-versions__item" data-unit={unit} {...marks}>
      <label className="ed-versions__head">
        <input type="checkbox" disabled={disabled} checked={checked} onChange={(e) => onTick(e.target.checked)} />
        <strong>{name}</strong>
        {head}
      </label>
      {children}
    </li>
  );
}

/** The foot of a list to choose from: the action on the chosen units, and cancel. */
export function ChoiceActions({
  label,
  danger,
  disabled,
  onAct,
  onClose,
  testId,
}: {
  label: string;
  danger?: boolean;
  disabled: boolean;
  onAct: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className="ed-row ed-settings__actions">
      <button type="button" className={`ed-btn ${danger ? 'ed-btn--danger' : 'ed-btn--primary'}`} disabled={disabled} onClick={onAct} data-testid={testId}>
        {label}
      </button>
      <button type="button" className="ed-btn ed-btn--ghost" onClick={onClose}>
        {t('cancel')}
      </button>
    </div>
  );
}
