import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGS, LANG_PARAM, LANG_TAG, type Lang } from '@shop/contract';
import { currentLang, setLang } from '../../lib/i18n.ts';

/** This page's address in another language (decision 150), naming it even for zh_HK: a kept language must not win over the choice. */
export function addressIn(location: { pathname: string; search: string; hash?: string }, lang: Lang): string {
  const params = new URLSearchParams(location.search);
  params.set(LANG_PARAM, lang);
  return `${location.pathname}?${params.toString()}${location.hash ?? ''}`;
}

/**
 * The other two languages, as links to this page's `?lang=` addresses: without scripts, or before the page
 * has hydrated, the browser opens the page in that language from the server (issue 17); once live,
 * choosing one switches the whole interface in place.
 */
export function LanguageSwitch({ onSwitch, className }: { onSwitch?: (lang: Lang) => void; className?: string }) {
  const { t } = useTranslation('siteHeader');
  const location = useLocation();
  const lang = currentLang();
  return (
    <div className={className} role="group" aria-label={t('common:language')}>
      {LANGS.filter((l) => l !== lang).map((l) => (
        <a
          key={l}
          href={addressIn(location, l)}
          hrefLang={LANG_TAG[l]}
          lang={LANG_TAG[l]}
          className="site-header__lang"
          data-lang={l}
          onClick={(e) => {
            // A new tab or window (modifier keys, middle button) opens the address as it is.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            void setLang(l);
            onSwitch?.(l);
          }}
        >
          {t(`langName_${l}`)}
        </a>
      ))}
    </div>
  );
}
