import { useTranslation } from 'react-i18next';
import { RichArea, useRichArea } from '../../../components/rich-text/RichArea.tsx';
import { dialogs } from '../../../components/ui/dialogs.tsx';

const COMMANDS = [
  ['bold', 'B'],
  ['italic', 'I'],
  ['underline', 'U'],
  ['insertUnorderedList', '•'],
  ['insertOrderedList', '1.'],
] as const;

/**
 * A small rich-text field: an editable area with bold, italic, underline, lists, headings and links.
 * Whatever it holds is passed through the storefront's DOMPurify sanitiser before it is stored, so the
 * draft never carries a script, an event handler or a javascript: link.
 */
export function RichTextInput({ id, value, onChange, label }: { id: string; value: string; onChange: (html: string) => void; label: string }) {
  const { t } = useTranslation('editor');
  const area = useRichArea(value, onChange, { sanitize: true });
  const run = area.run;
  return (
    <div className="ed-rich">
      <div className="ed-rich__bar" role="toolbar" aria-label={t('richToolbar')}>
        {COMMANDS.map(([cmd, text]) => (
          <button key={cmd} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run(cmd)} aria-label={t(`rich_${cmd}`)}>
            {text}
          </button>
        ))}
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'h2')} aria-label={t('rich_h2')}>
          H2
        </button>
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run('formatBlock', 'p')} aria-label={t('rich_p')}>
          ¶
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void area.runAsked('createLink', () => dialogs.prompt(t('rich_linkPrompt')))}
          aria-label={t('rich_link')}
        >
          🔗
        </button>
      </div>
      <RichArea area={area} id={id} className="ed-rich__area" label={label} />
    </div>
  );
}
