import { pickText } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './rich-text.css';

/** The HTML comes inert from the server (or the editor's canvas): contract `renderablePage`, decision 160. */
export function RichTextBlock({ props }: BlockRendererProps<'richText'>) {
  const { i18n } = useTranslation();
  const html = pickText(props.html, currentLangOf(i18n.language));
  return (
    <section className="blk-richtext" style={{ background: props.backgroundColor, paddingBlock: props.paddingY, fontSize: props.fontSize }}>
      <div className="blk-richtext__body container" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
