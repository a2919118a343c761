import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { wireText, type TillSku } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { useMoney } from '../OrderView.tsx';
import { tillLookupCall } from '../api/till.ts';

/**
 * Finding pieces at the till (issue 43): a scanned or typed SKU code (Enter, as a scanner sends it) or words
 * of the title; each found piece with its price and this shop's units, added with one button. The sale and
 * the exchange both take their new pieces through it. `prefix` keeps two finders' test ids apart.
 */
export function PieceFinder({ onAdd, prefix = 'till' }: { onAdd: (sku: TillSku) => void; prefix?: string }) {
  const { t } = useTranslation('boTill');
  const lang = currentLang();
  const money = useMoney();
  const [query, setQuery] = useState('');
  const lookup = useMutation({ mutationFn: tillLookupCall });
  const find = () => query.trim() && lookup.mutate({ query: query.trim() });
  return (
    <>
      <div className="bo-filters">
        <label className="bo-field">
          <span>{t('find')}</span>
          <input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                find();
              }
            }}
            aria-describedby={`${prefix}-find-hint`}
            data-testid={`${prefix}-find`}
          />
          <small id={`${prefix}-find-hint`}>{t('scanHint')}</small>
        </label>
        <button type="button" className="bo-button" onClick={find} data-testid={`${prefix}-find-button`}>
          {t('findButton')}
        </button>
      </div>
      {lookup.data ? (
        lookup.data.list.length ? (
          <ul className="bo-till__lines" data-testid={`${prefix}-found`}>
            {lookup.data.list.map((s) => (
              <li key={s.skuId} className="bo-till__line">
                <span>
                  {wireText(s, 'title', lang)} · {s.skuCode}
                </span>
                <span>{money(s.price)}</span>
                <span>{t('here', { count: s.qtyHere })}</span>
                {s.weightPriced ? <span>{t('byWeight')}</span> : null}
                <button type="button" className="bo-button bo-button--ghost" onClick={() => onAdd(s)} data-testid={`${prefix}-add-${s.skuCode}`}>
                  {t('add')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('noneFound')}</p>
        )
      ) : null}
    </>
  );
}
