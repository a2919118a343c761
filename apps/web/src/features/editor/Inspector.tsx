import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKS, EDITOR, isBlockType, pickText, type AppDraftLike, type Field, type Page, type RawBlock, type ShellVisibility } from '@shop/contract';
import { currentLangOf } from '../../blocks/lang.ts';
import { FieldControl } from './fields/FieldControl.tsx';
import { I18nInput } from './fields/I18nInput.tsx';
import { menuFields, siteSettingsFields, type MenuArea } from './site-fields.ts';
import { pageCodeProblem } from './draft-ops.ts';
import { CompletenessBadges } from './PagesPanel.tsx';
import { FieldFocusContext, controlIn, fieldElementFor, type FieldFocus } from './fields/field-focus.ts';

/** Shows and focuses the control of `focus.path` once lists on the way have opened (a few frames at most). */
function useFocusField(root: React.RefObject<HTMLElement | null>, focus: FieldFocus | null | undefined) {
  useEffect(() => {
    if (!focus) return;
    let frames = 0;
    let raf = 0;
    const tryFocus = () => {
      const el = root.current && fieldElementFor(root.current, focus.path);
      if (el && (el.dataset.path === focus.path || frames > 8)) {
        el.scrollIntoView({ block: 'center' });
        el.classList.add('is-focused-problem');
        window.setTimeout(() => el.classList.remove('is-focused-problem'), 4000);
        controlIn(el, focus.lang)?.focus();
        return;
      }
      frames++;
      if (frames <= 10) raf = requestAnimationFrame(tryFocus);
    };
    raf = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(raf);
  }, [root, focus]);
}

const shellKeys = ['cornerBanner', 'headNav', 'onlineMenu', 'clubMenu', 'footer', 'scrollTop'] as const satisfies readonly (keyof ShellVisibility)[];

export type InspectorTab = 'block' | 'page' | 'site' | 'menus';

/** The settings of the selected block, generated from its definition's field metadata. */
export function BlockSettings({
  block,
  onChange,
  focus = null,
}: {
  block: RawBlock;
  onChange: (props: Record<string, unknown>) => void;
  focus?: FieldFocus | null;
}) {
  const { t, i18n } = useTranslation('editor');
  const root = useRef<HTMLDivElement>(null);
  useFocusField(root, focus);
  if (!isBlockType(block.type)) return <p className="ed-note">{t('unknownType', { type: block.type })}</p>;
  const def = BLOCKS[block.type];
  const meta = def.schema.meta;
  if (meta.kind !== 'object') return null;
  return (
    <FieldFocusContext.Provider value={focus}>
      <div className="ed-settings" data-testid="block-settings" data-block-type={block.type} ref={root}>
        <h3 className="ed-settings__title">{pickText(def.title, currentLangOf(i18n.language))}</h3>
        {Object.entries(meta.shape).map(([key, field]) => (
          <FieldControl
            key={`${block.id}-${key}`}
            name={key}
            field={field as Field<unknown>}
            value={block.props[key]}
            onChange={(v) => onChange({ ...block.props, [key]: v })}
          />
        ))}
      </div>
    </FieldFocusContext.Provider>
  );
}

/**
 * The open page's settings: code, name, site, titles and descriptions in three languages, the parts of
 * the shell it hides, its language completeness and the zh_CN-from-zh_HK action.
 */
