import { pickText } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { TargetLink } from '../../lib/navigation.tsx';
import { useScreenMode } from '../../lib/screen.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './button.css';

export function ButtonBlock({ props }: BlockRendererProps<'button'>) {
  const { i18n } = useTranslation();
  const mode = useScreenMode();
  const paddingX = Math.max(0, props.buttonPaddingX + (mode === 'mobile' ? props.buttonPaddingXMobileCorrection : 0));
  const style = {
    '--btn-color': props.color,
    '--btn-bg': props.backgroundColor,
    '--btn-hover-color': props.hoverColor,
    '--btn-hover-bg': props.hoverBackgroundColor,
    fontSize: props.fontSize,
    minHeight: props.buttonHeight,
    paddingInline: paddingX,
    border: props.borderStyle === 'none' ? 'none' : `${props.borderSize}px ${props.borderStyle} ${props.borderColor}`,
    borderRadius: `${props.borderRadius}%`,
  } as React.CSSProperties;
  return (
    <div
      className="blk-button container"
      style={{ justifyContent: props.buttonPosition === 'left' ? 'flex-start' : props.buttonPosition === 'right' ? 'flex-end' : 'center' }}
    >
      <TargetLink target={props.toPageData} className="blk-button__link">
        <span style={style} className="blk-button__face">
          {pickText(props.text, currentLangOf(i18n.language))}
        </span>
      </TargetLink>
    </div>
  );
}
