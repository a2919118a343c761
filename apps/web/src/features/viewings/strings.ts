import { addCatalogue } from '../../lib/i18n.ts';
import { viewingsCatalogue } from './viewings.i18n.ts';

// The viewing screens' strings arrive with their lazy chunks; every viewing screen imports this module.
addCatalogue(viewingsCatalogue);
