import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BO_LIMITS, BO_PROMOTION_STATES } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { Pager, SearchBox, textIn, useDebounced } from '../list-tools.tsx';
import { useClubWrites, usePromotions } from './club-api.ts';
import { hkShort } from './hk-datetime.ts';

type State = (typeof BO_PROMOTION_STATES)[number];

/** Promotions (role 6): paged and searched on the server, by state; end one now. */
export function PromotionsListPage() {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<'' | State>('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const pageSize = BO_LIMITS.PAGE_SIZE_DEFAULT;
  const list = usePromotions({ pageNo, pageSize, search: debounced, ...(state ? { state } : {}) });
  const { endPromotion } = useClubWrites();

  async function end(id: number, code: string) {
    if (!(await dialogs.confirm(t('confirmEnd', { code }), { kind: 'warning' }))) return;
    try {
      await endPromotion.mutateAsync({ id });
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  return (
    <section className="bo-page" aria-labelledby="bo-promotions-title">
      <header className="bo-page__head">
        <h1 id="bo-promotions-title">{t('promotionsTitle')}</h1>
        <Link to="/backOffice/promotions/new" className="bo-button" data-testid="bo-promotion-new">
          {t('newPromotion')}
        </Link>
      </header>
      <div className="bo-filters">
        <SearchBox
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPageNo(1);
          }}
        />
        <label className="bo-field">
          <span>{t('status')}</span>
          <select
            value={state}
            onChange={(e) => {
              setState(e.target.value as '' | State);
              setPageNo(1);
            }}
          >
            <option value="">{t('anyState')}</option>
            {BO_PROMOTION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      <ul className="bo-rows-list" data-testid="bo-promotions-list">
        {(list.data?.list ?? []).map((p) => (
          <li key={p.id} className={p.state === 'ended' ? 'bo-row bo-row--inactive' : 'bo-row'}>
            <Link to={`/backOffice/promotions/${p.id}`}>
              <strong>
                {p.code} · {textIn(p.title, lang)}
              </strong>
            </Link>
            <span className="bo-row__detail">
              {t(`state_${p.state}`)} · {t(`kind_${p.kind}`)} · {t(`scope_${p.scope}`)} · {hkShort(p.startsAt)} – {hkShort(p.endsAt)}
            </span>
            {p.state !== 'ended' ? (
              <span className="bo-form__actions">
                <button type="button" className="bo-button bo-button--ghost" disabled={endPromotion.isPending} onClick={() => void end(p.id, p.code)}>
                  {t('endPromotion')}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data ? <Pager pageNo={pageNo} pageSize={pageSize} total={list.data.total} onPage={setPageNo} /> : null}
    </section>
  );
}
