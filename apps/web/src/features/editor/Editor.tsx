import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOCKS,
  findBlock,
  getSlotBlocks,
  insertBlock,
  isBlockType,
  newBlock,
  pickText,
  updateBlock,
  PAGE_SLOT,
  type AppFull,
  type AppVersion,
  type BlockType,
  type DraftChange,
  type DraftState,
  type DraftUnitKey,
  type PublishProblem,
  type SlotRef,
} from '@shop/contract';
import { currentLangOf } from '../../blocks/lang.ts';
import { useEditorState } from './editor-state.ts';
import { addPage, blankPage, draftOfFull, newId, setBlocks, updatePage } from './draft-ops.ts';
import { appFullOfDraft } from './editor-api.ts';
import { useDraftSync } from './use-draft-sync.ts';
import { PublishChangesDialog } from './PublishChanges.tsx';
import { VersionView } from './VersionView.tsx';
import { RestoreDialog } from './RestoreDialog.tsx';
import { useUnitName } from './UnitChoice.tsx';
import { usePreviewWindows } from './use-preview-windows.ts';
import { useUndoKeys } from './use-undo-keys.ts';
import type { FieldFocus } from './fields/field-focus.ts';
import { EditorToolsContext, holdsBlock, type EditorTools } from './editor-context.ts';
import { PagesPanel } from './PagesPanel.tsx';
import { Palette } from './Palette.tsx';
import { Outline } from './Outline.tsx';
import { outlineActions } from './outline-actions.ts';
import { Canvas, type Viewport } from './Canvas.tsx';
import { BlockSettings, MenusSettings, PageSettings, SiteSettings, type InspectorTab } from './Inspector.tsx';
import { MediaLibrary } from './MediaLibrary.tsx';
import { ProblemsDialog, VersionsDialog } from './PublishDialogs.tsx';
import { EditorTopBar } from './EditorTopBar.tsx';
import { SaveBanners } from './SaveBanners.tsx';
import { useServerActions } from './use-server-actions.ts';
import { useAutosave } from './use-autosave.ts';
import { NewPageDialog } from './NewPageDialog.tsx';
import { LinkRefusalDialog, usePageActions } from './page-actions.tsx';

type LeftTab = 'pages' | 'add' | 'outline';