export function PageSettings({
  draft,
  page,
  onChange,
  onRenameCode,
  onSimplify,
  busy,
}: {
  draft: AppDraftLike;
  page: Page;
  onChange: (p: Page, key: string) => void;
  onRenameCode: (from: string, to: string) => void;
  onSimplify: (onlyEmpty: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('editor');
  const [code, setCode] = useState(page.pageCode);
  const [codeFor, setCodeFor] = useState(page.pageCode);
  if (codeFor !== page.pageCode) {
    setCodeFor(page.pageCode);
    setCode(page.pageCode);
  }
  const problem = code === page.pageCode ? null : pageCodeProblem(draft, code, page.pageCode);
  const props = page.pageProps;
  const set = (patch: Partial<Page['pageProps']>, key: string) => onChange({ ...page, pageProps: { ...props, ...patch } }, key);
  return (
    <div className="ed-settings" data-testid="page-settings">
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="ed-page-code">
          {t('pageCode')}
        </label>
        <div className="ed-row">
          <input id="ed-page-code" type="text" value={code} maxLength={EDITOR.PAGE_CODE_MAX_LENGTH} onChange={(e) => setCode(e.target.value.trim())} />
          <button
            type="button"
            className="ed-btn ed-btn--ghost"
            disabled={code === page.pageCode || problem !== null}
            onClick={() => onRenameCode(page.pageCode, code)}
          >
            {t('changeCode')}
          </button>
        </div>
        {problem && (
          <span className="ed-invalid" role="alert">
            {t(`code_${problem}`)}
          </span>
        )}
      </div>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="ed-page-name">
          {t('pageName')}
        </label>
        <input
          id="ed-page-name"
          type="text"
          value={page.pageName}
          maxLength={EDITOR.PAGE_NAME_MAX_LENGTH}
          onChange={(e) => onChange({ ...page, pageName: e.target.value }, 'pageName')}
        />
      </div>
      <div className="ed-field">
        <span className="ed-field__label">{t('pageSite')}</span>
        <select
          aria-label={t('pageSite')}
          value={props.isEshopPage ? 'eshop' : props.isMembershipPage ? 'club' : 'official'}
          onChange={(e) => set({ isEshopPage: e.target.value === 'eshop', isMembershipPage: e.target.value === 'club' }, 'site')}
        >
          <option value="official">{t('siteOfficial')}</option>
          <option value="eshop">{t('siteEshop')}</option>
          <option value="club">{t('siteClub')}</option>
        </select>
      </div>
      <div className="ed-field ed-field--wide">
        <span className="ed-field__label">{t('pageTitle')}</span>
        <I18nInput id="ed-page-title" value={props.title} maxLength={120} label={t('pageTitle')} onChange={(v) => set({ title: v }, 'title')} />
      </div>
      <div className="ed-field ed-field--wide">
        <span className="ed-field__label">{t('pageDescription')}</span>
        <I18nInput
          id="ed-page-desc"
          value={props.description}
          maxLength={300}
          multiline
          label={t('pageDescription')}
          onChange={(v) => set({ description: v }, 'description')}
        />
      </div>
      <fieldset className="ed-group">
        <legend>{t('shellShown')}</legend>
        {shellKeys.map((k) => (
          <label key={k} className="ed-field--check">
            <input type="checkbox" checked={props.shell[k]} onChange={(e) => set({ shell: { ...props.shell, [k]: e.target.checked } }, `shell.${k}`)} />{' '}
            {t(`shell_${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="ed-field ed-field--wide">
        <span className="ed-field__label">{t('languages')}</span>
        <CompletenessBadges draft={draft} code={page.pageCode} />
        <div className="ed-row">
          <button type="button" className="ed-btn" disabled={busy} onClick={() => onSimplify(true)} data-testid="simplify-empty">
            {t('simplifyEmpty')}
          </button>
          <button type="button" className="ed-btn ed-btn--ghost" disabled={busy} onClick={() => onSimplify(false)}>
            {t('simplifyAll')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** What a site-wide settings panel gets: the draft, a change with the key it touched, and the field to focus. */
interface DraftSettingsProps {
  draft: AppDraftLike;
  onChange: (d: AppDraftLike, key: string) => void;
  focus?: FieldFocus | null;
}

export function SiteSettings({ draft, onChange, focus = null }: DraftSettingsProps) {
  const root = useRef<HTMLDivElement>(null);
  useFocusField(root, focus);
  const fields = siteSettingsFields(draft.pageList.map((p) => p.pageCode));
  const meta = fields.meta;
  if (meta.kind !== 'object') return null;
  return (
    <div className="ed-settings" data-testid="site-settings" ref={root}>
      {Object.entries(meta.shape).map(([key, field]) => (
        <FieldControl
          key={key}
          name={key}
          field={field as Field<unknown>}
          value={(draft.appProps as Record<string, unknown>)[key]}
          onChange={(v) => onChange({ ...draft, appProps: { ...draft.appProps, [key]: v } }, `appProps.${key}`)}
        />
      ))}
    </div>
  );
}

const AREAS: MenuArea[] = ['header', 'online', 'club', 'footer', 'cornerBanner', 'drawerSpecial'];

export function MenusSettings({ draft, onChange, focus = null }: DraftSettingsProps) {
  const { t } = useTranslation('editor');
  const focusArea = focus?.path.split('.')[0] as MenuArea | undefined;
  const [area, setArea] = useState<MenuArea>(focusArea && AREAS.includes(focusArea) ? focusArea : 'header');
  // "Go to problem" on a menu item: its area's tab, then the item (lists open on the way).
  useEffect(() => {
    if (focusArea && AREAS.includes(focusArea)) setArea(focusArea);
  }, [focus, focusArea]);
  const root = useRef<HTMLDivElement>(null);
  useFocusField(root, focus);
  const menus = draft.menus as unknown as Record<MenuArea, unknown>;
  return (
    <FieldFocusContext.Provider value={focus}>
      <div className="ed-settings" data-testid="menus-settings" ref={root}>
        <div className="ed-tabs" role="tablist">
          {AREAS.map((a) => (
            <button key={a} type="button" role="tab" aria-selected={a === area} className={a === area ? 'is-active' : ''} onClick={() => setArea(a)}>
              {t(`menu_${a}`)}
            </button>
          ))}
        </div>
        <FieldControl
          key={area}
          name={area}
          field={menuFields[area] as Field<unknown>}
          value={menus[area]}
          onChange={(v) => onChange({ ...draft, menus: { ...draft.menus, [area]: v } as AppDraftLike['menus'] }, `menus.${area}`)}
        />
      </div>
    </FieldFocusContext.Provider>
  );
}
