import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pickText, viewingBookRequestSchema, viewingSendCode, type CallRequest, type viewingBook } from '@shop/contract';
import { fieldErrors } from '../../lib/forms.ts';
import { errorMessage } from '../../lib/errors.ts';
import { FieldError, Form, useForm } from '../../lib/use-form.tsx';
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

type BookRequest = CallRequest<typeof viewingBook>;

/** One labelled field with its problem (the form's text) read out with it through the one `FieldError`. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: (a: object) => React.ReactNode }) {
  return (
    <div className="viewing-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      <FieldError id={`${id}-error`} text={error} className="viewing-error" />
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
  const skuIds = shops.data?.pieces.map((p) => p.skuId) ?? [];

  /** The booking, checked with the call's own schema; a guest proves the phone with the SMS code. */
  const form = useForm({
    schema: viewingBookRequestSchema,
    initial: { storeCode: '', day: hkDayFromToday(1), startsAt: '', name: '', phoneAreaCode: '852', phone: '', verifyCode: '', email: '' },
    request: (v): BookRequest => ({
      storeCode: v.storeCode,
      skuIds,
      startsAt: v.startsAt,
      name: loggedIn ? user?.nickname || user?.memberNo || 'member' : v.name,
      ...(loggedIn ? {} : { phoneAreaCode: v.phoneAreaCode, phone: v.phone, verifyCode: v.verifyCode, email: v.email }),
    }),
    // The schema lets a member book without a code; a guest needs one.
    check: (v) => (!loggedIn && !v.verifyCode ? { verifyCode: 'err_required' } : {}),
    send: (request: BookRequest) => book.mutateAsync(request),
    done: (done) => void navigate(`/viewing/${done.viewing.code}?t=${encodeURIComponent(done.manageToken)}&booked=1`),
    failed: (err) => void dialogs.alert(errorMessage(err, t), { kind: 'error' }),
    t,
  });
  const { values: v, patch, err } = form;
  const set = (k: 'name' | 'phoneAreaCode' | 'phone' | 'verifyCode' | 'email') => (e: { target: { value: string } }) => patch({ [k]: e.target.value });

  /** The code is sent to a number the send call's own schema accepts. */
  const sendCode = async () => {
    const request = { phoneAreaCode: v.phoneAreaCode, phone: v.phone };
    const problems = fieldErrors(viewingSendCode.request, request);
    form.flag(problems);
    if (Object.keys(problems).length) return;
    try {
      await sendViewingCode(request);
      dialogs.toast(t('codeSent'));
    } catch (error) {
      await dialogs.alert(errorMessage(error, t), { kind: 'error' });
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
        <Form form={form} className="viewing-form" aria-label={t('bookTitle')}>
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
          <fieldset
            className="viewing-shops"
            aria-invalid={err('storeCode') ? true : undefined}
            aria-describedby={err('storeCode') ? 'viewing-shop-error' : undefined}
          >
            <legend>{t('shop')}</legend>
            {shops.data.shops.map((s) => (
              <label key={s.storeCode} className="viewing-shop">
                <input
                  type="radio"
                  name="viewing-shop"
                  value={s.storeCode}
                  checked={v.storeCode === s.storeCode}
                  disabled={s.unavailable.length > 0}
                  onChange={() => patch({ storeCode: s.storeCode, startsAt: '' })}
                  data-testid={`viewing-shop-${s.storeCode}`}
                />
                <span>{pickText(s.name, lang)}</span>
                <span className="viewing-muted">
                  {s.unavailable.length > 0 ? t('shopCannot') : s.transfer.length > 0 ? t('shopTransfer', { count: s.transfer.length }) : t('shopHoldsAll')}
                </span>
              </label>
            ))}
            <FieldError id="viewing-shop-error" text={err('storeCode') ? t('chooseShop') : undefined} className="viewing-error" />
          </fieldset>
          {v.storeCode ? (
            <SlotPicker
              storeCode={v.storeCode}
              skuIds={skuIds}
              day={v.day}
              onDay={(d) => patch({ day: d, startsAt: '' })}
              startsAt={v.startsAt}
              onSlot={(startsAt) => patch({ startsAt })}
              error={err('startsAt') ? 'chooseSlot' : undefined}
            />
          ) : null}
          <fieldset className="viewing-contact">
            <legend>{t('contact')}</legend>
            {loggedIn ? (
              <p data-testid="viewing-as-member">{t('asMember')}</p>
            ) : (
              <>
                <Field id="viewing-name" label={t('name')} error={err('name')}>
                  {(a) => <input {...a} autoComplete="name" value={v.name} onChange={set('name')} data-testid="viewing-name" />}
                </Field>
                <div className="viewing-phone">
                  <Field id="viewing-area" label={t('area')}>
                    {(a) => (
                      <select {...a} value={v.phoneAreaCode} onChange={set('phoneAreaCode')}>
                        <option value="852">+852</option>
                        <option value="853">+853</option>
                        <option value="86">+86</option>
                      </select>
                    )}
                  </Field>
                  <Field id="viewing-phone" label={t('phone')} error={err('phone')}>
                    {(a) => (
                      <input
                        {...a}
                        type="tel"
                        autoComplete="tel-national"
                        inputMode="numeric"
                        value={v.phone}
                        onChange={set('phone')}
                        data-testid="viewing-phone"
                      />
                    )}
                  </Field>
                </div>
                <button type="button" className="ui-button ui-button--ghost" onClick={() => void sendCode()} data-testid="viewing-send-code">
                  {t('sendCode')}
                </button>
                <Field id="viewing-code" label={t('code')} error={err('verifyCode')}>
                  {(a) => (
                    <input
                      {...a}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      value={v.verifyCode}
                      onChange={set('verifyCode')}
                      data-testid="viewing-code"
                    />
                  )}
                </Field>
                <Field id="viewing-email" label={t('email')} error={err('email')}>
                  {(a) => <input {...a} type="email" autoComplete="email" value={v.email} onChange={set('email')} />}
                </Field>
              </>
            )}
          </fieldset>
          <button type="submit" className="ui-button" disabled={form.pending} data-testid="viewing-book">
            {t('book')}
          </button>
        </Form>
      )}
    </div>
  );
}
