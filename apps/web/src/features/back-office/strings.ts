import { addCatalogue } from '../../lib/i18n.ts';
import { backOfficeCatalogue } from './back-office.i18n.ts';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(backOfficeCatalogue);
