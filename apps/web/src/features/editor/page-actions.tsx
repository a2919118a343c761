import { useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AppDraftLike, LinkRef } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { deletePage, duplicatePage, linksTo, movePage, pageCodeProblem, updatePage } from './draft-ops.ts';
import type { EditorAction, EditorState } from './editor-state.ts';
import { fieldPathText } from './field-path.ts';
import { EditorDialog } from './EditorDialog.tsx';
import type { PageActions } from './PagesPanel.tsx';

/** Why a page was not deleted or renamed: the places that still link to it. */
export interface LinkRefusalState {
  title: string;
  links: LinkRef[];
}

/**
 * The page list's actions and the page code's rename. A page other places still link to is neither
 * deleted nor renamed: the refusal names each link instead; the last page is never deleted.
 */
export function usePageActions({
  t,
  draft,
  stateRef,
  dispatch,
  onOpen,
  onCreate,
  setNotice,
}: {
  t: TFunction;
  draft: AppDraftLike;
  stateRef: MutableRefObject<EditorState>;
  dispatch: (action: EditorAction) => void;
  onOpen: () => void;
  onCreate: () => void;
  setNotice: (notice: string | null) => void;
}) {
  const [refusal, setRefusal] = useState<LinkRefusalState | null>(null);
  const refuseIfLinked = (code: string, title: string) => {
    const links = linksTo(stateRef.current.draft, code);
    if (links.length) setRefusal({ title, links });
    return links.length > 0;
  };
  const actions: PageActions = {
    open: (code: string) => {
      dispatch({ type: 'page', code });
      onOpen();
    },
    create: onCreate,
    duplicate: (code: string) => {
      const res = duplicatePage(draft, code);
      dispatch({ type: 'edit', fn: () => res.draft, page: res.code, select: null });
    },
    remove: (code: string) => {
      if (draft.pageList.length <= 1) return setNotice(t('lastPage'));
      if (refuseIfLinked(code, t('cannotDelete', { code }))) return;
      void dialogs.confirm(t('deletePageConfirm', { code }), { kind: 'warning' }).then((ok) => {
        if (ok) dispatch({ type: 'edit', fn: (d) => deletePage(d, code), select: null });
      });
    },
    move: (code: string, to: number) => dispatch({ type: 'edit', fn: (d) => movePage(d, code, to) }),
  };
  const renameCode = (from: string, to: string) => {
    if (pageCodeProblem(draft, to, from)) return;
    if (refuseIfLinked(from, t('cannotRename', { code: from }))) return;
    dispatch({ type: 'edit', fn: (d) => updatePage(d, from, (p) => ({ ...p, pageCode: to })), page: to });
  };
  return { actions, renameCode, refusal, closeRefusal: () => setRefusal(null) };
}

/** The refusal to delete or rename a page still linked to: each link by page, block and field. */
export function LinkRefusalDialog({ refusal, blockTitle, onClose }: { refusal: LinkRefusalState; blockTitle: (type: string) => string; onClose: () => void }) {
  const { t, i18n } = useTranslation('editor');
  return (
    <EditorDialog title={refusal.title} onClose={onClose} testId="link-refusal">
      <p>{t('stillLinked', { count: refusal.links.length })}</p>
      <ul className="ed-refusal">
        {refusal.links.map((l, i) => (
          <li key={i}>
            {l.pageCode ? `${t('page')} ${l.pageCode}` : t('siteWide')}
            {l.blockType ? ` · ${blockTitle(l.blockType)} (${l.blockId})` : ''} · {fieldPathText(l.field, t, (k) => i18n.exists(k))}
          </li>
        ))}
      </ul>
    </EditorDialog>
  );
}
