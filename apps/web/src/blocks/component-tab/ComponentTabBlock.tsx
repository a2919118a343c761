import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPONENT_TAB_DROPDOWN_ABOVE, pickText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useShowEmptyBlocks } from '../empty-block.tsx';
import { useScreenMode } from '../../lib/screen.ts';
import { NestedBlocks } from '../nested-blocks.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './component-tab.css';

/**
 * Tabs whose contents are other blocks, rendered with the page's block list. On a phone with more than
 * three tabs the row becomes a dropdown. An empty tab shows a prompt in the editor, nothing to visitors.
 */
export function ComponentTabBlock({ props }: BlockRendererProps<'componentTab'>) {
  const { i18n, t } = useTranslation('officialBlocks');
  const lang = currentLangOf(i18n.language);
  const { viewMode } = useAppData();
  const showEmpty = useShowEmptyBlocks();
  const mode = useScreenMode();
  const [active, setActive] = useState(0);
  const base = useId();
  if (props.tabs.length === 0) return showEmpty ? <p className="blk-tabs__placeholder">{t('tabsPlaceholder')}</p> : null;
  const current = Math.min(active, props.tabs.length - 1);
  const tab = props.tabs[current]!;
  const dropdown = mode === 'mobile' && props.tabs.length > COMPONENT_TAB_DROPDOWN_ABOVE;
  const labelStyle = props.labelWidth > 0 ? { flex: `0 0 ${props.labelWidth}%` } : undefined;
  return (
    <section className="blk-tabs container" style={{ '--tab-active': props.activeColor } as React.CSSProperties}>
      {dropdown ? (
        <label className="blk-tabs__select">
          <span className="visually-hidden">{t('chooseTab')}</span>
          <select value={current} onChange={(e) => setActive(Number(e.target.value))}>
            {props.tabs.map((tb, i) => (
              <option key={i} value={i}>
                {pickText(tb.tabName, lang)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div className="blk-tabs__row" role="tablist">
          {props.tabs.map((tb, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={i === current}
              aria-controls={`${base}-panel`}
              className={`blk-tabs__tab${i === current ? ' is-active' : ''}`}
              style={labelStyle}
              onClick={() => setActive(i)}
            >
              {pickText(tb.tabName, lang)}
            </button>
          ))}
        </div>
      )}
      <div
        className="blk-tabs__panel"
        id={`${base}-panel`}
        role={dropdown ? undefined : 'tabpanel'}
        aria-labelledby={dropdown ? undefined : `${base}-tab-${current}`}
      >
        {tab.blocks.length > 0 ? (
          <NestedBlocks key={current} blocks={tab.blocks} preview={viewMode !== 'view'} />
        ) : (
          showEmpty && <p className="blk-tabs__placeholder">{t('tabsPlaceholder')}</p>
        )}
      </div>
    </section>
  );
}
