import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { boAdjustCustomerPoints, CUSTOMERS, personName, type CallRequest, type CustomerDetail } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { Link } from '../../../lib/links.tsx';
import { addCatalogue, currentLang } from '../../../lib/i18n.ts';
import { boMessagesCatalogue } from '../messages/messages.i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatTime, textIn } from '../list-tools.tsx';
import { OrderStatus, useMoney } from '../OrderView.tsx';
import { adjustPointsCall, setCustomerDisabledCall, useCustomer } from './customers-api.ts';
import { boKeys } from '../api/keys.ts';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { BoFormError, boField } from '../parts/bo-form.tsx';
import { DeltaField, TextField } from '../parts/fields.tsx';
import { Tile } from '../parts/Tile.tsx';

// The member's messages are named in the messages panel's words (an event, a channel, a status).
addCatalogue(boMessagesCatalogue);

/** A message's event code (`order_ready`) as words; a subject the message was given is shown as it is. */
const EVENT_CODE = /^[a-z]+(?:_[a-z]+)+$/;

/** A member's page (roles 3 and 6): each opening is audited on the server. */
export function CustomerPage({ memberNo }: { memberNo: string }) {
  const { t } = useTranslation('boHome');
  const q = useCustomer(memberNo);
  return (
    <section className="bo-page bo-customer" aria-labelledby="bo-customer-title" data-testid="bo-customer">
      <header className="bo-page__head">
        <h1 id="bo-customer-title">{q.data ? `${personName(q.data.profile, memberNo)} · ${memberNo}` : memberNo}</h1>
        <Link to="/backOffice/customers" className="bo-button bo-button--ghost">
          {t('customersTitle')}
        </Link>
      </header>
      <p className="bo-home__sub">{t('viewAudited')}</p>
      {q.isError ? <p className="bo-error">{errorMessage(q.error, t)}</p> : null}
      {q.data ? <CustomerBody d={q.data} memberNo={memberNo} /> : null}
    </section>
  );
}

