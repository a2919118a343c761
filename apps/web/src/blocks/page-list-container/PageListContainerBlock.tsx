import { createContext, useContext, useEffect, useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { rootPageCode } from '../../lib/run-mode.ts';
import { NestedBlocks } from '../nested-blocks.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import '../component-tab/component-tab.css';
import './page-list-container.css';

/** Pages being drawn around this container, so a page listing itself (or its parent) is not drawn forever. */
const OpenPages = createContext<readonly string[]>([]);

/** The address parameter that keeps one container's open entry. */
export const entryParam = (blockId: string) => `pl_${blockId}`;

export function entryFromSearch(search: URLSearchParams, blockId: string, count: number): number {
  const n = Number(search.get(entryParam(blockId)) ?? 0);
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
}

/**
 * Several pages inside one page (blocks §2 page-list container). The open entry is in the address
 * (`?pl_<block id>=n`, pushed), so back and forward move between entries; entries once opened stay
 * mounted and hidden, keeping their state (a half-filled form, a scrolled list).
 */
export function PageListContainerBlock({ id, props }: BlockRendererProps<'pageListContainer'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const { app, runMode, viewMode } = useAppData();
  const { pageCode } = useParams();
  const open = useContext(OpenPages);
  const [search, setSearch] = useSearchParams();
  const base = useId();
  const count = props.entries.length;
  const active = entryFromSearch(search, id, count);
  const [alive, setAlive] = useState<ReadonlySet<number>>(() => new Set([active]));
  useEffect(() => setAlive((s) => (s.has(active) ? s : new Set(s).add(active))), [active]);

  if (count === 0) return viewMode === 'wvEdit' ? <p className="blk-tabs__placeholder">{t('containerPlaceholder')}</p> : null;
  const here = open.length ? open : [pageCode ?? rootPageCode(runMode, app.appInfo.appProps)];
  const choose = (i: number) => {
    if (i === active) return;
    const next = new URLSearchParams(search);
    if (i === 0) next.delete(entryParam(id));
    else next.set(entryParam(id), String(i));
    setSearch(next, { preventScrollReset: true });
  };
  return (
    <section className="blk-pagelist container" style={{ '--tab-active': props.activeColor } as React.CSSProperties}>
      {count > 1 && (
        <div className="blk-tabs__row" role="tablist">
          {props.entries.map((e, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              id={`${base}-t${i}`}
              aria-selected={i === active}
              aria-controls={`${base}-p${i}`}
              className={`blk-tabs__tab${i === active ? ' is-active' : ''}`}
              onClick={() => choose(i)}
            >
              {pickText(e.title, lang) || e.pageCode || String(i + 1)}
            </button>
          ))}
        </div>
      )}
      {props.entries.map((e, i) => {
        if (!alive.has(i)) return null;
        const page = e.pageCode ? app.pageList.find((p) => p.pageCode === e.pageCode) : undefined;
        const loops = e.pageCode ? here.includes(e.pageCode) : false;
        const blocks = page && !loops ? page.blocks : e.blocks;
        return (
          <div
            key={i}
            id={`${base}-p${i}`}
            role="tabpanel"
            aria-labelledby={count > 1 ? `${base}-t${i}` : undefined}
            hidden={i !== active}
            className="blk-pagelist__entry"
          >
            <OpenPages.Provider value={page ? [...here, page.pageCode] : here}>
              {blocks.length > 0 ? (
                <NestedBlocks blocks={blocks} preview={viewMode !== 'view'} />
              ) : (
                viewMode === 'wvEdit' && <p className="blk-tabs__placeholder">{t('containerPlaceholder')}</p>
              )}
            </OpenPages.Provider>
          </div>
        );
      })}
    </section>
  );
}
