import { addCatalogue } from '../../../lib/i18n.ts';
import { boHomeCatalogue } from './home.i18n.ts';
import './home.css';

// The home's, customers', order search's and printing's strings and styles (one catalogue, `boHome`):
// they arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boHomeCatalogue);
