import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boCreateStaff, PASSWORD_RULE, STAFF_FIELD_MAX, STAFF_ROLES, type BoStaffRow, type CallRequest } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useStaffList, useStaffWrites } from './api/staff.ts';
import { useGoodsOptions } from './goods/goods-api.ts';
import { currentLang } from '../../lib/i18n.ts';
import { textIn, usePagedList } from './list-tools.tsx';
import { Form, useForm } from '../../lib/use-form.tsx';
import { BoFormError, boInvalid } from './parts/bo-form.tsx';
import { BoListPage } from './parts/BoPage.tsx';
import { SubmitRow } from './parts/record-form.tsx';
import { CodeOptions } from '../../components/ui/CodeOptions.tsx';

/** Staff accounts (role 6): what `npm run staff` does, for a signed-in merchant admin. */
export function StaffAccountsPage() {
  const { t } = useTranslation('backOffice');
  const paged = usePagedList();
  const { pageNo, pageSize } = paged;
  const list = useStaffList({ pageNo, pageSize, search: paged.debounced });

  return (
    <BoListPage id="bo-staff-title" title={t('staffTitle')} intro={<CreateStaffForm />} paged={paged} query={list} testId="bo-staff-list">
      {(s) => <StaffRow key={s.id} staff={s} />}
    </BoListPage>
  );
}

