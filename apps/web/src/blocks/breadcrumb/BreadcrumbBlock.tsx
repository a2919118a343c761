import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import './breadcrumb.css';

/** Where the page sits: up to four links, the last one being this page. */
export function BreadcrumbBlock({ props }: BlockRendererProps<'breadcrumb'>) {
  const { t } = useTranslation('blocks');
  const lang = useBlockLang();
  if (!props.items.length) return null;
  const last = props.items.length - 1;
  return (
    <nav className="blk-breadcrumb container" aria-label={t('breadcrumb')} style={{ fontSize: props.fontSize, color: props.color }}>
      <ol>
        {props.items.map((item, i) => (
          <li key={i}>
            {i === last ? (
              <span aria-current="page" style={{ color: props.activeColor }}>
                {pickText(item.title, lang)}
              </span>
            ) : (
              <>
                <TargetLink target={item.link} className="blk-breadcrumb__link">
                  {pickText(item.title, lang)}
                </TargetLink>
                {props.separator && (
                  <span className="blk-breadcrumb__sep" aria-hidden="true">
                    {props.separator}
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
