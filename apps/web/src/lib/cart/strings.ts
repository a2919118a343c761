import { addCatalogue } from '../i18n.ts';
import { cartStoreCatalogue } from './cart-store.i18n.ts';

// The cart store's own messages arrive with the chunks that use the store.
addCatalogue(cartStoreCatalogue);
