import { useTranslation } from 'react-i18next';
import type { BoRecordKind } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { useRecordList } from './api/records.ts';
import { textIn, usePagedList } from './list-tools.tsx';
import { BoListPage, BoRow } from './parts/BoPage.tsx';

/** One kind's records, searched and paged on the server; a row opens its form. */
export function RecordListPage({ kind }: { kind: BoRecordKind }) {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const paged = usePagedList();
  const { pageNo, pageSize } = paged;
  const list = useRecordList({ kind, pageNo, pageSize, search: paged.debounced });

  return (
    <BoListPage
      id="bo-list-title"
      title={t(`kind_${kind}`)}
      links={[{ to: `/backOffice/${kind}/new`, label: t('newRecord'), testId: 'bo-new' }]}
      paged={paged}
      query={list}
      testId="bo-record-list"
    >
      {(row) => (
        <BoRow
          key={row.id}
          to={`/backOffice/${kind}/${row.id}`}
          title={textIn(row.title, lang) || `#${row.id}`}
          inactive={!row.active}
          detail={`#${row.id}${row.detail ? ` · ${row.detail}` : ''}${row.active ? '' : ` · ${t('inactive')}`}`}
        />
      )}
    </BoListPage>
  );
}
