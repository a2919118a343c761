import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_PROMOTION_STATES } from '@shop/contract';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatTime, textIn, usePagedList } from '../list-tools.tsx';
import { BoListPage, BoRow, FilterSelects, listFilter } from '../parts/BoPage.tsx';
import { codeChoices } from '../parts/fields.tsx';
import { usePromotions, usePromotionWrites } from './promotions-api.ts';

type State = (typeof BO_PROMOTION_STATES)[number];

/** Promotions (role 6): paged and searched on the server, by state; end one now. */
export function PromotionsListPage() {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const paged = usePagedList();
  const { pageNo, pageSize } = paged;
  const [state, setState] = useState<'' | State>('');
  const list = usePromotions({ pageNo, pageSize, search: paged.debounced, ...(state ? { state } : {}) });
  const { endPromotion } = usePromotionWrites();

  async function end(id: number, code: string) {
    if (!(await dialogs.confirm(t('confirmEnd', { code }), { kind: 'warning' }))) return;
    try {
      await endPromotion.mutateAsync({ id });
    } catch (err) {
      await dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  return (
    <BoListPage
      id="bo-promotions-title"
      title={t('promotionsTitle')}
      links={[{ to: '/backOffice/promotions/new', label: t('newPromotion'), testId: 'bo-promotion-new' }]}
      paged={paged}
      filters={
        <FilterSelects paged={paged} filters={[listFilter(t('status'), state, setState, codeChoices(BO_PROMOTION_STATES, t, 'state_'), t('anyState'))]} />
      }
      query={list}
      testId="bo-promotions-list"
    >
      {(p) => (
        <BoRow
          key={p.id}
          to={`/backOffice/promotions/${p.id}`}
          title={`${p.code} · ${textIn(p.title, lang)}`}
          inactive={p.state === 'ended'}
          detail={`${t(`state_${p.state}`)} · ${t(`kind_${p.kind}`)} · ${t(`scope_${p.scope}`)} · ${formatTime(p.startsAt, lang)} – ${formatTime(p.endsAt, lang)}`}
          actions={
            p.state !== 'ended' ? (
              <button type="button" className="bo-button bo-button--ghost" disabled={endPromotion.isPending} onClick={() => void end(p.id, p.code)}>
                {t('endPromotion')}
              </button>
            ) : null
          }
        />
      )}
    </BoListPage>
  );
}
