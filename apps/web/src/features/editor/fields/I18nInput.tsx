import { LANGS, type I18nText } from '@shop/contract';
import { RichTextInput } from './RichTextInput.tsx';
import { LANG_SHORT } from '../../../lib/lang-names.ts';

/** A text in the three languages side by side (rich text stacked, each with its own toolbar). */
export function I18nInput({
  id,
  value,
  maxLength,
  multiline,
  html,
  onChange,
  label,
}: {
  id: string;
  value: I18nText;
  maxLength: number;
  multiline?: boolean | undefined;
  html?: boolean | undefined;
  onChange: (v: I18nText) => void;
  label: string;
}) {
  // A rich text is no <label>: a click anywhere in a label activates its first control, the toolbar's
  // Bold button, so clicking into the text toggled Bold (issue 27). Its area is named by aria-label.
  const Wrap = html ? 'div' : 'label';
  return (
    <div className={html ? 'ed-i18n ed-i18n--stack' : 'ed-i18n'}>
      {LANGS.map((lang) => (
        <Wrap key={lang} className="ed-i18n__lang" data-text-lang={lang}>
          <span className="ed-i18n__tag" lang={lang === 'en' ? 'en' : lang === 'zh_CN' ? 'zh-CN' : 'zh-HK'}>
            {LANG_SHORT[lang]}
          </span>
          {html ? (
            <RichTextInput
              id={`${id}-${lang}`}
              value={value[lang]}
              label={`${label} (${LANG_SHORT[lang]})`}
              onChange={(v) => onChange({ ...value, [lang]: v.slice(0, maxLength) })}
            />
          ) : multiline ? (
            <textarea
              id={`${id}-${lang}`}
              value={value[lang]}
              maxLength={maxLength}
              rows={3}
              aria-label={`${label} (${LANG_SHORT[lang]})`}
              onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            />
          ) : (
            <input
              id={`${id}-${lang}`}
              type="text"
              value={value[lang]}
              maxLength={maxLength}
              aria-label={`${label} (${LANG_SHORT[lang]})`}
              onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            />
          )}
        </Wrap>
      ))}
    </div>
  );
}
