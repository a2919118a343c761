import { addCatalogue } from '../../../lib/i18n.ts';
import { boViewingsCatalogue } from './viewings.i18n.ts';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boViewingsCatalogue);
