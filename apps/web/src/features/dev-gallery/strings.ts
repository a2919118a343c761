import { addCatalogue } from '../../lib/i18n.ts';
import { devGalleryCatalogue } from './dev-gallery.i18n.ts';

// The gallery's strings arrive with its chunk.
addCatalogue(devGalleryCatalogue);
