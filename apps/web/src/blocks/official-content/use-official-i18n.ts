import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGS } from '@shop/contract';
import { officialCatalogue } from './official.i18n.ts';

/**
 * The official-content strings are added when the first of these (lazily loaded) blocks is, not with the
 * home page's script (decision 060): the home page is at its script budget.
 */
function register() {
  for (const lang of LANGS) {
    if (!i18next.hasResourceBundle(lang, officialCatalogue.ns)) i18next.addResourceBundle(lang, officialCatalogue.ns, officialCatalogue[lang], true, false);
  }
}
if (i18next.isInitialized) register();
else i18next.on('initialized', register);

export const useOfficialT = () => useTranslation(officialCatalogue.ns);
