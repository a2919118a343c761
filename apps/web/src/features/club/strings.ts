import { addCatalogue } from '../../lib/i18n.ts';
import { clubCatalogue } from './club.i18n.ts';

// These strings arrive with the club's lazy screens, not with the home page's script.
addCatalogue(clubCatalogue);
