import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './latest-trend-header.css';

/** A section heading: a centred title and a right-hand link (blocks §2 latest-trend header). */
export function LatestTrendHeaderBlock({ props }: BlockRendererProps<'latestTrendHeader'>) {
  const { i18n } = useTranslation();
  const lang = currentLangOf(i18n.language);
  const right = pickText(props.rightTitle, lang);
  return (
    <div className="blk-trend container" style={{ color: props.color }}>
      <span aria-hidden="true" />
      <h2 className="blk-trend__center" style={{ fontSize: props.fontSize }}>
        <TargetLink target={props.centerLink}>{pickText(props.centerTitle, lang)}</TargetLink>
      </h2>
      <span className="blk-trend__right">
        {right && (
          <TargetLink target={props.rightLink}>
            {right} <span aria-hidden="true">›</span>
          </TargetLink>
        )}
      </span>
    </div>
  );
}
