import { addCatalogue } from '../../lib/i18n.ts';
import { officialCatalogue } from './official.i18n.ts';

// The official-content strings arrive with the first of these lazy blocks, not with the home page's script (decision 060).
addCatalogue(officialCatalogue);
