import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@shop/contract';
import { currentLang, setLang } from '../../lib/i18n.ts';

/** The other two languages, as buttons; choosing one switches the whole interface. */
export function LanguageSwitch({ onSwitch, className }: { onSwitch?: (lang: Lang) => void; className?: string }) {
  const { t } = useTranslation('siteHeader');
  const lang = currentLang();
  return (
    <div className={className} role="group" aria-label={t('common:language')}>
      {LANGS.filter((l) => l !== lang).map((l) => (
        <button
          key={l}
          type="button"
          className="site-header__lang"
          data-lang={l}
          onClick={() => {
            void setLang(l);
            onSwitch?.(l);
          }}
        >
          {t(`langName_${l}`)}
        </button>
      ))}
    </div>
  );
}
