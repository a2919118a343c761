import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { ROLE } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import { session } from '../../lib/session.ts';
import { editorKeys, loadDraft } from './editor-api.ts';
import { Editor } from './Editor.tsx';
import './editor.css';
import './strings.ts';

const useStaffRole = () =>
  useSyncExternalStore(
    session.subscribe,
    () => session.staffRole(),
    () => null,
  );

/**
 * `/wvEdit`, the page editor (role 5). The guard only mirrors the server, which refuses every editor
 * call to anyone else; without a staff session the editor goes to /staffLogin.
 */
export function EditorScreen() {
  const { t } = useTranslation('editor');
  const role = useStaffRole();
  const draft = useQuery({
    queryKey: editorKeys.draft(),
    queryFn: loadDraft,
    enabled: role === ROLE.EDITOR,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (role === null) return <Navigate to="/staffLogin" replace />;
  if (role !== ROLE.EDITOR) {
    return (
      <section className="ed-refused">
        <h1>{t('refusedTitle')}</h1>
        <p>{t('refusedText')}</p>
        <Link to="/staffLogin">{t('switchAccount')}</Link>
      </section>
    );
  }
  if (draft.isError) return <p className="ed-refused ed-invalid">{(draft.error as Error).message || t('failed')}</p>;
  if (!draft.data)
    return (
      <div className="ed-loading" aria-busy="true">
        {t('loading')}
      </div>
    );
  return <Editor initial={draft.data} />;
}