/** The page editor: pages, palette, outline, canvas, settings; autosaved draft, publish, history. */
export function Editor({ initial }: { initial: AppFull & { draft?: DraftState | undefined } }) {
  const { t, i18n } = useTranslation('editor');
  const { t: td } = useTranslation('editorDrafts');
  const { t: tt } = useTranslation('editorTeam');
  const lang = currentLangOf(i18n.language);
  const [state, dispatch] = useEditorState(useMemo(() => draftOfFull(initial), [initial]));
  const stateRef = useRef(state);
  stateRef.current = state;
  const sync = useDraftSync(stateRef, dispatch, initial, t('failed'));
  const { server, status, save } = sync;
  const [left, setLeft] = useState<LeftTab>('add');
  const [tab, setTab] = useState<InspectorTab>('page');
  const [viewport, setViewport] = useState<Viewport>(1280);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<PublishProblem[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [showVersions, setShowVersions] = useState(false);
  const [media, setMedia] = useState<{ resolve: (v: string | null) => void } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<{ changes: DraftChange[]; refusal: string | null } | null>(null);
  const [viewing, setViewing] = useState<{ version: AppVersion; live: boolean } | null>(null);
  const [restoring, setRestoring] = useState<AppVersion | null>(null);
  // The block setting "Go to problem" asked for: its list items open and its control takes the focus.
  const [fieldFocus, setFieldFocus] = useState<(FieldFocus & { blockId: string }) | null>(null);
  const [siteFocus, setSiteFocus] = useState<FieldFocus | null>(null);

  const { draft, pageCode, selectedId, insertAt } = state;
  const page = draft.pageList.find((p) => p.pageCode === pageCode);
  const selected = page && selectedId ? findBlock(page.blocks, selectedId) : null;
  const blockTitle = (type: string) => (isBlockType(type) ? pickText(BLOCKS[type].title, lang) : type);

  // ---- autosave, unit by unit (use-draft-sync.ts); leaving with unsaved changes asks first ----------
  useAutosave(state.version, sync, stateRef);

  // ---- edits ----------------------------------------------------------------------------------------
  const editBlocks = (
    fn: (b: typeof page extends undefined ? never : NonNullable<typeof page>['blocks']) => NonNullable<typeof page>['blocks'],
    select?: string | null,
    key?: string,
  ) => dispatch({ type: 'edit', fn: (d) => setBlocks(d, pageCode, fn), ...(select !== undefined ? { select } : {}), ...(key ? { key } : {}) });

  const addBlock = (type: BlockType, to?: SlotRef, index?: number) => {
    if (!page) return;
    const block = newBlock(type, newId());
    let slot = to ?? insertAt ?? null;
    let at = index;
    if (!slot) {
      const sel = selectedId ? findBlock(page.blocks, selectedId) : null;
      slot = sel ? sel.slot : PAGE_SLOT;
      at = sel ? sel.index + 1 : page.blocks.length;
    }
    const list = getSlotBlocks(page.blocks, slot);
    editBlocks((b) => insertBlock(b, slot, at ?? list.length, block), block.id);
    // "Add here" serves one addition: later blocks go after the selection again (issue 27).
    if (!to && insertAt) dispatch({ type: 'insertAt', slot: null });
    setTab('block');
  };

  const outline = outlineActions({ page, selectedId, insertAt, dispatch, editBlocks, addBlock, onSelect: () => setTab('block') });

  const onSelectFromCanvas = useCallback(
    (id: string) => {
      dispatch({ type: 'select', id });
      setTab('block');
    },
    [dispatch],
  );

  // ---- pages ----------------------------------------------------------------------------------------
  const pages = usePageActions({
    t,
    draft,
    stateRef,
    dispatch,
    onOpen: () => setTab('page'),
    onCreate: () => setCreating(true),
    setNotice,
  });

  // ---- server actions (publish, check, roll back, simplified Chinese) --------------------------------
  const unitName = useUnitName();
  const setters = { setBusy, setNotice, setPublishing, setProblems, setShowVersions, setViewing, setRestoring };
  const actions = useServerActions({ t, td: tt, unitName, sync, stateRef, dispatch, pageCode, ...setters });
  const { onPublish, onPublishChosen, onPublishReload, onCheck, onRestore, onRestoreChosen, onSimplify } = actions;
  const goToProblem = (p: PublishProblem) => {
    setProblems(null);
    if (p.pageCode) {
      dispatch({ type: 'page', code: p.pageCode });
      if (p.blockId) {
        dispatch({ type: 'select', id: p.blockId });
        setFieldFocus({ blockId: p.blockId, path: p.field.replace(/^props\./, ''), n: Date.now(), lang: p.lang });
        setTab('block');
      } else setTab('page');
      setLeft('outline');
    } else {
      const menus = p.field.startsWith('menus');
      setSiteFocus({ path: p.field.replace(/^(menus|appProps)\./, ''), n: Date.now(), lang: p.lang });
      setTab(menus ? 'menus' : 'site');
    }
  };

  useUndoKeys(dispatch);

  // ---- preview windows ask for the draft too -------------------------------------------------------
  const appFull = useMemo(() => appFullOfDraft(draft, initial), [draft, initial]);
  usePreviewWindows(appFull);

  const tools: EditorTools = useMemo(
    () => ({
      pages: draft.pageList.map((p) => ({ pageCode: p.pageCode, pageName: p.pageName })),
      articlePages: draft.pageList.filter((p) => holdsBlock(p.blocks, 'articleDetail')).map((p) => p.pageCode),
      pickImage: () => new Promise((resolve) => setMedia({ resolve })),
    }),
    [draft.pageList],
  );

  const target = (() => {
    if (insertAt) {
      const parent = insertAt.parentId && page ? findBlock(page.blocks, insertAt.parentId) : null;
      return t('addsInto', { name: parent ? blockTitle(parent.block.type) : '' });
    }
    if (selected) return t('addsAfter', { name: blockTitle(selected.block.type) });
    return t('addsAtEnd');
  })();

  const unitLabel = (unit: DraftUnitKey) =>
    unit === 'site' || unit === 'menus'
      ? td(`unit_${unit}`)
      : td('unitPage', { code: unit.slice(5), name: draft.pageList.find((p) => `page:${p.pageCode}` === unit)?.pageName ?? unit.slice(5) });
  const unpublished = server.releasedRevision !== server.revision;
  return (
    <EditorToolsContext.Provider value={tools}>
      <div className="ed" data-testid="editor">
        <EditorTopBar
          pageName={page?.pageName}
          pageCode={pageCode}
          canUndo={state.past.length > 0}
          canRedo={state.future.length > 0}
          dispatch={dispatch}
          viewport={viewport}
          setViewport={setViewport}
          status={status}
          savedBy={server.savedBy}
          unpublished={unpublished}
          busy={busy}
          onMedia={() => setMedia({ resolve: () => {} })}
          onVersions={() => setShowVersions(true)}
          onCheck={() => void onCheck()}
          onPublish={() => void onPublish()}
          beforeLeave={save}
        />

        <SaveBanners sync={sync} unitLabel={unitLabel} dispatch={dispatch} />

        <div className="ed-body">
          <aside className="ed-left">
            <div className="ed-tabs" role="tablist">
              {(['pages', 'add', 'outline'] as const).map((k) => (
                <button key={k} type="button" role="tab" aria-selected={left === k} className={left === k ? 'is-active' : ''} onClick={() => setLeft(k)}>
                  {t(`left_${k}`)}
                </button>
              ))}
            </div>
            <div className="ed-left__body">
              {left === 'pages' && <PagesPanel draft={draft} current={pageCode} actions={pages.actions} />}
              {left === 'add' && <Palette onAdd={(type) => addBlock(type)} target={target} />}
              {left === 'outline' && page && <Outline blocks={page.blocks} selectedId={selectedId} insertAt={insertAt} actions={outline} />}
            </div>
          </aside>
          <main className="ed-center">
            {page ? <Canvas app={appFull} pageCode={page.pageCode} selectedId={selectedId} viewport={viewport} onSelect={onSelectFromCanvas} /> : null}
          </main>
          <aside className="ed-right">
            <div className="ed-tabs" role="tablist">
              {(['block', 'page', 'site', 'menus'] as const).map((k) => (
                <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'is-active' : ''} onClick={() => setTab(k)}>
                  {t(`tab_${k}`)}
                </button>
              ))}
            </div>
            <div className="ed-right__body">
              {tab === 'block' &&
                (selected ? (
                  <>
                    <BlockSettings
                      block={selected.block}
                      focus={fieldFocus?.blockId === selected.block.id ? fieldFocus : null}
                      onChange={(props) =>
                        editBlocks((b) => updateBlock(b, selected.block.id, (x) => ({ ...x, props })), undefined, `block:${selected.block.id}`)
                      }
                    />
                    <div className="ed-row ed-settings__actions">
                      <button type="button" className="ed-btn ed-btn--ghost" onClick={() => outline.duplicate(selected.block.id)}>
                        {t('duplicate')}
                      </button>
                      <button type="button" className="ed-btn ed-btn--danger" onClick={() => outline.remove(selected.block.id)}>
                        {t('delete')}
                      </button>
                    </div>
                  </>
                ) : (
                  <p className="ed-note">{t('selectBlock')}</p>
                ))}
              {tab === 'page' && page && (
                <PageSettings
                  draft={draft}
                  page={page}
                  busy={busy}
                  onChange={(p, key) => dispatch({ type: 'edit', fn: (d) => updatePage(d, pageCode, () => p), key: `page:${pageCode}:${key}` })}
                  onRenameCode={pages.renameCode}
                  onSimplify={(onlyEmpty) => void onSimplify(onlyEmpty)}
                />
              )}
              {tab === 'site' && <SiteSettings draft={draft} focus={siteFocus} onChange={(d, key) => dispatch({ type: 'edit', fn: () => d, key })} />}
              {tab === 'menus' && <MenusSettings draft={draft} focus={siteFocus} onChange={(d, key) => dispatch({ type: 'edit', fn: () => d, key })} />}
            </div>
          </aside>
        </div>

        {notice && (
          <div className="ed-toast" role="status" data-testid="editor-notice">
            <span>{notice}</span>
            <button type="button" className="ed-icon" onClick={() => setNotice(null)} aria-label={t('close')}>
              ✕
            </button>
          </div>
        )}
        {problems && <ProblemsDialog problems={problems} onGo={goToProblem} onClose={() => setProblems(null)} />}
        {showVersions && !viewing && (
          <VersionsDialog
            onRestore={(v) => void onRestore(v)}
            onView={(version, live) => setViewing({ version, live })}
            onClose={() => setShowVersions(false)}
            busy={busy}
          />
        )}
        {viewing && (
          <VersionView version={viewing.version} live={viewing.live} busy={busy} onRestore={(v) => void onRestore(v)} onClose={() => setViewing(null)} />
        )}
        {restoring && (
          <RestoreDialog version={restoring} busy={busy} onRestore={(choice) => void onRestoreChosen(restoring, choice)} onClose={() => setRestoring(null)} />
        )}
        {publishing && (
          <PublishChangesDialog
            key={publishing.changes.map((c) => `${c.unit}@${c.version}`).join()}
            changes={publishing.changes}
            refusal={publishing.refusal}
            busy={busy}
            onPublish={(chosen) => void onPublishChosen(chosen)}
            onReload={() => void onPublishReload()}
            onClose={() => setPublishing(null)}
          />
        )}
        {pages.refusal && <LinkRefusalDialog refusal={pages.refusal} blockTitle={blockTitle} onClose={pages.closeRefusal} />}
        {creating && (
          <NewPageDialog
            draftCodes={draft.pageList.map((p) => p.pageCode)}
            onCancel={() => setCreating(false)}
            onCreate={(code, name) => {
              setCreating(false);
              dispatch({ type: 'edit', fn: (d) => addPage(d, blankPage(code, name), pageCode), page: code, select: null });
              setTab('page');
              setLeft('add');
            }}
          />
        )}
        {media && (
          <MediaLibrary
            onPick={(url) => {
              media.resolve(url);
              setMedia(null);
            }}
            onClose={() => {
              media.resolve(null);
              setMedia(null);
            }}
          />
        )}
      </div>
    </EditorToolsContext.Provider>
  );
}
