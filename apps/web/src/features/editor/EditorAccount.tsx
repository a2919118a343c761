import { useTranslation } from 'react-i18next';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { useNavigate } from 'react-router';
import { LANGS, type Lang, type pageStaffLogout } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';
import { currentLang, setLang } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { LANG_SHORT } from '../../lib/lang-names.ts';

/** Who is editing, the editor's interface language, and logging out (the editor has no staff bar). */
export function EditorAccount({ beforeLeave }: { beforeLeave: () => Promise<unknown> }) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const user = session.staffUser();
  const logout = async () => {
    if (!(await dialogs.confirm(t('logoutConfirm')))) return;
    await beforeLeave().catch(() => {});
    await callApi<typeof pageStaffLogout>('app/page/user/pageStaffLogout', {}, { staff: true }).catch(() => {});
    session.setStaffUser(null);
    navigate('/staffLogin', { replace: true });
  };
  return (
    <span className="ed-row ed-account">
      {user?.displayName && (
        <span className="ed-note" data-testid="editor-user">
          {user.displayName}
        </span>
      )}
      <select aria-label={t('uiLanguage')} value={currentLang()} onChange={(e) => void setLang(e.target.value as Lang)}>
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {LANG_SHORT[l]}
          </option>
        ))}
      </select>
      <button type="button" className="ed-btn ed-btn--ghost" onClick={() => void logout()}>
        {t('logout')}
      </button>
    </span>
  );
}
