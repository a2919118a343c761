import { addCatalogue } from '../../lib/i18n.ts';
import { pointsRedemptionCatalogue } from './points-redemption.i18n.ts';

// These strings arrive with the block's lazy chunk, not with the home page's script.
addCatalogue(pointsRedemptionCatalogue);
