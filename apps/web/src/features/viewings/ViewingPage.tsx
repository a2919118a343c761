import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { pickText, type Viewing } from '@shop/contract';
import { formatHk } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { currentLang } from '../../lib/i18n.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { useViewing, useViewingActions } from './api/viewings-api.ts';
import { SlotPicker } from './SlotPicker.tsx';
import './strings.ts';
import './viewings.css';

/** One booking as its shopper sees it: where, when, the pieces; cancel or move until the cut-off. */
export function ViewingDetails({ viewing: v, token }: { viewing: Viewing; token?: string | undefined }) {
  const { t } = useTranslation('viewings');
  const lang = currentLang();
  const { cancel, move } = useViewingActions();
  const [moving, setMoving] = useState(false);
  const [day, setDay] = useState(v.startsAt.slice(0, 10));
  const [startsAt, setStartsAt] = useState('');
  const byToken = token ? { token } : {};
  const doCancel = async () => {
    if (!(await dialogs.confirm(t('cancelConfirm')))) return;
    try {
      await cancel.mutateAsync({ code: v.code, ...byToken });
      dialogs.toast(t('cancelled'));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };
  const doMove = async () => {
    if (!startsAt) return dialogs.alert(t('chooseSlot'), { kind: 'error' });
    try {
      await move.mutateAsync({ code: v.code, startsAt, ...byToken });
      setMoving(false);
      dialogs.toast(t('moved'));
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };
  return (
    <article className="viewing-card" data-testid="viewing-card" data-code={v.code} aria-labelledby={`viewing-${v.code}`}>
      <h2 id={`viewing-${v.code}`}>
        {t('codeLabel')} {v.code}
      </h2>
      <dl className="viewing-facts">
        <dt>{t('status')}</dt>
        <dd data-testid="viewing-status">{t(`status_${v.status}`)}</dd>
        <dt>{t('shop')}</dt>
        <dd>{pickText(v.storeName, lang)}</dd>
        <dt>{t('when')}</dt>
        <dd data-testid="viewing-when">
          <time dateTime={v.startsAt}>{formatHk(v.startsAt, 'dateTime', lang)}</time>
        </dd>
        <dt>{t('pieces')}</dt>
        <dd>
          <ul className="viewing-pieces">
            {v.pieces.map((p) => (
              <li key={p.skuId}>
                {pickText(p.title, lang)} <span className="viewing-muted">({p.skuCode})</span>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {v.canChange ? (
        <div className="viewing-actions">
          <p className="viewing-muted">{t('changeUntil', { at: formatHk(v.changeUntil, 'dateTime', lang) })}</p>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => setMoving(!moving)} aria-expanded={moving} data-testid="viewing-move">
            {t('move')}
          </button>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => void doCancel()} data-testid="viewing-cancel">
            {t('cancel')}
          </button>
          {moving ? (
            <div className="viewing-move">
              <SlotPicker
                storeCode={v.storeCode}
                skuIds={v.pieces.map((p) => p.skuId)}
                day={day}
                onDay={(d) => (setDay(d), setStartsAt(''))}
                startsAt={startsAt}
                onSlot={setStartsAt}
              />
              <button type="button" className="ui-button" onClick={() => void doMove()} data-testid="viewing-move-confirm">
                {t('moveConfirm')}
              </button>
            </div>
          ) : null}
        </div>
      ) : v.status === 'booked' ? (
        <p className="viewing-muted">{t('tooLateToChange')}</p>
      ) : null}
    </article>
  );
}

/** /viewing/:code?t=: a booking opened from its message (the token) or by its member. */
export function ViewingPage() {
  const { t } = useTranslation('viewings');
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t') ?? undefined;
  const query = useViewing(code, token);
  return (
    <div className="viewing-page container">
      <h1>{t('viewingTitle')}</h1>
      {params.get('booked') ? (
        <p className="viewing-done" role="status" data-testid="viewing-booked">
          {t('bookedNote')}
        </p>
      ) : null}
      {query.isError ? <p role="alert">{errorMessage(query.error, t)}</p> : null}
      {query.data ? <ViewingDetails viewing={query.data.viewing} token={token} /> : <div aria-busy="true" className="viewing-skeleton" />}
      {query.data && token ? (
        <p>
          <a href={`/calendar/viewing/${code}.ics?t=${encodeURIComponent(token)}`} download data-testid="viewing-ics">
            {t('addToCalendar')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
