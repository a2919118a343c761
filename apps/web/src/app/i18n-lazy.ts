import type { Catalogue } from '../lib/i18n.ts';
import { checkoutCatalogue } from '../features/checkout/checkout.i18n.ts';
import { ordersCatalogue } from '../features/orders/orders.i18n.ts';
import { staffAreaCatalogue } from '../features/staff-area/staff-area.i18n.ts';
import { memberPointsCatalogue } from '../features/member-points/member-points.i18n.ts';
import { onlineNavCatalogue } from '../features/online-nav/online-nav.i18n.ts';
import { catalogueCatalogue } from '../features/catalogue/catalogue.i18n.ts';
import { productCardCatalogue } from '../components/ui/product-card/product-card.i18n.ts';
import { productBlocksCatalogue } from '../blocks/featured-products/product-blocks.i18n.ts';
import { pointsRedemptionCatalogue } from '../blocks/points-redemption/points-redemption.i18n.ts';
import { clubCatalogue } from '../features/club/club.i18n.ts';
import { backOfficeCatalogue } from '../features/back-office/back-office.i18n.ts';
import { editorCatalogue } from '../features/editor/editor.i18n.ts';
import { devGalleryCatalogue } from '../features/dev-gallery/dev-gallery.i18n.ts';

/**
 * Catalogues registered by their lazy chunks (each feature's `strings.ts`). Never imported by the app
 * itself, only by tests (key checks, rendering), so these strings stay out of the first script.
 */
export const LAZY_CATALOGUES: Catalogue[] = [
  checkoutCatalogue,
  ordersCatalogue,
  staffAreaCatalogue,
  memberPointsCatalogue,
  onlineNavCatalogue,
  catalogueCatalogue,
  productCardCatalogue,
  productBlocksCatalogue,
  pointsRedemptionCatalogue,
  clubCatalogue,
  backOfficeCatalogue,
  editorCatalogue,
  devGalleryCatalogue,
];
