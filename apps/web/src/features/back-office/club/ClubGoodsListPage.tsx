import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_STATUSES } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { textIn, usePagedList } from '../list-tools.tsx';
import { BoListPage, BoRow, FilterSelects, listFilter } from '../parts/BoPage.tsx';
import { codeChoices, titledChoices } from '../parts/fields.tsx';
import { useClubCategories, useClubGoodsList } from './club-api.ts';

/** Club goods (role 6): searched by title in any language, by category and status, paged on the server. */
export function ClubGoodsListPage() {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const paged = usePagedList();
  const { pageNo, pageSize } = paged;
  const [categoryId, setCategoryId] = useState(0);
  const [status, setStatus] = useState<'' | 'on' | 'off'>('');
  const categories = useClubCategories();
  const list = useClubGoodsList({ pageNo, pageSize, search: paged.debounced, ...(categoryId ? { categoryId } : {}), ...(status ? { status } : {}) });

  return (
    <BoListPage
      id="bo-club-goods-title"
      title={t('clubGoodsTitle')}
      links={[{ to: '/backOffice/club/goods/new', label: t('newClubGoods'), testId: 'bo-club-goods-new' }]}
      paged={paged}
      filters={
        <>
          <FilterSelects
            paged={paged}
            filters={[
              listFilter(t('category'), categoryId, setCategoryId, titledChoices(categories.data?.list, lang), t('allCategories')),
              listFilter(t('status'), status, setStatus, codeChoices(GOODS_STATUSES, t, 'status_'), t('anyStatus')),
            ]}
          />
        </>
      }
      query={list}
      testId="bo-club-goods-list"
    >
      {(g) => (
        <BoRow
          key={g.id}
          to={`/backOffice/club/goods/${g.id}`}
          title={textIn(g.title, lang)}
          inactive={g.status !== 'on'}
          detail={`#${g.id} · ${t(`status_${g.status}`)} · ${t('points', { count: g.minPoint })} · ${t('skuCount', { count: g.skuCount })} · ${t('stockUnits', { count: g.stock })}`}
        />
      )}
    </BoListPage>
  );
}
