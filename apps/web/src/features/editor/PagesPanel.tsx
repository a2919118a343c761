import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type AppDraftLike, type Lang } from '@shop/contract';
import { completeness } from './draft-ops.ts';
import { LANG_SHORT } from '../../lib/lang-names.ts';

export interface PageActions {
  open: (code: string) => void;
  create: () => void;
  duplicate: (code: string) => void;
  remove: (code: string) => void;
  move: (code: string, to: number) => void;
}

/** The language badges of one page: complete, or how many texts are missing in that language. */
export function CompletenessBadges({ draft, code }: { draft: AppDraftLike; code: string }) {
  const { t } = useTranslation('editor');
  const missing = completeness(draft, code);
  return (
    <span className="ed-badges">
      {LANGS.map((l: Lang) => (
        <span
          key={l}
          className={missing[l] ? 'ed-badge ed-badge--missing' : 'ed-badge ed-badge--ok'}
          title={missing[l] ? t('missingTexts', { count: missing[l] }) : t('complete')}
          data-lang={l}
        >
          {LANG_SHORT[l]}
          {missing[l] ? ` ${missing[l]}` : ' ✓'}
        </span>
      ))}
    </span>
  );
}

/** The app's pages: open, create, duplicate, delete, and reorder (drag, or the arrows). */
export function PagesPanel({ draft, current, actions }: { draft: AppDraftLike; current: string; actions: PageActions }) {
  const { t } = useTranslation('editor');
  const [over, setOver] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const q = filter.trim().toLowerCase();
  const home = new Set([draft.appProps.homePageCode, draft.appProps.onlineHomePageCode, draft.appProps.membershipHomePageCode]);
  return (
    <section className="ed-pages" aria-label={t('pages')}>
      <div className="ed-row">
        <input type="search" value={filter} placeholder={t('findPage')} aria-label={t('findPage')} onChange={(e) => setFilter(e.target.value)} />
        <button type="button" className="ed-btn" onClick={actions.create}>
          {t('newPage')}
        </button>
      </div>
      <ol className="ed-pages__list">
        {draft.pageList.map((p, i) =>
          q && !p.pageCode.toLowerCase().includes(q) && !p.pageName.toLowerCase().includes(q) ? null : (
            <li
              key={p.pageCode}
              className={`ed-pages__item${p.pageCode === current ? ' is-current' : ''}${over === i ? ' is-drop' : ''}`}
              draggable
              onDragStart={(e) => e.dataTransfer.setData('application/x-wv-page', p.pageCode)}
              onDragOver={(e) => {
                if (e.dataTransfer.types.includes('application/x-wv-page')) {
                  e.preventDefault();
                  setOver(i);
                }
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const code = e.dataTransfer.getData('application/x-wv-page');
                if (code) actions.move(code, i);
              }}
              data-page-code={p.pageCode}
            >
              <button
                type="button"
                className="ed-pages__open"
                onClick={() => actions.open(p.pageCode)}
                aria-current={p.pageCode === current ? 'page' : undefined}
              >
                <span className="ed-pages__name">
                  {home.has(p.pageCode) && <span title={t('homePage')}>⌂ </span>}
                  {p.pageName}
                </span>
                <code>{p.pageCode}</code>
                <span className="ed-pages__site">
                  {p.pageProps.isEshopPage ? t('siteEshop') : p.pageProps.isMembershipPage ? t('siteClub') : t('siteOfficial')}
                </span>
              </button>
              <CompletenessBadges draft={draft} code={p.pageCode} />
              <span className="ed-pages__tools">
                <button
                  type="button"
                  className="ed-icon"
                  disabled={i === 0}
                  onClick={() => actions.move(p.pageCode, i - 1)}
                  aria-label={t('movePageUp', { name: p.pageName })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ed-icon"
                  disabled={i === draft.pageList.length - 1}
                  onClick={() => actions.move(p.pageCode, i + 1)}
                  aria-label={t('movePageDown', { name: p.pageName })}
                >
                  ↓
                </button>
                <button type="button" className="ed-icon" onClick={() => actions.duplicate(p.pageCode)} aria-label={t('duplicatePage', { name: p.pageName })}>
                  <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <rect x="1.5" y="4.5" width="9" height="10" rx="1.5" fill="none" stroke="currentColor" />
                    <path d="M5.5 2.5V2a.5.5 0 0 1 .5-.5h8a.5.5 0 0 1 .5.5v9a.5.5 0 0 1-.5.5h-.5" fill="none" stroke="currentColor" />
                  </svg>
                </button>
                <button type="button" className="ed-icon" onClick={() => actions.remove(p.pageCode)} aria-label={t('deletePage', { name: p.pageName })}>
                  ✕
                </button>
              </span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
