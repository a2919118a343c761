import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, BO_LIMITS, type AuditEntity } from '@shop/contract';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useAudit } from './api/audit.ts';
import { useFieldLabel } from './FieldControl.tsx';
import { Pager, SearchBox, formatTime, textIn, useDebounced } from './list-tools.tsx';

/** The audit log (role 6): every back-office write, newest first, paged on the server. */
export function AuditPage() {
  const { t } = useTranslation('backOffice');
  const lang = currentLang();
  const label = useFieldLabel();
  const [search, setSearch] = useState('');
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const debounced = useDebounced(search.trim());
  const pageSize = BO_LIMITS.PAGE_SIZE_DEFAULT;
  const audit = useAudit({ pageNo, pageSize, search: debounced, entity: entity || undefined });

  return (
    <section className="bo-page" aria-labelledby="bo-audit-title">
      <header className="bo-page__head">
        <h1 id="bo-audit-title">{t('auditTitle')}</h1>
      </header>
      <p className="bo-note">{t('auditIntro')}</p>
      <div className="bo-filters">
        <label className="bo-field">
          <span>{t('auditEntity')}</span>
          <select
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value as AuditEntity | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('auditAll')}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`kind_${e}`)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPageNo(1);
          }}
        />
      </div>
      {audit.isError ? <p className="bo-error">{errorMessage(audit.error, t)}</p> : null}
      <ul className="bo-rows-list bo-audit" data-testid="bo-audit-list">
        {(audit.data?.list ?? []).map((a) => (
          <li key={a.id} className="bo-audit__row">
            <span className="bo-audit__when">{formatTime(a.at, lang)}</span>
            <span className="bo-audit__who">{a.staffUsername}</span>
            <span className="bo-audit__what">
              {t(`act_${a.action}`)} · {t(`kind_${a.entity}`)} #{a.entityId} · <strong>{textIn(a.label, lang)}</strong>
            </span>
            {a.changedFields.length ? (
              <span className="bo-row__detail">
                {t('auditFields')}: {a.changedFields.map((f) => label(a.entity, f)).join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {audit.data && audit.data.list.length === 0 ? <p className="bo-empty">{t('empty')}</p> : null}
      {audit.data ? <Pager pageNo={pageNo} pageSize={pageSize} total={audit.data.total} onPage={setPageNo} /> : null}
    </section>
  );
}
