import { addCatalogue } from '../../lib/i18n.ts';
import { wishlistCatalogue } from './wishlist.i18n.ts';

// The wishlist's strings arrive with its lazy chunks; every wishlist component imports this module.
addCatalogue(wishlistCatalogue);
