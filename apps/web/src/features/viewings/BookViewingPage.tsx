import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pickText, viewingBookRequestSchema } from '@shop/contract';
import { fieldErrors } from '../../lib/forms.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useMember } from '../../lib/member.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { sendViewingCode, useViewingActions, useViewingShops } from './api/viewings-api.ts';
import { hkDayFromToday, SlotPicker } from './SlotPicker.tsx';
import './strings.ts';
import './viewings.css';

const ids = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 5);

/** One labelled field with its error read out with it (the one field-error display of this feature). */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: (a: object) => React.ReactNode }) {
  const { t } = useTranslation('viewings');
  return (
    <div className="viewing-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p id={`${id}-error`} className="viewing-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** /bookViewing?sku=1,2 or ?spu=3: choose a shop, a day and a slot for up to five pieces, then book. */
export function BookViewingPage() {
  const { t } = useTranslation('viewings');
  const lang = currentLang();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shops = useViewingShops(ids(params.get('sku')), ids(params.get('spu')));
  const { loggedIn, user } = useMember();
  const { book } = useViewingActions();
  const [storeCode, setStoreCode] = useState('');
  const [day, setDay] = useState(hkDayFromToday(1));
  const [startsAt, setStartsAt] = useState('');
  const [guest, setGuest] = useState({ name: '', phoneAreaCode: '852', phone: '', verifyCode: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const skuIds = shops.data?.pieces.map((p) => p.skuId) ?? [];
  const set = (k: keyof typeof guest) => (e: { target: { value: string } }) => setGuest({ ...guest, [k]: e.target.value });

  const sendCode = async () => {
    const problem = fieldErrors(viewingBookRequestSchema.pick({ phoneAreaCode: true, phone: true }), guest).phone;
    if (problem || !guest.phone) return setErrors({ ...errors, phone: problem ?? 'err_required' });
    try {
      await sendViewingCode({ phoneAreaCode: guest.phoneAreaCode, phone: guest.phone });
      dialogs.toast(t('codeSent'));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = loggedIn ? user?.nickname || user?.memberNo || 'member' : guest.name;
    const values = {
      storeCode,
      skuIds,
      startsAt,
      name,
      ...(loggedIn ? {} : { phoneAreaCode: guest.phoneAreaCode, phone: guest.phone, verifyCode: guest.verifyCode, email: guest.email }),
    };
    const errs = fieldErrors(viewingBookRequestSchema, values);
    if (!loggedIn && !guest.verifyCode) errs.verifyCode ??= 'err_required';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      const done = await book.mutateAsync(values);
      navigate(`/viewing/${done.viewing.code}?t=${encodeURIComponent(done.manageToken)}&booked=1`);
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };

  if (shops.isError)
    return (
      <div className="viewing-page container">
        <h1>{t('bookTitle')}</h1>
        <p role="alert">{errorMessage(shops.error, t)}</p>
      </div>
    );
  return (
    <div className="viewing-page container">
      <h1>{t('bookTitle')}</h1>
      <p className="viewing-intro">{t('bookIntro')}</p>
      {!shops.data ? (
        <div aria-busy="true" className="viewing-skeleton" />
      ) : (
        <form className="viewing-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('bookTitle')}>
          <section aria-labelledby="viewing-pieces-h">
            <h2 id="viewing-pieces-h">{t('pieces')}</h2>
            <ul className="viewing-pieces" data-testid="viewing-pieces">
              {shops.data.pieces.map((p) => (
                <li key={p.skuId}>
                  {pickText(p.title, lang)} <span className="viewing-muted">({p.skuCode})</span>
                </li>
              ))}
            </ul>
          </section>
          <fieldset className="viewing-shops" aria-describedby={errors.storeCode ? 'viewing-shop-error' : undefined}>
            <legend>{t('shop')}</legend>
            {shops.data.shops.map((s) => (
              <label key={s.storeCode} className="viewing-shop">
                <input
                  type="radio"
                  name="viewing-shop"
                  value={s.storeCode}
                  checked={storeCode === s.storeCode}
                  disabled={s.unavailable.length > 0}
                  onChange={() => (setStoreCode(s.storeCode), setStartsAt(''))}
                  data-testid={`viewing-shop-${s.storeCode}`}
                />
                <span>{pickText(s.name, lang)}</span>
                <span className="viewing-muted">
                  {s.unavailable.length > 0 ? t('shopCannot') : s.transfer.length > 0 ? t('shopTransfer', { count: s.transfer.length }) : t('shopHoldsAll')}
                </span>
              </label>
            ))}
            {errors.storeCode ? (
              <p id="viewing-shop-error" className="viewing-error" role="alert">
                {t('chooseShop')}
              </p>
            ) : null}
          </fieldset>
          {storeCode ? (
            <SlotPicker
              storeCode={storeCode}
              skuIds={skuIds}
              day={day}
              onDay={(d) => (setDay(d), setStartsAt(''))}
              startsAt={startsAt}
              onSlot={setStartsAt}
              error={errors.startsAt ? 'chooseSlot' : undefined}
            />
          ) : null}
          <fieldset className="viewing-contact">
            <legend>{t('contact')}</legend>
            {loggedIn ? (
              <p data-testid="viewing-as-member">{t('asMember')}</p>
            ) : (
              <>
                <Field id="viewing-name" label={t('name')} error={errors.name}>
                  {(a) => <input {...a} autoComplete="name" value={guest.name} onChange={set('name')} data-testid="viewing-name" />}
                </Field>
                <div className="viewing-phone">
                  <Field id="viewing-area" label={t('area')}>
                    {(a) => (
                      <select {...a} value={guest.phoneAreaCode} onChange={set('phoneAreaCode')}>
                        <option value="852">+852</option>
                        <option value="853">+853</option>
                        <option value="86">+86</option>
                      </select>
                    )}
                  </Field>
                  <Field id="viewing-phone" label={t('phone')} error={errors.phone}>
                    {(a) => (
                      <input
                        {...a}
                        type="tel"
                        autoComplete="tel-national"
                        inputMode="numeric"
                        value={guest.phone}
                        onChange={set('phone')}
                        data-testid="viewing-phone"
                      />
                    )}
                  </Field>
                </div>
                <button type="button" className="ui-button ui-button--ghost" onClick={() => void sendCode()} data-testid="viewing-send-code">
                  {t('sendCode')}
                </button>
                <Field id="viewing-code" label={t('code')} error={errors.verifyCode}>
                  {(a) => (
                    <input
                      {...a}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      value={guest.verifyCode}
                      onChange={set('verifyCode')}
                      data-testid="viewing-code"
                    />
                  )}
                </Field>
                <Field id="viewing-email" label={t('email')} error={errors.email}>
                  {(a) => <input {...a} type="email" autoComplete="email" value={guest.email} onChange={set('email')} />}
                </Field>
              </>
            )}
          </fieldset>
          <button type="submit" className="ui-button" disabled={book.isPending} data-testid="viewing-book">
            {t('book')}
          </button>
        </form>
      )}
    </div>
  );
}
