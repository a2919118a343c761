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
import { cartCatalogue } from '../features/cart/cart.i18n.ts';
import { wishlistCatalogue } from '../features/wishlist/wishlist.i18n.ts';
import { memberPagesCatalogue } from '../features/members/member-pages.i18n.ts';
import { officialCatalogue } from '../blocks/official-content/official.i18n.ts';
import { cartStoreCatalogue } from '../lib/cart/cart-store.i18n.ts';
import { mediaPickerCatalogue } from '../components/media-picker/media-picker.i18n.ts';

import { boClubCatalogue } from '../features/back-office/club/club.i18n.ts';
import { boCounterCatalogue } from '../features/back-office/counter/counter.i18n.ts';
import { boGoldCheckCatalogue } from '../features/back-office/goods/gold-check.i18n.ts';
import { boGoodsCatalogue } from '../features/back-office/goods/goods.i18n.ts';
import { boHomeCatalogue } from '../features/back-office/home/home.i18n.ts';
import { boMessagesCatalogue } from '../features/back-office/messages/messages.i18n.ts';
import { boPaymentsCatalogue } from '../features/back-office/payments/payments.i18n.ts';
import { boWeightCatalogue } from '../features/back-office/goods/weight-pricing.i18n.ts';
import { boWeightReportCatalogue } from '../features/back-office/goods/weight-report.i18n.ts';
import { draftsCatalogue } from '../features/editor/drafts.i18n.ts';
import { signedInDevicesCatalogue } from '../components/signed-in-devices/signed-in-devices.i18n.ts';
import { teamCatalogue } from '../features/editor/team.i18n.ts';
import { weightPriceCatalogue } from '../features/catalogue/weight-price.i18n.ts';
import { viewingsCatalogue } from '../features/viewings/viewings.i18n.ts';
import { boViewingsCatalogue } from '../features/back-office/viewings/viewings.i18n.ts';
import { boSearchWordsCatalogue } from '../features/back-office/goods/search-words.i18n.ts';
import { boLowStockCatalogue } from '../features/back-office/home/low-stock.i18n.ts';
import { boTillCatalogue } from '../features/back-office/till/till.i18n.ts';
/**
 * Catalogues registered by their lazy chunks: the one way is a `strings.ts` beside the screen that calls
 * `addCatalogue(catalogue)` and is imported by every module of the chunk that shows those strings. Never imported by the app
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
  cartCatalogue,
  wishlistCatalogue,
  memberPagesCatalogue,
  officialCatalogue,
  cartStoreCatalogue,
  mediaPickerCatalogue,
  boClubCatalogue,
  boCounterCatalogue,
  boGoldCheckCatalogue,
  boGoodsCatalogue,
  boHomeCatalogue,
  boMessagesCatalogue,
  boPaymentsCatalogue,
  boWeightCatalogue,
  boWeightReportCatalogue,
  draftsCatalogue,
  signedInDevicesCatalogue,
  teamCatalogue,
  weightPriceCatalogue,
  viewingsCatalogue,
  boViewingsCatalogue,
  boSearchWordsCatalogue,
  boLowStockCatalogue,
  boTillCatalogue,
];