function CustomerBody({ d, memberNo }: { d: CustomerDetail; memberNo: string }) {
  const { t } = useTranslation('boHome');
  const { t: tm } = useTranslation('boMessages');
  const lang = currentLang();
  const money = useMoney();
  const p = d.profile;
  return (
    <div className="bo-customer__grid">
      <Tile title={t('profile')}>
        <dl className="bo-order__facts">
          <dt>{t('name')}</dt>
          <dd data-testid="bo-customer-name">{personName(p, memberNo)}</dd>
          <dt>{t('phone')}</dt>
          <dd data-testid="bo-customer-phone">
            +{p.phoneArea} {p.phone}
          </dd>
          <dt>{t('email')}</dt>
          <dd>{p.email ?? '—'}</dd>
          <dt>{t('birthday')}</dt>
          <dd>{p.birthMonth ? `${p.birthMonth}/${p.birthDay ?? ''}` : '—'}</dd>
          <dt>{t('level')}</dt>
          <dd>{p.level}</dd>
          <dt>{t('joined')}</dt>
          <dd>{formatTime(p.createdAt, lang)}</dd>
          <dt>{t('status')}</dt>
          <dd data-testid="bo-customer-status">{p.disabled ? t('memberDisabled') : t('memberActive')}</dd>
        </dl>
        <DisableButton memberNo={memberNo} disabled={p.disabled} />
      </Tile>
      <Tile
        title={
          <>
            {t('points')}: <span data-testid="bo-customer-balance">{d.points.balance}</span>
          </>
        }
      >
        <AdjustPointsForm memberNo={memberNo} />
      </Tile>
      <Tile title={t('addresses')}>
        <ul className="bo-home__waiting">
          {d.addresses.map((a) => (
            <li key={a.id}>
              {a.receiverName} · +{a.phoneArea} {a.phone} · {a.district} {a.detail}
            </li>
          ))}
        </ul>
      </Tile>
      <Tile
        wide
        title={
          <>
            {t('memberOrders')} ({d.orders.total})
          </>
        }
      >
        <ul className="bo-home__waiting">
          {d.orders.list.map((o) => (
            <li key={o.orderNo}>
              <Link to={`/backOffice/orders/${encodeURIComponent(o.orderNo)}`}>{o.orderNo}</Link> · <OrderStatus status={o.status} /> ·{' '}
              {formatTime(o.createdAt, lang)} · {money(o.totalPayPrice)}
            </li>
          ))}
        </ul>
      </Tile>
      <Tile title={t('pointsLedger')} wide>
        <table className="bo-home__list" data-testid="bo-customer-ledger">
          <tbody>
            {d.points.list.map((e) => (
              <tr key={e.id}>
                <td>{formatTime(e.createdAt, lang)}</td>
                <td>{e.delta > 0 ? `+${e.delta}` : e.delta}</td>
                <td>{t(`reason_${e.reason}`)}</td>
                <td translate={e.remark ? 'no' : undefined}>{e.remark || (e.source === 'back-office' ? t('source_back_office') : e.source)}</td>
                <td>{e.staffUsername ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tile>
      <Tile title={t('redemptions')}>
        <ul className="bo-home__waiting">
          {d.redemptions.map((r) => (
            <li key={r.redemptionNo}>
              {r.redemptionNo} · {t(`redemption_${r.status}`, { defaultValue: '—' })} · {r.totalPoints} · {textIn(r.pickupStoreName, lang)} ·{' '}
              {formatTime(r.createdAt, lang)}
            </li>
          ))}
        </ul>
      </Tile>
      <Tile title={t('messagesSent')} testId="bo-customer-messages">
        {d.messages.length === 0 ? (
          <p className="bo-empty">{t('messagesNone')}</p>
        ) : (
          <ul className="bo-home__waiting">
            {d.messages.map((m, i) => (
              <li key={i}>
                {formatTime(m.createdAt, lang)} · {tm(`channel_${m.channel}`)} ·{' '}
                {/* A subject is the message as it was sent, in the member's language: data (decision 459). */}
                {EVENT_CODE.test(m.subject) ? tm(`event_${m.subject}`, { defaultValue: tm('event_unknown') }) : <span translate="no">{m.subject}</span>} ·{' '}
                {tm(`status_${m.status}`)}
              </li>
            ))}
          </ul>
        )}
      </Tile>
    </div>
  );
}

function AdjustPointsForm({ memberNo }: { memberNo: string }) {
  const { t } = useTranslation('boHome');
  const client = useQueryClient();
  // One key per intended adjustment: a double click or a retried request adjusts once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [adjusted, setAdjusted] = useState<number | null>(null);
  const form = useForm({
    schema: boAdjustCustomerPoints.request,
    initial: { delta: '', reason: '' },
    request: (v) => ({ memberNo, delta: Number(v.delta), reason: v.reason, idempotencyKey: key }),
    send: (input: CallRequest<typeof boAdjustCustomerPoints>) => {
      setAdjusted(null);
      return adjustPointsCall(input);
    },
    done: async (r) => {
      setAdjusted(r.balance);
      form.setValues({ delta: '', reason: '' });
      setKey(crypto.randomUUID());
      await client.invalidateQueries({ queryKey: boKeys.customer(memberNo) });
    },
    t,
  });
  const { values: v } = form;
  return (
    <Form form={form} className="bo-form" data-testid="bo-adjust-points">
      <DeltaField label={t('adjustDelta')} limit={CUSTOMERS.ADJUST_MAX} {...boField(form, 'delta')} testId="bo-adjust-delta" />
      <TextField
        label={t('adjustReason')}
        required
        minLength={CUSTOMERS.REASON_MIN}
        maxLength={CUSTOMERS.REASON_MAX}
        {...boField(form, 'reason')}
        testId="bo-adjust-reason"
      />
      <button type="submit" className="bo-button" disabled={form.pending || !v.delta || Number(v.delta) === 0} data-testid="bo-adjust-save">
        {t('adjustSave')}
      </button>
      <BoFormError form={form} t={t} labels={{ delta: t('adjustDelta'), reason: t('adjustReason') }} testId="bo-adjust-error" />
      {adjusted !== null ? (
        <p className="bo-note" role="status" data-testid="bo-adjust-note">
          {t('adjusted', { balance: adjusted })}
        </p>
      ) : null}
    </Form>
  );
}

function DisableButton({ memberNo, disabled }: { memberNo: string; disabled: boolean }) {
  const { t } = useTranslation('boHome');
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    if (!disabled && !(await dialogs.confirm(t('confirmDisable'), { kind: 'warning' }))) return;
    try {
      await setCustomerDisabledCall({ memberNo, disabled: !disabled });
      await client.invalidateQueries({ queryKey: boKeys.customer(memberNo) });
    } catch (e) {
      setError(errorMessage(e, t));
    }
  };
  return (
    <>
      <button type="button" className="bo-button bo-button--ghost" onClick={() => void toggle()} data-testid="bo-customer-disable">
        {disabled ? t('enableMember') : t('disableMember')}
      </button>
      {error ? <p className="bo-error">{error}</p> : null}
    </>
  );
}
