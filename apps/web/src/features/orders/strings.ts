import { addCatalogue } from '../../lib/i18n.ts';
import { ordersCatalogue } from './orders.i18n.ts';

// These strings arrive with the lazy chunks that use them, not with the home page's script.
addCatalogue(ordersCatalogue);
