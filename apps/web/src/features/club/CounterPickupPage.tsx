import { useState, type FormEvent } from 'react';
import { clubKeys } from '../../lib/club.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/links.tsx';
import { COUNTER_PAYMENT_METHODS, formatAmount, MEMBER_QR_PREFIX, STAFF_FIELD_MAX, wireText, type CounterPaymentMethod } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { collectFetch, useCounterLookup, useCounterShops } from './api/counter.ts';
import { RedemptionCard } from './RedemptionParts.tsx';
import { CodeOptions } from '../../components/ui/CodeOptions.tsx';
import './club.css';
import './strings.ts';

/**
 * /registerByStaff/redemptionPickup (role 2): the counter scans (a scanner types the member's QR payload)
 * or types the member's code, sees the redemptions waiting, takes the cash due and marks one collected.
 */
export function CounterPickupPage() {
  const { t } = useTranslation('club');
  const lang = currentLang();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const shops = useCounterShops();
  // The counter's shop is the staff account's, decided by the server (decision 183), not by this device.
  const found = useCounterLookup(query);
  const shop = found.data?.counterStoreCode ?? null;
  const shopName = shops.data?.list.find((s) => s.storeCode === shop);
  // The cash due is taken with its method and reference, as an order's is (decision 313).
  const [method, setMethod] = useState<CounterPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  // The member's collection code proves the member is here (issue 38); the member's signed QR does too.
  const [codes, setCodes] = useState<Record<string, string>>({});
  const byQr = query?.startsWith(`${MEMBER_QR_PREFIX}.`) ?? false;
  const collect = useMutation({
    mutationFn: ({ redemptionNo, cashDue }: { redemptionNo: string; cashDue: number }) =>
      collectFetch({
        query: query!,
        redemptionNo,
        // An empty code is left out: the server then names what is missing (50010).
        ...(!byQr && codes[redemptionNo]?.trim() ? { code: codes[redemptionNo].trim() } : {}),
        ...(cashDue > 0 ? { payment: { method, reference: reference.trim() } } : {}),
      }),
    onSuccess: (r) => {
      dialogs.toast(t('collected', { no: r.redemptionNo }));
      void client.invalidateQueries({ queryKey: clubKeys.counter() });
    },
    onError: (err) => void dialogs.alert(errorMessage(err, t), { kind: 'error' }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim()) setQuery(text.trim());
  }
  async function hand(no: string, cashDue: number) {
    const question =
      cashDue > 0
        ? t('collectConfirmPaid', { no, amount: formatAmount(cashDue), method: t(`payMethod_${method}`) })
        : t('collectConfirm', { no, amount: formatAmount(cashDue) });
    if (await dialogs.confirm(question)) collect.mutate({ redemptionNo: no, cashDue });
  }

  return (
    <div className="club container">
      <p>
        <Link to="/registerByStaff">{t('registerMembers')}</Link>
      </p>
      <h1 className="club__title">{t('counterTitle')}</h1>
      <form className="staff-form club-card" role="search" onSubmit={submit}>
        <label className="staff-field">
          <span>{t('memberCode')}</span>
          <input
            name="memberCode"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            maxLength={STAFF_FIELD_MAX.ENQUIRY}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <p className="club-note">{t('counterHint')}</p>
        <button type="submit" className="staff-button">
          {t('find')}
        </button>
      </form>
      {found.error ? <p role="alert">{errorMessage(found.error, t)}</p> : null}
      {found.data && (
        <>
          <p className="club-note" data-testid="counter-shop">
            {t('counterShop')}: {shopName ? wireText(shopName, 'name', lang) : (shop ?? t('noCounterShop'))}
          </p>
          <section className="club-card" data-testid="counter-member">
            <strong>{found.data.member.name}</strong> · {found.data.member.memberNo} · {found.data.member.phoneMasked}
          </section>
          <h2 className="club__subtitle">{t('waiting')}</h2>
          {found.data.list.length === 0 && <p className="club-card">{t('noneWaiting')}</p>}
          {found.data.list.map((r) => (
            <RedemptionCard key={r.redemptionNo} redemption={r}>
              <div className="club-actions">
                {r.pickupStoreCode === shop && r.cashDue > 0 ? (
                  <div className="staff-form" data-testid="counter-payment">
                    <label className="staff-field">
                      <span>{t('payMethod')}</span>
                      <select value={method} onChange={(e) => setMethod(e.target.value as CounterPaymentMethod)}>
                        <CodeOptions codes={COUNTER_PAYMENT_METHODS} t={t} prefix="payMethod_" />
                      </select>
                    </label>
                    <label className="staff-field">
                      <span>{t('payReference')}</span>
                      <input value={reference} maxLength={40} onChange={(e) => setReference(e.target.value)} autoComplete="off" />
                    </label>
                  </div>
                ) : null}
                {r.pickupStoreCode === shop && !byQr ? (
                  <label className="staff-field">
                    <span>{t('counterCode')}</span>
                    <input
                      name="collectionCode"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={6}
                      value={codes[r.redemptionNo] ?? ''}
                      onChange={(e) => setCodes({ ...codes, [r.redemptionNo]: e.target.value })}
                    />
                    <small className="club-note">{t('collectionCodeHint')}</small>
                  </label>
                ) : null}
                {r.pickupStoreCode === shop ? (
                  <button type="button" className="staff-button" disabled={collect.isPending} onClick={() => void hand(r.redemptionNo, r.cashDue)}>
                    {t('markCollected')}
                  </button>
                ) : (
                  <span className="club-note">{t('otherShop', { shop: wireText(r, 'pickupStoreName', lang) })}</span>
                )}
              </div>
            </RedemptionCard>
          ))}
        </>
      )}
    </div>
  );
}
