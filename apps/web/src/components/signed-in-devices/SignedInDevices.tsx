import { useTranslation } from 'react-i18next';
import { formatHk } from '../../lib/dates.ts';
import { addCatalogue, currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../ui/dialogs.tsx';
import { useSignedInDevices } from './signed-in-devices-api.ts';
import { signedInDevicesCatalogue } from './signed-in-devices.i18n.ts';
import './signed-in-devices.css';

addCatalogue(signedInDevicesCatalogue);

/**
 * The caller's own signed-in devices (decision 388): when each signed in and was last used, its network
 * and browser, with "sign out" for each other device and "sign out everywhere else". The current device
 * signs out through the screen's own logout.
 */
export function SignedInDevices({ kind, className }: { kind: 'member' | 'staff'; className?: string }) {
  const { t } = useTranslation('signedInDevices');
  const { list, endOne, endOthers } = useSignedInDevices(kind);
  const lang = currentLang();
  const devices = list.data?.list ?? [];
  const others = devices.filter((d) => !d.current);

  const onEnd = async (sessionId: string, device: string) => {
    if (!(await dialogs.confirm(t('confirmOne', { device: device || t('unknownDevice') })))) return;
    try {
      await endOne.mutateAsync(sessionId);
      dialogs.toast(t('doneOne'));
    } catch (err) {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };
  const onEndOthers = async () => {
    if (!(await dialogs.confirm(t('confirmOthers')))) return;
    try {
      const r = await endOthers.mutateAsync();
      dialogs.toast(t('doneOthers', { count: r.ended }));
    } catch (err) {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  };

  return (
    <section className={`sid ${className ?? ''}`} aria-labelledby={`sid-title-${kind}`} data-testid="signed-in-devices">
      <h2 id={`sid-title-${kind}`} className="sid__title">
        {t('title')}
      </h2>
      <p className="sid__intro">{t('intro')}</p>
      {list.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : list.isError ? (
        <p role="alert">{errorMessage(list.error, t)}</p>
      ) : (
        <ul className="sid__list">
          {devices.map((d) => (
            <li key={d.sessionId} className="sid__item" data-testid="signed-in-device" data-current={d.current ? 'true' : undefined}>
              <div className="sid__what">
                <strong>{d.device || t('unknownDevice')}</strong>
                {d.current && <span className="sid__current">{t('thisDevice')}</span>}
              </div>
              <div className="sid__when">
                <span>{t('signedIn', { time: formatHk(d.signedInAt, 'dateTime', lang) })}</span>
                <span>{t('lastUsed', { time: formatHk(d.lastUsedAt, 'dateTime', lang) })}</span>
                {d.where && <span>{t('where', { where: d.where })}</span>}
              </div>
              {!d.current && (
                <button
                  type="button"
                  className="ui-button ui-button--ghost sid__end"
                  disabled={endOne.isPending}
                  onClick={() => void onEnd(d.sessionId, d.device)}
                >
                  {t('signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.isSuccess &&
        (others.length > 0 ? (
          <button type="button" className="ui-button" disabled={endOthers.isPending} onClick={() => void onEndOthers()}>
            {t('signOutOthers')}
          </button>
        ) : (
          <p className="sid__none">{t('none')}</p>
        ))}
    </section>
  );
}
