import { useTranslation } from 'react-i18next';
import { officialCatalogue } from './official.i18n.ts';
import './strings.ts';

/** The official-content blocks' strings (registered by `strings.ts`, the one way a lazy chunk brings its strings). */
export const useOfficialT = () => useTranslation(officialCatalogue.ns);
