import { useMemo } from 'react';
import { pickText } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import './rich-text.css';

export function RichTextBlock({ props }: BlockRendererProps<'richText'>) {
  const { i18n } = useTranslation();
  const html = pickText(props.html, currentLangOf(i18n.language));
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section className="blk-richtext" style={{ background: props.backgroundColor, paddingBlock: props.paddingY, fontSize: props.fontSize }}>
      <div className="blk-richtext__body container" dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
