import { addCatalogue } from '../../lib/i18n.ts';
import { staffAreaCatalogue } from './staff-area.i18n.ts';

// These strings arrive with the lazy chunks that use them, not with the home page's script.
addCatalogue(staffAreaCatalogue);
