import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import './page-tab.css';

/**
 * A row of tabs that each open a page. The tab flagged isCurrentPage starts active; choosing another
 * marks it at once while its page opens. They are links, so they are a navigation, not ARIA tabs.
 */
export function PageTabBlock({ props }: BlockRendererProps<'pageTab'>) {
  const { t } = useTranslation('blocks');
  const lang = useBlockLang();
  const [active, setActive] = useState(() => props.tabList.findIndex((tab) => tab.isCurrentPage));
  if (!props.tabList.length) return null;
  const style = { '--tab-color': props.color, '--tab-active': props.activeColor, fontSize: props.fontSize } as CSSProperties;
  return (
    <nav className={`blk-pagetab blk-pagetab--${props.align}`} aria-label={t('pageTabs')} style={style}>
      <ul>
        {props.tabList.map((tab, i) => (
          <li key={i} onClickCapture={() => setActive(i)}>
            <TargetLink
              target={tab.pageLink}
              className={`blk-pagetab__tab${i === active ? ' is-active' : ''}`}
              {...(i === active ? { ariaCurrent: 'page' as const } : {})}
            >
              {pickText(tab.tabName, lang)}
            </TargetLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
