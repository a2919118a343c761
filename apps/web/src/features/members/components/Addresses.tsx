import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, DEFAULT_PHONE_AREA, MEMBER_ADDRESS_MAX, MEMBER_FIELD_MAX as MAX, type MemberAddress } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { alertFailure, CheckField, FormPhoneFields, TextField } from './fields.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
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
  const list = query.data ?? [];

  async function remove(a: MemberAddress) {
    if (!(await dialogs.confirm(t('deleteConfirm')))) return;
    try {
      const res = await loading.around(updateVipAddrCall({ action: 'delete', id: a.id }));
      client.setQueryData(addressesKey, res.list);
    } catch (error) {
      void dialogs.alert(errorMessage(error, t), { kind: 'error' });
    }
  }

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
              <button type="button" className="ui-button ui-button--ghost" onClick={() => setDraft({ ...a })}>
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
        <button type="button" className="ui-button" onClick={() => setDraft(emptyDraft())}>
          {t('addAddress')}
        </button>
      )}
      {draft && <AddressForm key={draft.id ?? 'new'} draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}

/** One address being added or edited: the save call's own address schema decides. */
function AddressForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation('memberPages');
  const client = useQueryClient();
  const form = useForm({
    schema: addressInputSchema,
    initial: draft,
    request: ({ id: _id, ...address }: Draft) => address,
    send: (address: Omit<Draft, 'id'>) => loading.around(updateVipAddrCall({ action: 'save', ...(draft.id ? { id: draft.id } : {}), address })),
    done: (res) => {
      client.setQueryData(addressesKey, res.list);
      onClose();
      dialogs.toast(t('saved'), 'success');
    },
    failed: alertFailure(t),
    t,
  });
  const { values: v, set, bind } = form;
  return (
    <Form form={form} className="mform" aria-label={draft.id ? t('editAddress') : t('addAddress')}>
      <h3 className="mcard__title">{draft.id ? t('editAddress') : t('addAddress')}</h3>
      <TextField {...bind('receiverName')} label={t('receiverName')} required maxLength={MAX.NAME * 2} autoComplete="name" />
      <FormPhoneFields form={form} names={{ area: 'addrArea', phone: 'addrPhone' }} />
      <div className="mform__grid">
        <TextField {...bind('area')} label={t('area')} required maxLength={MAX.ADDRESS_PART} />
        <TextField {...bind('province')} label={t('addressProvince')} maxLength={MAX.ADDRESS_PART} />
        <TextField {...bind('district')} label={t('addressDistrict')} maxLength={MAX.ADDRESS_PART} />
        <TextField {...bind('detail')} label={t('addressDetail')} required maxLength={MAX.ADDRESS_DETAIL} />
      </div>
      <CheckField label={t('isDefault')} checked={v.isDefault} onChange={set('isDefault')} name="isDefault" />
      <div className="mform__actions">
        <button type="button" className="ui-button ui-button--ghost" onClick={onClose}>
          {t('common:cancel')}
        </button>
        <button type="submit" className="ui-button">
          {t('save')}
        </button>
      </div>
    </Form>
  );
}
