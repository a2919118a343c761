import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/links.tsx';
import { ROLE } from '@shop/contract';
import { RouteGuard } from '../../lib/route-guard-element.tsx';
import { useDraftQuery } from './editor-api.ts';
import { Editor } from './Editor.tsx';
import './editor.css';
import './strings.ts';

const EDITOR_NEED = { staffRoles: [ROLE.EDITOR] } as const;

/**
 * `/wvEdit`, the page editor (role 5), behind the one route guard (`RouteGuard`), which only mirrors
 * the server (it refuses every editor call to anyone else); without a staff session the editor goes to
 * /staffLogin.
 */
export function EditorScreen() {
  const { t } = useTranslation('editor');
  const refused = (
    <section className="ed-refused">
      <h1>{t('refusedTitle')}</h1>
      <p>{t('refusedText')}</p>
      <Link to="/staffLogin">{t('switchAccount')}</Link>
    </section>
  );
  return (
    <RouteGuard need={EDITOR_NEED} refused={refused}>
      <EditorDraft />
    </RouteGuard>
  );
}

/** The draft, loaded once the guard lets the editor in. */
function EditorDraft() {
  const { t } = useTranslation('editor');
  const draft = useDraftQuery();
  if (draft.isError) return <p className="ed-refused ed-invalid">{(draft.error as Error).message || t('failed')}</p>;
  if (!draft.data)
    return (
      <div className="ed-loading" aria-busy="true">
        {t('loading')}
      </div>
    );
  return <Editor initial={draft.data} />;
}
