import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, DEFAULT_PHONE_AREA, MEMBER_ADDRESS_MAX, MEMBER_FIELD_MAX as MAX, type MemberAddress } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { CheckField, PhoneFields, TextField } from './fields.tsx';
import { fieldErrors } from '../../../lib/forms.ts';
import { addressesKey, useAddresses } from '../api/get-vip-addr-list.ts';
import { updateVipAddrCall } from '../api/update-vip-addr.ts';

type Draft = {
  id?: number;
  receiverName: string;
  phoneAreaCode: string;
  phone: string;
  area: string;
  province: string;
  district: string;
  detail: string;
  isDefault: boolean;
};
const emptyDraft = (): Draft => ({
  receiverName: '',
  phoneAreaCode: DEFAULT_PHONE_AREA,
  phone: '',
  area: '',
  province: '',
  district: '',
  detail: '',
  isDefault: false,
});

/** The member's delivery addresses: list, add, edit, delete (getVipAddrList / updateVipAddr). */
export function Addresses() {
  const { t } = useTranslation('memberPages');
  const client = useQueryClient();
  const query = useAddresses();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = query.data ?? [];

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const { id, ...address } = draft;
    const errs = fieldErrors(addressInputSchema, address);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      const res = await loading.around(updateVipAddrCall({ action: 'save', ...(id ? { id } : {}), address }));
      client.setQueryData(addressesKey, res.list);
      setDraft(null);
      dialogs.toast(t('saved'), 'success');
    } catch (error) {
      void dialogs.alert(errorMessage(error, t), { kind: 'error' });
    }
  }
  async function remove(a: MemberAddress) {
    if (!(await dialogs.confirm(t('deleteConfirm')))) return;
    try {
      const res = await loading.around(updateVipAddrCall({ action: 'delete', id: a.id }));
      client.setQueryData(addressesKey, res.list);
    } catch (error) {
      void dialogs.alert(errorMessage(error, t), { kind: 'error' });
    }
  }
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const set = (k: keyof Draft) => (v: string | boolean) => setDraft((d) => (d ? { ...d, [k]: v } : d));

  return (
    <div className="mcard">
      <h2 className="mcard__title">{t('addresses')}</h2>
      {query.isSuccess && list.length === 0 && <p className="mform__hint">{t('noAddresses')}</p>}
      <ul className="maddr" data-testid="address-list">
        {list.map((a) => (
          <li key={a.id} className="maddr__item">
            <div>
              <strong>{a.receiverName}</strong>
              {a.isDefault && <span className="maddr__tag">{t('defaultTag')}</span>}
              <div>
                +{a.phoneAreaCode} {a.phone}
              </div>
              <div>{[a.detail, a.district, a.province, a.area].filter(Boolean).join(', ')}</div>
            </div>
            <div className="maddr__actions">
              <button
                type="button"
                className="ui-button ui-button--ghost"
                onClick={() => {
                  setErrors({});
                  setDraft({ ...a });
                }}
              >
                {t('edit')}
              </button>
              <button type="button" className="ui-button ui-button--ghost" onClick={() => void remove(a)}>
                {t('deleteAddress')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {!draft && list.length < MEMBER_ADDRESS_MAX && (
        <button
          type="button"
          className="ui-button"
          onClick={() => {
            setErrors({});
            setDraft(emptyDraft());
          }}
        >
          {t('addAddress')}
        </button>
      )}
      {draft && (
        <form className="mform" onSubmit={save} noValidate aria-label={draft.id ? t('editAddress') : t('addAddress')}>
          <h3 className="mcard__title">{draft.id ? t('editAddress') : t('addAddress')}</h3>
          <TextField
            label={t('receiverName')}
            name="receiverName"
            required
            value={draft.receiverName}
            onChange={set('receiverName')}
            error={err('receiverName')}
            maxLength={MAX.NAME * 2}
            autoComplete="name"
          />
          <PhoneFields
            area={draft.phoneAreaCode}
            phone={draft.phone}
            onArea={set('phoneAreaCode')}
            onPhone={set('phone')}
            names={{ area: 'addrArea', phone: 'addrPhone' }}
            phoneError={err('phone')}
          />
          <div className="mform__grid">
            <TextField label={t('area')} name="area" required value={draft.area} onChange={set('area')} error={err('area')} maxLength={MAX.ADDRESS_PART} />
            <TextField
              label={t('addressProvince')}
              name="province"
              value={draft.province}
              onChange={set('province')}
              error={err('province')}
              maxLength={MAX.ADDRESS_PART}
            />
            <TextField
              label={t('addressDistrict')}
              name="district"
              value={draft.district}
              onChange={set('district')}
              error={err('district')}
              maxLength={MAX.ADDRESS_PART}
            />
            <TextField
              label={t('addressDetail')}
              name="detail"
              required
              value={draft.detail}
              onChange={set('detail')}
              error={err('detail')}
              maxLength={MAX.ADDRESS_DETAIL}
            />
          </div>
          <CheckField label={t('isDefault')} checked={draft.isDefault} onChange={set('isDefault')} name="isDefault" />
          <div className="mform__actions">
            <button type="button" className="ui-button ui-button--ghost" onClick={() => setDraft(null)}>
              {t('common:cancel')}
            </button>
            <button type="submit" className="ui-button">
              {t('save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
