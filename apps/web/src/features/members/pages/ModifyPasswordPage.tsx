import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePassword, firstLoginResetPassword } from '@shop/contract';
import { MEMBER_QUERY_KEY } from '../../../lib/member.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { alertFailure, passwordsMatch, TextField, NewPasswordFields, SubmitRow } from '../components/fields.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { changePasswordCall } from '../api/change-password.ts';
import { firstLoginResetPasswordCall } from '../api/first-login-reset-password.ts';
import { systemUpgradeFirstLoginCall } from '../api/system-upgrade-first-login.ts';
import { returnPath } from '../return-path.ts';

type Variant = 'change' | 'firstLogin' | 'upgrade';

/**
 * /modifyPassword (current password needed), /modifyPasswordFirstLogin (after counter registration)
 * and /modifyPasswordToUpgrade (system upgrade); all back to isBeFrom afterwards.
 */
export function ModifyPasswordPage({ variant }: { variant: Variant }) {
  return <ModifyPasswordForm variant={variant} />;
}
export const ModifyPassword = () => <ModifyPasswordPage variant="change" />;
export const ModifyPasswordFirstLogin = () => <ModifyPasswordPage variant="firstLogin" />;
export const ModifyPasswordToUpgrade = () => <ModifyPasswordPage variant="upgrade" />;

export function ModifyPasswordForm({ variant, embedded }: { variant: Variant; embedded?: boolean }) {
  const { t } = useTranslation('memberPages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const blank = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const form = useForm({
    schema: variant === 'change' ? changePassword.request : firstLoginResetPassword.request,
    initial: blank,
    request: ({ oldPassword, ...pair }) => (variant === 'change' ? { oldPassword, ...pair } : pair),
    check: passwordsMatch('newPassword'),
    send: (_request, { oldPassword, ...pair }) =>
      loading.around(
        variant === 'change'
          ? changePasswordCall({ oldPassword, ...pair })
          : variant === 'firstLogin'
            ? firstLoginResetPasswordCall(pair)
            : systemUpgradeFirstLoginCall(pair),
      ),
    done: async () => {
      await client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      form.setValues(blank);
      dialogs.toast(t('passwordChanged'), 'success');
      if (!embedded) navigate(returnPath(params), { replace: true });
    },
    failed: alertFailure(t),
    t,
  });
  const { bind } = form;

  const title = variant === 'change' ? t('modifyTitle') : variant === 'firstLogin' ? t('firstLoginTitle') : t('upgradeTitle');
  const lead = variant === 'firstLogin' ? t('firstLoginText') : variant === 'upgrade' ? t('upgradeText') : undefined;
  const body = (
    <Form form={form} className="mcard mform">
      {variant === 'change' && (
        <TextField {...bind('oldPassword')} label={t('oldPassword')} type="password" required autoComplete="current-password" maxLength={64} />
      )}
      <NewPasswordFields form={form} />
      <SubmitRow label={t('save')} />
    </Form>
  );
  if (embedded) return body;
  return (
    <MemberPage title={title} {...(lead ? { lead } : {})} narrow>
      {body}
    </MemberPage>
  );
}
