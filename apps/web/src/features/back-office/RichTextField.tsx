import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { RichArea, useRichArea } from '../../components/rich-text/RichArea.tsx';
import { dialogs } from '../../components/ui/dialogs.tsx';

/**
 * An article body: a small visual editor (bold, italic, heading, list, link) over the HTML, with the
 * HTML itself one click away. What the storefront will show is the server's sanitised copy; the
 * preview applies the same rules here.
 */
export function RichTextField({
  id,
  value,
  max,
  onChange,
  invalid,
  label,
}: {
  id: string;
  value: string;
  max: number;
  onChange: (html: string) => void;
  invalid: boolean;
  /** The area's name (a `<label for>` does not name an editable `div`: axe's aria-input-field-name, issue 40). */
  label: string;
}) {
  const { t } = useTranslation('backOffice');
  const [html, setHtml] = useState(false);
  // The area is drawn again when the HTML view closes.
  const area = useRichArea(value, onChange, { redraw: html });
  const exec = area.run;

  return (
    <div className="bo-rich">
      <div className="bo-rich__tools" role="toolbar">
        <button type="button" onClick={() => exec('bold')} disabled={html}>
          <b>{t('richBold')}</b>
        </button>
        <button type="button" onClick={() => exec('italic')} disabled={html}>
          <i>{t('richItalic')}</i>
        </button>
        <button type="button" onClick={() => exec('formatBlock', 'h2')} disabled={html}>
          {t('richHeading')}
        </button>
        <button type="button" onClick={() => exec('insertUnorderedList')} disabled={html}>
          {t('richList')}
        </button>
        <button
          type="button"
          disabled={html}
          onClick={() =>
            void area.runAsked('createLink', async () => {
              const href = await dialogs.prompt(t('richLinkPrompt'), { defaultValue: 'https://' });
              return href && /^(https?:|mailto:|tel:|\/)/.test(href) ? href : null;
            })
          }
        >
          {t('richLink')}
        </button>
        <label className="bo-rich__html">
          <input type="checkbox" checked={html} onChange={(e) => setHtml(e.target.checked)} /> {t('richHtml')}
        </label>
      </div>
      {html ? (
        <textarea id={id} value={value} maxLength={max} rows={10} aria-invalid={invalid} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <RichArea area={area} id={id} className="bo-rich__area" invalid={invalid} label={label} />
      )}
      {html ? (
        <details className="bo-rich__preview">
          <summary>{t('richPreview')}</summary>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />
        </details>
      ) : null}
    </div>
  );
}
