import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePassword, firstLoginResetPassword } from '@shop/contract';
import { MEMBER_QUERY_KEY } from '../../../lib/member.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { TextField, NewPasswordFields, SubmitRow } from '../components/fields.tsx';
import { fieldErrors } from '../../../lib/forms.ts';
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
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs = fieldErrors(variant === 'change' ? changePassword.request : firstLoginResetPassword.request, v);
    if (!errs.confirmPassword && !errs.newPassword && v.newPassword !== v.confirmPassword) errs.confirmPassword = 'err_mismatch';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const pair = { newPassword: v.newPassword, confirmPassword: v.confirmPassword };
    try {
      await loading.around(
        variant === 'change'
          ? changePasswordCall({ oldPassword: v.oldPassword, ...pair })
          : variant === 'firstLogin'
            ? firstLoginResetPasswordCall(pair)
            : systemUpgradeFirstLoginCall(pair),
      );
      await client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      setV({ oldPassword: '', newPassword: '', confirmPassword: '' });
      dialogs.toast(t('passwordChanged'), 'success');
      if (!embedded) navigate(returnPath(params), { replace: true });
    } catch (error) {
      void dialogs.alert(errorMessage(error, t), { kind: 'error' });
    }
  }

  const title = variant === 'change' ? t('modifyTitle') : variant === 'firstLogin' ? t('firstLoginTitle') : t('upgradeTitle');
  const lead = variant === 'firstLogin' ? t('firstLoginText') : variant === 'upgrade' ? t('upgradeText') : undefined;
  const form = (
    <form className="mcard mform" onSubmit={submit} noValidate>
      {variant === 'change' && (
        <TextField
          label={t('oldPassword')}
          name="oldPassword"
          type="password"
          value={v.oldPassword}
          onChange={set('oldPassword')}
          required
          error={err('oldPassword')}
          autoComplete="current-password"
          maxLength={64}
        />
      )}
      <NewPasswordFields values={v} set={set} err={err} />
      <SubmitRow label={t('save')} />
    </form>
  );
  if (embedded) return form;
  return (
    <MemberPage title={title} {...(lead ? { lead } : {})} narrow>
      {form}
    </MemberPage>
  );
}