function RolesPicker({
  roles,
  defaultRole,
  onChange,
  idPrefix,
}: {
  roles: number[];
  defaultRole: number;
  onChange: (roles: number[], defaultRole: number) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <fieldset className="bo-field bo-field--wide">
        <legend>{t('staffRoles')}</legend>
        <div className="bo-checks">
          {STAFF_ROLES.map((r) => (
            <label key={r} className="bo-check">
              <input
                type="checkbox"
                checked={roles.includes(r)}
                data-testid={`${idPrefix}-role-${r}`}
                onChange={(e) => {
                  const next = e.target.checked ? [...roles, r].sort() : roles.filter((x) => x !== r);
                  onChange(next, next.includes(defaultRole) ? defaultRole : (next[0] ?? defaultRole));
                }}
              />
              <span>{t(`role${r}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-default`}>{t('staffDefaultRole')}</label>
        <select id={`${idPrefix}-default`} value={defaultRole} onChange={(e) => onChange(roles, Number(e.target.value))}>
          <CodeOptions codes={roles} t={t} prefix="role" />
        </select>
      </div>
    </>
  );
}

function CreateStaffForm() {
  const { t } = useTranslation('backOffice');
  const { create } = useStaffWrites();
  const blank = { username: '', displayName: '', password: '', roles: [2] as number[], defaultRole: 2 };
  const form = useForm({
    schema: boCreateStaff.request,
    initial: blank,
    send: (input: CallRequest<typeof boCreateStaff>) => create.mutateAsync(input),
    done: (made) => {
      dialogs.toast(t('staffCreated', { username: made.username }));
      form.setValues(blank);
    },
    t,
  });
  const { values: v, patch } = form;
  const invalid = (k: string) => boInvalid(form, k);
  const labels = { username: t('staffUsername'), displayName: t('staffDisplayName'), password: t('staffPassword'), roles: t('staffRoles') };

  return (
    <details className="bo-card">
      <summary className="bo-card__summary" data-testid="bo-staff-new">
        {t('staffNew')}
      </summary>
      <Form form={form} className="bo-form" data-testid="bo-staff-form">
        <BoFormError form={form} t={t} labels={labels} />
        <div className="bo-form__grid">
          <div className="bo-field">
            <label htmlFor="bo-staff-username">{t('staffUsername')}</label>
            <input
              id="bo-staff-username"
              value={v.username}
              maxLength={STAFF_FIELD_MAX.USERNAME}
              autoComplete="off"
              aria-invalid={invalid('username')}
              onChange={(e) => patch({ username: e.target.value })}
            />
            <small className="bo-field__hint">a-z 0-9 . _ -</small>
          </div>
          <div className="bo-field">
            <label htmlFor="bo-staff-display">{t('staffDisplayName')}</label>
            <input
              id="bo-staff-display"
              value={v.displayName}
              maxLength={STAFF_FIELD_MAX.DISPLAY_NAME}
              aria-invalid={invalid('displayName')}
              onChange={(e) => patch({ displayName: e.target.value })}
            />
          </div>
          <div className="bo-field">
            <label htmlFor="bo-staff-password">{t('staffPassword')}</label>
            <input
              id="bo-staff-password"
              type="password"
              autoComplete="new-password"
              value={v.password}
              maxLength={PASSWORD_RULE.maxLength}
              aria-invalid={invalid('password')}
              onChange={(e) => patch({ password: e.target.value })}
            />
            <small className="bo-field__hint">{t('staffPasswordHint')}</small>
          </div>
          <RolesPicker idPrefix="bo-staff-new" roles={v.roles} defaultRole={v.defaultRole} onChange={(roles, defaultRole) => patch({ roles, defaultRole })} />
        </div>
        <SubmitRow busy={form.pending} label={t('staffCreate')} testId="bo-staff-create" />
      </Form>
    </details>
  );
}

function StaffRow({ staff }: { staff: BoStaffRow }) {
  const { t } = useTranslation('backOffice');
  const writes = useStaffWrites();
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState({ roles: staff.roles, defaultRole: staff.defaultRole });

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      dialogs.toast(done);
      return true;
    } catch (err) {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
      return false;
    }
  }

  async function onToggle() {
    if (!staff.disabled && !(await dialogs.confirm(t('staffDisableConfirm', { username: staff.username })))) return;
    await run(
      () => writes.setDisabled.mutateAsync({ id: staff.id, baseVersion: staff.version, disabled: !staff.disabled }),
      staff.disabled ? t('staffActive') : t('staffDisabled'),
    );
  }

  async function onReset() {
    const password = await dialogs.prompt(t('staffResetPrompt', { username: staff.username }), { type: 'password', hint: t('staffPasswordHint') });
    if (!password) return;
    await run(() => writes.resetPassword.mutateAsync({ id: staff.id, password }), t('staffResetDone'));
  }

  return (
    <li className={`bo-staff${staff.disabled ? ' bo-row--inactive' : ''}`} data-testid={`bo-staff-${staff.username}`}>
      <div className="bo-staff__who">
        <strong>{staff.username}</strong> <span>{staff.displayName}</span>
        <span className="bo-row__detail">
          {staff.roles.map((r) => t(`role${r}`)).join(' · ')} · {staff.disabled ? t('staffDisabled') : t('staffActive')}
        </span>
        <StaffShop
          staff={staff}
          onSave={(storeCode) => run(() => writes.setShop.mutateAsync({ id: staff.id, baseVersion: staff.version, storeCode }), t('staffShopSaved'))}
        />
      </div>
      <div className="bo-staff__actions">
        <button type="button" className="bo-button bo-button--ghost" onClick={() => void onToggle()}>
          {staff.disabled ? t('staffEnable') : t('staffDisable')}
        </button>
        <button type="button" className="bo-button bo-button--ghost" onClick={() => void onReset()}>
          {t('staffReset')}
        </button>
        <button type="button" className="bo-button bo-button--ghost" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t('staffEditRoles')}
        </button>
      </div>
      {editing ? (
        <div className="bo-form__grid bo-staff__roles">
          <RolesPicker
            idPrefix={`bo-staff-${staff.id}`}
            roles={roles.roles}
            defaultRole={roles.defaultRole}
            onChange={(r, d) => setRoles({ roles: r, defaultRole: d })}
          />
          <div className="bo-form__actions">
            <button
              type="button"
              className="bo-button"
              disabled={roles.roles.length === 0}
              onClick={() =>
                void run(() => writes.setRoles.mutateAsync({ id: staff.id, baseVersion: staff.version, ...roles }), t('staffRolesSaved')).then(
                  (ok) => ok && setEditing(false),
                )
              }
            >
              {t('staffSaveRoles')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The shop a counter account works at (decision 134): its role 2 hands over that shop's pick-ups. */
function StaffShop({ staff, onSave }: { staff: BoStaffRow; onSave: (storeCode: string | null) => Promise<boolean> }) {
  const { t } = useTranslation('backOffice');
  const options = useGoodsOptions();
  const lang = currentLang();
  const id = `bo-staff-${staff.id}-shop`;
  return (
    <span className="bo-field">
      <label htmlFor={id}>{t('staffShop')}</label>
      <select id={id} value={staff.storeCode ?? ''} onChange={(e) => void onSave(e.target.value || null)} data-testid={`bo-staff-${staff.username}-shop`}>
        <option value="">{t('staffNoShop')}</option>
        {options.data?.shops.map((s) => (
          <option key={s.code} value={s.code}>
            {textIn(s.title, lang)} ({s.code})
          </option>
        ))}
      </select>
    </span>
  );
}
