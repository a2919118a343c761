import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, LANGS, auditActionKeys, auditValueKind, type AuditEntity, type I18nText } from '@shop/contract';
import { formatHk } from '../../lib/dates.ts';
import { useMoney } from './OrderView.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { useAudit } from './api/audit.ts';
import { useFieldLabel } from './FieldControl.tsx';
import { formatTime, textIn, usePagedList } from './list-tools.tsx';
import { BoListPage, FilterSelects, listFilter } from './parts/BoPage.tsx';
import { codeChoices } from './parts/fields.tsx';
import { readable } from './parts/version-conflict.tsx';

const short = (s: string) => (s.length > 160 ? `${s.slice(0, 159)}…` : s);

/** The audit log (role 6): every back-office write, newest first, paged on the server. */
export function AuditPage() {
  const { t, i18n } = useTranslation('backOffice');
  const lang = currentLang();
  const label = useFieldLabel();
  const money = useMoney();
  const paged = usePagedList();
  const { pageNo, pageSize } = paged;
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const audit = useAudit({ pageNo, pageSize, search: paged.debounced, entity: entity || undefined });
  // A stored code (an order's status, a promotion's kind, on/off) reads as its name, never the code.
  const value = (field: string, v: unknown) => {
    // The merchant's units (issue 40): money as HK$, an instant in Hong Kong time.
    const kind = auditValueKind(field, v);
    if (kind === 'money') return money(v as number);
    if (kind === 'instant') return formatHk(v as string, 'dateTime', lang);
    if (typeof v === 'string') {
      for (const key of [`ostatus_${v}`, `val_${v}`]) if (i18n.exists(`backOffice:${key}`)) return t(key);
    }
    // A text kept in three languages (the editor's units, decision 441): the reader's language only.
    if (v && typeof v === 'object' && LANGS.every((l) => typeof (v as Record<string, unknown>)[l] === 'string')) return textIn(v as I18nText, lang);
    // A counter payment: its method by name and its reference.
    if (v && typeof v === 'object' && typeof (v as { method?: unknown }).method === 'string') {
      const { method, reference } = v as { method: string; reference?: string };
      return [i18n.exists(`backOffice:pay_${method}`) ? t(`pay_${method}`) : t('provider_unknown'), reference].filter(Boolean).join(' ');
    }
    return readable(v, lang);
  };

  return (
    <BoListPage
      id="bo-audit-title"
      title={t('auditTitle')}
      intro={<p className="bo-note">{t('auditIntro')}</p>}
      paged={paged}
      filters={
        <FilterSelects paged={paged} filters={[listFilter(t('auditEntity'), entity, setEntity, codeChoices(AUDIT_ENTITIES, t, 'kind_'), t('auditAll'))]} />
      }
      query={audit}
      testId="bo-audit-list"
      listClassName="bo-rows-list bo-audit"
    >
      {(a) => (
        <li key={a.id} className="bo-audit__row">
          <span className="bo-audit__when">{formatTime(a.at, lang)}</span>
          <span className="bo-audit__who">{a.staffUsername}</span>
          <span className="bo-audit__what">
            {t(auditActionKeys(a.entity, a.action))} · {t(`kind_${a.entity}`)} #{a.entityId} · <strong translate="no">{textIn(a.label, lang)}</strong>
          </span>
          {a.changedFields.length && !Object.keys(a.changes).length ? (
            <span className="bo-row__detail">
              {t('auditFields')}: {a.changedFields.map((f) => label(a.entity, f)).join(', ')}
            </span>
          ) : null}
          {Object.keys(a.changes).length ? (
            // Before → after of each changed field, by its label (decision 241).
            <ul className="bo-audit__changes" data-testid="bo-audit-changes">
              {Object.entries(a.changes).map(([f, c]) => (
                <li key={f}>
                  <strong>{label(a.entity, f)}</strong>: <span translate="no">{short(value(f, c.before))}</span> →{' '}
                  <span translate="no">{short(value(f, c.after))}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      )}
    </BoListPage>
  );
}
