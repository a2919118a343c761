import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { useMyViewings } from './api/viewings-api.ts';
import { ViewingDetails } from './ViewingPage.tsx';
import './strings.ts';
import './viewings.css';

/** My account's viewings tab (/account/viewings): the member's bookings, newest first, each with cancel and move while allowed. */
export function MyViewingsTab() {
  const { t } = useTranslation('viewings');
  const query = useMyViewings();
  return (
    <div className="viewing-page" data-testid="my-viewings">
      <h2>{t('myTitle')}</h2>
      {query.isError ? <p role="alert">{errorMessage(query.error, t)}</p> : null}
      {query.data && query.data.list.length === 0 ? <p data-testid="viewings-none">{t('none')}</p> : null}
      {query.data ? query.data.list.map((v) => <ViewingDetails key={v.code} viewing={v} />) : <div aria-busy="true" className="viewing-skeleton" />}
    </div>
  );
}
