import type { CSSProperties } from 'react';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { useScreenMode } from '../../lib/screen.ts';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import './text-list.css';

/** A heading and up to ten lines, each optionally a link; the font is corrected on phones. */
export function TextListBlock({ props }: BlockRendererProps<'textList'>) {
  const lang = useBlockLang();
  const mode = useScreenMode();
  const heading = pickText(props.heading, lang);
  const items = props.items.filter((item) => pickText(item.text, lang));
  if (!items.length && !heading) return null;
  const fontSize = Math.max(5, props.fontSize + (mode === 'mobile' ? props.mobileFontCorrection : 0));
  const style = {
    color: props.color,
    fontSize,
    fontWeight: props.fontSpecial.isBold ? 600 : undefined,
    fontStyle: props.fontSpecial.isItalic ? 'italic' : undefined,
    textDecoration: props.fontSpecial.isUnderline ? 'underline' : undefined,
    textAlign: props.align,
    gap: props.itemGap,
  } as CSSProperties;
  const List = props.marker === 'number' ? 'ol' : 'ul';
  const Heading = `h${props.headingLevel}` as const;
  return (
    <section className="blk-textlist" style={{ background: props.backgroundColor, paddingBlock: props.paddingY }}>
      <div className="blk-textlist__inner" style={{ width: `${props.contentWidth}%`, textAlign: props.align }}>
        {heading && <Heading className={`blk-textlist__heading blk-textlist__heading--h${props.headingLevel}`}>{heading}</Heading>}
        <List className={`blk-textlist__list blk-textlist__list--${props.marker}`} style={style}>
          {items.map((item, i) => (
            <li key={i}>
              <TargetLink target={item.link} className="blk-textlist__link">
                {pickText(item.text, lang)}
              </TargetLink>
            </li>
          ))}
        </List>
      </div>
    </section>
  );
}
