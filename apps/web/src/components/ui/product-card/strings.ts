import { addCatalogue } from '../../../lib/i18n.ts';
import { productCardCatalogue } from './product-card.i18n.ts';

// These strings arrive with the lazy chunks that use them, not with the home page's script.
addCatalogue(productCardCatalogue);
