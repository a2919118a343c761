import { addCatalogue } from '../../lib/i18n.ts';
import { cartCatalogue } from './cart.i18n.ts';

// The cart's strings arrive with its lazy chunks; every cart component imports this module.
addCatalogue(cartCatalogue);
