import { addCatalogue } from '../../../lib/i18n.ts';
import { boPaymentsCatalogue } from './payments.i18n.ts';

// These strings arrive with the back office's lazy chunk, never with the storefront's script.
addCatalogue(boPaymentsCatalogue);
